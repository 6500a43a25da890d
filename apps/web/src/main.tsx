import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { findRoute } from './app/routes';
import { initI18n } from './i18n/i18n';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The first page's module and translations load in parallel with the shell's translations;
// rendering waits for both, so the first paint is the finished page.
const firstPage = findRoute(window.location.pathname)?.page;
Promise.allSettled([initI18n(), firstPage?.preload()]).then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
