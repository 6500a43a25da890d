/**
 * The engine's pages of the fixture site, with the accessibility problems each one is known to have.
 * Tests assert on exact rule ids, so every page says what it contains.
 */

const layout = (title: string, body: string, lang = 'de') => `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body>
<header><nav aria-label="Hauptnavigation"><ul>
  <li><a href="/">Start</a></li><li><a href="/about.html">Über uns</a></li>
  <li><a href="/products.html">Produkte</a></li><li><a href="/kontakt.html">Kontakt</a></li>
</ul></nav></header>
<main>
${body}
</main>
<footer><a href="/barrierefreiheit.html">Erklärung zur Barrierefreiheit</a> · <a href="mailto:barrierefreiheit@example.test">Barriere melden</a></footer>
</body></html>`;

/**
 * Known WCAG 2.1 A/AA violations: image-alt, label, button-name, color-contrast.
 * The grey note (4.5:1) passes AA contrast but fails AAA (color-contrast-enhanced).
 */
export const VIOLATIONS_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Known violations</title>
<style>.faint { color: #bbbbbb; background: #ffffff; }</style></head>
<body>
<main>
  <h1>Known violations</h1>
  <img src="/logo.png">
  <form><input type="text" name="q"></form>
  <button></button>
  <p class="faint">This text has far too little contrast against its background.</p>
  <p style="color: #767676; background: #ffffff">Grey text: enough contrast for AA, not for AAA.</p>
</main>
</body></html>`;

/**
 * Good practice broken, WCAG kept: text outside any landmark, an empty heading, a heading level
 * skipped. axe's best-practice rules fail it; no WCAG rule does.
 */
export const BEST_PRACTICE_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Best practice</title></head>
<body>
<p>Opening hours: Monday to Friday.</p>
<main>
  <h1>Best practice</h1>
  <h2></h2>
  <h4>Deliveries</h4>
  <p>We deliver within two days.</p>
</main>
</body></html>`;

export const ENGINE_PAGES: Record<string, string> = {
  '/': layout(
    'Startseite',
    `<h1>Willkommen</h1><p>Ein kleiner Shop zum Testen.</p>
     <p><a href="/violations.html">Seite mit Fehlern</a> <a href="/iframe.html">Iframe</a> <a href="/shadow.html">Shadow DOM</a>
     <a href="/redirect">Umleitung</a> <a href="/missing.html">Fehlt</a> <a href="/private/secret.html">Intern</a>
     <a href="https://other.example.test/elsewhere">Anderswo</a> <a href="/about.html#team">Team</a>
     <a href="/about.html?utm_source=newsletter">Newsletter-Link</a> <a href="/katalog.pdf">Katalog (PDF)</a></p>`,
  ),
  '/about.html': layout('Über uns', '<h1>Über uns</h1><p id="team">Wir sind ein kleines Team.</p>'),
  '/products.html': layout(
    'Produkte',
    '<h1>Produkte</h1><ul><li><a href="/products/1.html">Produkt 1</a></li><li><a href="/products/2.html">Produkt 2</a></li></ul>',
  ),
  '/products/1.html': layout('Produkt 1', '<h1>Produkt 1</h1><img src="/p1.png" alt="Produkt 1 in Blau">'),
  '/products/2.html': layout('Produkt 2', '<h1>Produkt 2</h1><img src="/p2.png">'),
  '/only-in-sitemap.html': layout('Nur in der Sitemap', '<h1>Nur in der Sitemap</h1>'),
  '/kontakt.html': layout(
    'Kontakt',
    '<h1>Kontakt</h1><form><label for="m">Nachricht</label><textarea id="m"></textarea><button>Senden</button></form>',
  ),
  '/barrierefreiheit.html': layout(
    'Erklärung zur Barrierefreiheit',
    '<h1>Erklärung zur Barrierefreiheit</h1><p>Wir sind bemüht, unsere Website barrierefrei zugänglich zu machen.</p>',
  ),
  '/private/secret.html': layout('Intern', '<h1>Intern</h1>'),
  '/violations.html': VIOLATIONS_PAGE,
  '/best-practice.html': BEST_PRACTICE_PAGE,
  '/iframe.html': layout(
    'Iframe',
    '<h1>Seite mit Iframe</h1><iframe src="/frame-content.html" title="Eingebetteter Inhalt"></iframe>',
  ),
  '/frame-content.html': `<!doctype html><html lang="de"><head><title>Rahmen</title></head><body><img src="/in-frame.png"></body></html>`,
  '/shadow.html': layout(
    'Shadow DOM',
    `<h1>Shadow DOM</h1><fancy-widget></fancy-widget>
     <script>
       customElements.define('fancy-widget', class extends HTMLElement {
         connectedCallback() { this.attachShadow({ mode: 'open' }).innerHTML = '<button class="icon-only"></button>'; }
       });
     </script>`,
  ),
  '/navigates-away.html': `<!doctype html><html lang="de"><head><title>Weiter</title></head><body>
     <p>Sie werden weitergeleitet …</p>
     <script>addEventListener('load', () => setTimeout(() => { location.href = '/violations.html'; }, 0));</script></body></html>`,
  '/strict-csp.html': layout('Strenge CSP', '<h1>Strenge CSP</h1><img src="/csp.png">'),
  /** Its script never yields once the page has loaded: analysis can only end by the page's deadline. */
  '/hang.html': `<!doctype html><html lang="de"><head><title>Hängt</title></head><body><main><h1>Hängt</h1></main>
     <script>addEventListener('load', () => setTimeout(() => { for (;;) {} }, 0));</script></body></html>`,
  /**
   * image-alt on visible images, on images that cannot be seen (transparent, off screen, no size)
   * and on one far below the fold; button-name on a button in an open shadow root.
   */
  '/screenshots.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Screenshots</title></head>
     <body><main><h1>Screenshots</h1><p>Images without a text alternative.</p>
     <img src="/shot-1.png" width="120" height="80">
     <img src="/shot-transparent.png" width="120" height="80" style="opacity: 0">
     <img src="/shot-off-screen.png" width="120" height="80" style="position: absolute; left: -10000px">
     <img src="/shot-no-size.png" width="0" height="0">
     <img src="/shot-2.png" width="120" height="80">
     <img src="/shot-3.png" width="120" height="80">
     <div style="height: 2000px"></div>
     <img src="/shot-far.png" width="120" height="80">
     <shot-widget></shot-widget>
     <script>
       customElements.define('shot-widget', class extends HTMLElement {
         connectedCallback() { this.attachShadow({ mode: 'open' }).innerHTML = '<button class="icon-only"></button>'; }
       });
     </script></main></body></html>`,
  /** Its main thread stalls for 20 s on every scroll: a screenshot of the image below the fold cannot be taken in time. */
  '/stalls-on-scroll.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stalls</title></head>
     <body><main><h1>Stalls on scroll</h1><div style="height: 2000px"></div><img src="/stall.png" width="120" height="80">
     <script>addEventListener('scroll', () => { const end = Date.now() + 20000; while (Date.now() < end) {} });</script>
     </main></body></html>`,
  '/english.html': `<!doctype html><html lang="en"><head><title>About us</title></head><body><main><h1>About us</h1>
     <p>No statement link on this page.</p></main></body></html>`,
  /**
   * A shop in a folder, for crawl scopes: nothing outside `/scope/` links here. Its start page links
   * to a page in the shop, to its archive, to pages beside the shop (`/scope/shopping.html` shares the
   * prefix, not the folder) and to one list in five spellings (sorted, as a grid, with a session id,
   * with a tracking parameter, plain); the layout links to the rest of the site.
   */
  '/scope/shop/': layout(
    'Shop',
    `<h1>Shop</h1><ul>
     <li><a href="/scope/shop/tisch.html">Tisch</a></li><li><a href="/scope/shop/archiv/alt.html">Archiv</a></li>
     <li><a href="/scope/shopping.html">Einkaufsberatung</a></li><li><a href="/scope/blog.html">Blog</a></li>
     <li><a href="/scope/shop/liste.html?sort=preis">Nach Preis</a></li><li><a href="/scope/shop/liste.html?view=grid">Raster</a></li>
     <li><a href="/scope/shop/liste.html;jsessionid=0A1B2C3D4E5F">Liste</a></li>
     <li><a href="/scope/shop/liste.html?utm_source=shop">Liste</a></li><li><a href="/scope/shop/liste.html">Liste</a></li></ul>`,
  ),
  '/scope/shop/tisch.html': layout('Tisch', '<h1>Tisch</h1><p><a href="/scope/shop/">Zum Shop</a></p>'),
  '/scope/shop/liste.html': layout(
    'Liste',
    '<h1>Alle Produkte</h1><p><a href="/scope/shop/tisch.html">Tisch</a></p>',
  ),
  '/scope/shop/archiv/alt.html': layout('Archiv', '<h1>Archiv</h1>'),
  '/scope/shopping.html': layout('Einkaufsberatung', '<h1>Einkaufsberatung</h1>'),
  '/scope/blog.html': layout('Blog', '<h1>Blog</h1>'),
};
