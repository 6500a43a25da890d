import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A generated site of realistic pages (navigation, long article text, images, a form, a table, a footer;
 * 30–60 KB of HTML each, with a mix of accessibility problems), served on 127.0.0.1.
 */
export interface Corpus {
  urls: string[];
  /**
   * The same pages, each with a small script of its own that listens for a key (as most real pages'
   * scripts do): the engine then walks every page with the keyboard, which a page whose scripts
   * touch neither focus nor keys cannot need.
   */
  scriptedUrls: string[];
  close(): Promise<void>;
}

const WORDS =
  'Barrierefreiheit Webseite Inhalt Nutzer Navigation Tastatur Kontrast Formular Bild Text Struktur Überschrift Liste Tabelle Sprache Dienstleistung Anbieter Verbraucher Zugang Information'.split(
    ' ',
  );

/** Deterministic pseudo-random numbers, so every run scans the same corpus. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function sentence(next: () => number, words: number): string {
  const picked = Array.from({ length: words }, () => WORDS[Math.floor(next() * WORDS.length)]);
  const text = picked.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

export function corpusPage(index: number, pageCount: number): string {
  const next = random(index + 1);
  const nav = Array.from(
    { length: 30 },
    (_, link) => `<li><a href="/page-${(index + link + 1) % pageCount}.html">Seite ${link}</a></li>`,
  ).join('');
  const paragraphs = Array.from(
    { length: 40 + Math.floor(next() * 40) },
    () => `<p>${sentence(next, 40)}</p>`,
  ).join('\n');
  const images = Array.from({ length: 8 }, (_, image) =>
    next() < 0.3
      ? `<img src="/img/${image}.svg" width="40" height="40">`
      : `<img src="/img/${image}.svg" alt="Bild ${image}" width="40" height="40">`,
  ).join('');
  const rows = Array.from(
    { length: 15 },
    (_, row) =>
      `<tr><td>${row}</td><td>${sentence(next, 4)}</td><td>${Math.floor(next() * 1000)} €</td></tr>`,
  ).join('');
  const lowContrast =
    next() < 0.5 ? '<p style="color:#aaa;background:#fff">Kleingedrucktes mit zu wenig Kontrast.</p>' : '';
  const unlabeled =
    next() < 0.4
      ? '<input type="email" name="newsletter">'
      : '<label>E-Mail <input type="email" name="newsletter"></label>';
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Seite ${index}</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:auto} nav ul{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none}</style></head>
<body><header><nav aria-label="Hauptmenü"><ul>${nav}</ul></nav></header>
<main><h1>Seite ${index}</h1>${images}<article>${paragraphs}</article>
<table><caption>Preise</caption><thead><tr><th>Nr.</th><th>Artikel</th><th>Preis</th></tr></thead><tbody>${rows}</tbody></table>
<form>${unlabeled}<button type="submit">Abonnieren</button></form>${lowContrast}</main>
<footer><a href="/barrierefreiheit.html">Erklärung zur Barrierefreiheit</a> <a href="mailto:info@example.test">Kontakt</a></footer>
</body></html>`;
}

/**
 * What a page's own script often does: mark that scripts run, fill in the year, and close its menu on
 * Escape. The key listener is what makes the engine walk the page with the keyboard.
 */
export const PAGE_SCRIPT =
  "<script>document.documentElement.classList.add('js'); document.querySelectorAll('footer').forEach((footer) => footer.append(' ' + new Date().getFullYear())); document.addEventListener('keydown', (event) => { if (event.key === 'Escape') document.documentElement.classList.remove('menu-open'); });</script>";

export async function startCorpus(pageCount: number): Promise<Corpus> {
  const pages = Array.from({ length: pageCount }, (_, index) => corpusPage(index, pageCount));
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://corpus').pathname;
    const page = /^\/(scripted-)?page-(\d+)\.html$/.exec(path);
    if (page) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      const html = pages[Number(page[2])] ?? '';
      response.end(page[1] ? html.replace('</body>', `${PAGE_SCRIPT}</body>`) : html);
    } else if (path.startsWith('/img/')) {
      response.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' });
      response.end(
        '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40"/></svg>',
      );
    } else if (path === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('User-agent: *\nAllow: /\n');
    } else {
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('<!doctype html><title>404</title>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    urls: pages.map((_, index) => `${origin}/page-${index}.html`),
    scriptedUrls: pages.map((_, index) => `${origin}/scripted-page-${index}.html`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
