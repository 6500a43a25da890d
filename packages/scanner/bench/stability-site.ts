import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The stability benchmark's site: a small municipal utility's website whose pages render in the
 * ways real sites do — plain HTML, DOM built by a script at load, a single-page app whose routes
 * render after a timer or an idle callback and a request, a dialog a script opens after the load,
 * and a cookie banner on every page until it is accepted. Every page has barriers of its own, some
 * of them only in what the scripts render, so a page analysed too early misses them.
 */
export interface StabilitySite {
  /** The start address of the whole-site scan. */
  url: string;
  close(): Promise<void>;
}

/** How late the server answers the app's data requests, as a real back end would. */
const API_DELAY_MS = 80;

/** Shown on every page 250 ms after the load until "Alle akzeptieren" sets the cookie. */
const COOKIE_BANNER = `<script>
(function () {
  if (document.cookie.split('; ').indexOf('zustimmung=ja') >= 0) return;
  setTimeout(function () {
    var box = document.createElement('div');
    box.className = 'zustimmung';
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-label', 'Datenschutz-Einstellungen');
    box.style.cssText = 'position:fixed;left:0;right:0;bottom:0;background:#fff;color:#000;border-top:3px solid #036;padding:12px';
    box.innerHTML = '<p>Diese Website setzt Cookies ein, um Besuche zu zählen. Stimmen Sie zu oder lehnen Sie ab.</p>' +
      '<p class="zustimmung__klein" style="color:#b5b5b5;background:#fff">Details in der Datenschutzerklärung</p>' +
      '<button type="button" class="zustimmung__ja">Alle akzeptieren</button> ' +
      '<button type="button" class="zustimmung__nein">Ablehnen</button>';
    document.body.appendChild(box);
    box.querySelector('.zustimmung__ja').addEventListener('click', function () {
      document.cookie = 'zustimmung=ja; path=/';
      box.remove();
    });
    box.querySelector('.zustimmung__nein').addEventListener('click', function () { box.remove(); });
  }, 250);
})();
</script>`;

const NAV = `<nav aria-label="Hauptnavigation"><ul>
<li><a href="/">Start</a></li><li><a href="/tarife.html">Tarife</a></li>
<li><a href="/app/">Kundenportal</a></li><li><a href="/app/zaehlerstand">Zählerstand</a></li>
<li><a href="/app/stoerungen">Störungen</a></li><li><a href="/termin.html">Termin</a></li></ul></nav>`;

const page = (title: string, body: string, extra = '') =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font-family:sans-serif;margin:0 auto;max-width:50rem;padding:1rem}nav ul{display:flex;gap:1rem;list-style:none;padding:0}</style>
</head><body><header>${NAV}</header>${body}${extra}${COOKIE_BANNER}</body></html>`;

/** Static: everything in the HTML. Missing alt, a faint note, a search field without a label. */
const START = page(
  'Stadtwerke Talheim',
  `<main><h1>Stadtwerke Talheim</h1>
<img src="/bild/windrad.svg" width="120" height="80">
<p>Strom, Wasser und Wärme aus der Region – seit 1898.</p>
<p style="color:#9a9a9a;background:#fff">Preisänderungen zum 1. Januar beachten.</p>
<form role="search"><input type="search" name="q"><button type="submit">Suchen</button></form>
<h3>Aktuelles</h3><p>Der Kundenservice ist am Freitag nur bis 12 Uhr erreichbar.</p></main>`,
);

/** Script-rendered: the tariff table and its filter are built at DOMContentLoaded. */
const TARIFE = page(
  'Tarife – Stadtwerke Talheim',
  '<main id="inhalt"><h1>Unsere Tarife</h1><p>Die Übersicht wird geladen.</p></main>',
  `<script>
document.addEventListener('DOMContentLoaded', function () {
  var main = document.getElementById('inhalt');
  var tarife = [['Talheim Strom Basis', '31,2'], ['Talheim Strom Öko', '33,9'], ['Talheim Wärme', '12,4']];
  var rows = tarife.map(function (t) { return '<tr><td>' + t[0] + '</td><td>' + t[1] + ' ct/kWh</td></tr>'; }).join('');
  main.innerHTML = '<h1>Unsere Tarife</h1><label>Sparte</label><select name="sparte"><option>Strom</option><option>Wärme</option></select>' +
    '<table><tr><td><b>Tarif</b></td><td><b>Arbeitspreis</b></td></tr>' + rows + '</table>' +
    '<a href="/bild/preisblatt.svg"><img src="/bild/pdf.svg" width="16" height="16"></a>';
});
</script>`,
);

/** A dialog the page opens by script a moment after the load, with barriers inside. */
const TERMIN = page(
  'Termin – Stadtwerke Talheim',
  `<main><h1>Termin vereinbaren</h1><p>Wählen Sie einen Tag für die Zählerablesung.</p>
<dialog id="hinweis"><h2>Hinweis</h2><p>Ablesungen sind nur werktags möglich.</p>
<input type="checkbox" name="merken"> <button type="button" class="schliessen"><svg width="10" height="10"><path d="M0 0L10 10"/></svg></button></dialog></main>`,
  `<script>
window.addEventListener('load', function () {
  setTimeout(function () {
    var dialog = document.getElementById('hinweis');
    dialog.showModal();
    dialog.querySelector('.schliessen').addEventListener('click', function () { dialog.close(); });
  }, 150);
});
</script>`,
);

/** The customer portal: one shell for every /app/ address, routes render from the app's data. */
const APP_SHELL = page(
  'Kundenportal – Stadtwerke Talheim',
  '<main id="portal"><p>Kundenportal wird gestartet …</p></main>',
  '<script src="/app/portal.js"></script>',
);

const PORTAL_SCRIPT = `
var root = document.getElementById('portal');
function load(route) {
  return fetch('/api/' + route).then(function (answer) { return answer.json(); });
}
function show(data) {
  document.title = data.title + ' – Kundenportal';
  root.innerHTML = data.html;
}
function render(path) {
  if (path === '/app/zaehlerstand') {
    // The app shell first, the form a moment later, as apps that split their code do.
    setTimeout(function () { load('zaehlerstand').then(show); }, 200);
  } else if (path === '/app/stoerungen') {
    var idle = window.requestIdleCallback || function (callback) { return setTimeout(callback, 1); };
    idle(function () { load('stoerungen').then(show); });
  } else {
    setTimeout(function () { load('uebersicht').then(show); }, 50);
  }
}
document.addEventListener('click', function (event) {
  var link = event.target.closest && event.target.closest('a[href^="/app/"]');
  if (!link) return;
  event.preventDefault();
  history.pushState(null, '', link.getAttribute('href'));
  render(location.pathname);
});
window.addEventListener('popstate', function () { render(location.pathname); });
render(location.pathname);
`;

const API: Record<string, { title: string; html: string }> = {
  uebersicht: {
    title: 'Übersicht',
    html:
      '<h1>Ihr Kundenkonto</h1><p>Vertragsnummer 4711-0815</p>' +
      '<a href="/app/zaehlerstand"><img src="/bild/zaehler.svg" width="32" height="32"></a>' +
      '<p style="color:#a0a0a0">Letzte Anmeldung: gestern</p>',
  },
  zaehlerstand: {
    title: 'Zählerstand melden',
    html:
      '<h1>Zählerstand melden</h1><img src="/bild/zaehler.svg" width="200" height="120">' +
      '<form><input name="zaehlernummer" placeholder=""><input type="number" name="stand">' +
      '<button type="submit">Senden</button></form>',
  },
  stoerungen: {
    title: 'Störungen',
    html:
      '<h1>Aktuelle Störungen</h1><ul><li>Wasser: Rohrbruch Lindenweg, behoben bis 18 Uhr</li></ul>' +
      '<button type="button"><img src="/bild/glocke.svg" width="20" height="20"></button>' +
      '<select name="ort"><option>Talheim</option><option>Oberdorf</option></select>',
  },
};

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="18" fill="#036"/></svg>';

/** Starts the site on 127.0.0.1 at a free port. */
export async function startStabilitySite(): Promise<StabilitySite> {
  const timers = new Set<NodeJS.Timeout>();
  const send = (response: ServerResponse, type: string, body: string, status = 200) => {
    response.writeHead(status, { 'content-type': type });
    response.end(body);
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://site').pathname;
    const html = 'text/html; charset=utf-8';
    if (path === '/') return send(response, html, START);
    if (path === '/tarife.html') return send(response, html, TARIFE);
    if (path === '/termin.html') return send(response, html, TERMIN);
    if (path === '/app/portal.js') return send(response, 'text/javascript', PORTAL_SCRIPT);
    if (path === '/app' || path.startsWith('/app/')) return send(response, html, APP_SHELL);
    const api = /^\/api\/(\w+)$/.exec(path);
    if (api && API[api[1]!]) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        send(response, 'application/json', JSON.stringify(API[api[1]!]));
      }, API_DELAY_MS);
      timers.add(timer);
      return;
    }
    if (path.startsWith('/bild/')) return send(response, 'image/svg+xml', SVG);
    if (path === '/robots.txt') return send(response, 'text/plain', 'User-agent: *\nAllow: /\n');
    send(response, html, '<!doctype html><title>Nicht gefunden</title><h1>Nicht gefunden</h1>', 404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
