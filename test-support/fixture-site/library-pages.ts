import type { ServerResponse } from 'node:http';

/**
 * The `library` page set: a town library's site whose links lead to pages that cannot be checked
 * and to the same document under other addresses, as real sites do.
 * - `/` and `/index.html` answer the same bytes (one document, two addresses);
 * - `/start` redirects to `/`; `/de` and `/de/` are one page;
 * - `/katalog-druck.html` names `/katalog.html` as its canonical address;
 * - `/veranstaltungen.html` answers 404 (linked from the home page and the catalogue),
 *   `/archiv/2019.html` 410 (linked from the home page), `/intern.html` 403.
 */
export const LIBRARY_BROKEN_LINKS = {
  '/veranstaltungen.html': { status: 404, linkedFrom: ['/', '/katalog.html'] },
  '/archiv/2019.html': { status: 410, linkedFrom: ['/'] },
} as const;

const page = (title: string, body: string, head = '') => `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><title>${title}</title>${head}</head>
<body>
<main>
${body}
</main>
</body>
</html>`;

const HOME = page(
  'Stadtbibliothek',
  `<h1>Stadtbibliothek</h1>
<ul>
<li><a href="/index.html">Startseite</a></li>
<li><a href="/katalog.html">Katalog</a></li>
<li><a href="/katalog-druck.html">Katalog drucken</a></li>
<li><a href="/start">Zum Anfang</a></li>
<li><a href="/de">Deutsch</a></li>
<li><a href="/de/">Auf Deutsch</a></li>
<li><a href="/veranstaltungen.html">Veranstaltungen</a></li>
<li><a href="/archiv/2019.html">Archiv 2019</a></li>
<li><a href="/intern.html">Intern</a></li>
</ul>`,
);

const CATALOGUE = page(
  'Katalog',
  `<h1>Katalog</h1>
<p>Bücher, Filme und Hörbücher.</p>
<p><a href="/">Startseite</a> · <a href="/veranstaltungen.html">Veranstaltungen</a></p>`,
);

const PRINT_CATALOGUE = page(
  'Katalog (Druckansicht)',
  `<h1>Katalog</h1>
<p>Bücher, Filme und Hörbücher – zum Ausdrucken.</p>`,
  '<link rel="canonical" href="/katalog.html">',
);

const GERMAN = page('Auf Deutsch', '<h1>Auf Deutsch</h1><p><a href="/">Startseite</a></p>');

const ERROR = (title: string) => page(title, `<h1>${title}</h1>`);

/** Answers a library path; false for paths the set does not have (the caller's 404). */
export function handleLibrary(response: ServerResponse, path: string): boolean {
  const html = (status: number, body: string) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    return true;
  };
  switch (path) {
    case '/':
    case '/index.html':
      return html(200, HOME);
    case '/katalog.html':
      return html(200, CATALOGUE);
    case '/katalog-druck.html':
      return html(200, PRINT_CATALOGUE);
    case '/de':
    case '/de/':
      return html(200, GERMAN);
    case '/start':
      response.writeHead(302, { location: '/' }).end();
      return true;
    case '/veranstaltungen.html':
      return html(404, ERROR('Seite nicht gefunden'));
    case '/archiv/2019.html':
      return html(410, ERROR('Seite entfernt'));
    case '/intern.html':
      return html(403, ERROR('Kein Zugriff'));
    default:
      return false;
  }
}
