import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { findRoute } from './app/routes';
import { startAuth } from './features/auth';
import { initI18n } from './i18n/i18n';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The shell's translations start loading at once. A login callback is handled before the first
// render (it decides which page that is); otherwise the first page's module and translations load
// in parallel, and rendering waits for both, so the first paint is the finished page.
const translations = initI18n();
startAuth().then(() => {
  const firstPage = findRoute(window.location.pathname)?.page;
  Promise.allSettled([translations, firstPage?.preload()]).then(() => {
    const root = createRoot(container);
    // The first render is the largest piece of work a visit starts. As a transition React renders
    // it in slices of a few milliseconds and commits it at once: the same first paint, but a
    // phone's main thread is never blocked long enough to delay a tap (total blocking time).
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });
});
