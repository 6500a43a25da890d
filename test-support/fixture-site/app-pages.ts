import type { ServerResponse } from 'node:http';

/**
 * The `app` page set: two single-page apps in the manner of React or Vue, which render only after
 * a request that the server answers late. `/app/…` routes by the History API (the server answers
 * every `/app/` path with the same shell, as such hosting does, and the app moves from `/app/` to
 * `/app/start` by itself); `/hash/` routes by the fragment (`#/preise`). Each route has one
 * deliberate barrier, there only once the app has rendered.
 */
export const APP_BARRIERS: Record<string, string> = {
  '/app/start': 'image-alt',
  '/app/team': 'label',
  '/app/kontakt': 'link-name',
  '/hash/#/preise': 'button-name',
};

/** How late the content request is answered. */
export const APP_CONTENT_DELAY_MS = 700;

const ROUTES: Record<string, { title: string; html: string }> = {
  '/app/start': {
    title: 'Start – Stadtwerke App',
    html: '<h1>Willkommen</h1><p>Ihr Strom- und Wassertarif im Überblick.</p><img src="/pixel.png">',
  },
  '/app/team': {
    title: 'Team – Stadtwerke App',
    html: '<h1>Unser Team</h1><form><input name="frage"></form>',
  },
  '/app/kontakt': {
    title: 'Kontakt – Stadtwerke App',
    html: '<h1>Kontakt</h1><p>Schreiben Sie uns.</p><a href="/app/start"></a>',
  },
  '#/preise': { title: 'Preise', html: '<h1>Preise</h1><button type="button"></button>' },
  '#/': { title: 'Tarifrechner', html: '<h1>Tarifrechner</h1><p>Wählen Sie oben einen Bereich.</p>' },
};

const shell = (script: string) =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Lädt …</title></head><body><main id="root"><p>Wird geladen …</p></main><script src="${script}"></script></body></html>`;

const HISTORY_APP = `
const root = document.getElementById('root');
const nav = '<nav aria-label="Bereiche"><a href="/app/start">Start</a> <a href="/app/team">Team</a> <a href="/app/kontakt">Kontakt</a></nav>';
async function render(path) {
  const answer = await fetch('/app-content?route=' + encodeURIComponent(path));
  const page = await answer.json();
  document.title = page.title;
  root.innerHTML = nav + page.html;
}
document.addEventListener('click', (event) => {
  const link = event.target.closest('a[href^="/app/"]');
  if (!link) return;
  event.preventDefault();
  history.pushState(null, '', link.getAttribute('href'));
  render(location.pathname);
});
addEventListener('popstate', () => render(location.pathname));
if (location.pathname === '/app/' || location.pathname === '/app') history.replaceState(null, '', '/app/start');
render(location.pathname);
`;

const HASH_APP = `
const root = document.getElementById('root');
const nav = '<nav aria-label="Bereiche"><a href="#/">Rechner</a> <a href="#/preise">Preise</a></nav>';
async function render() {
  const route = location.hash.startsWith('#/') ? location.hash : '#/';
  const answer = await fetch('/app-content?route=' + encodeURIComponent(route));
  const page = await answer.json();
  document.title = page.title;
  root.innerHTML = nav + page.html;
}
addEventListener('hashchange', render);
render();
`;

/** Answers a request of the app page set; false when the path is not one of its own. */
export function handleApp(response: ServerResponse, url: URL, timers: Set<NodeJS.Timeout>): boolean {
  const path = url.pathname;
  const send = (type: string, body: string) => {
    response.writeHead(200, { 'content-type': type });
    response.end(body);
    return true;
  };
  if (path === '/app' || path.startsWith('/app/'))
    return send('text/html; charset=utf-8', shell('/history-app.js'));
  if (path === '/hash/') return send('text/html; charset=utf-8', shell('/hash-app.js'));
  if (path === '/history-app.js') return send('text/javascript', HISTORY_APP);
  if (path === '/hash-app.js') return send('text/javascript', HASH_APP);
  if (path === '/app-content') {
    const route = ROUTES[url.searchParams.get('route') ?? ''] ?? {
      title: 'Nicht gefunden',
      html: '<h1>Nicht gefunden</h1>',
    };
    const timer = setTimeout(() => {
      timers.delete(timer);
      send('application/json', JSON.stringify(route));
    }, APP_CONTENT_DELAY_MS);
    timers.add(timer);
    return true;
  }
  return false;
}
