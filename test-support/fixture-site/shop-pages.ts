/**
 * The product's pages of the fixture site: a small shop whose home page has four known violations
 * and links nowhere (a site scan from it checks one page), and an about page without violations
 * that links home (a site scan from it checks both). Server and end-to-end tests scan it through the
 * service; the engine's own tests use the richer engine pages.
 */

/** The home page's violations and their impacts, as axe-core rates them. */
export const SHOP_HOME_VIOLATIONS = {
  'image-alt': 'critical',
  label: 'critical',
  'button-name': 'critical',
  'color-contrast': 'serious',
} as const;

/** `/chain/1.html` … `/chain/8.html` link each to the next only, so a crawl finds page n + 1 only through page n. */
export const CHAIN_PAGES = 8;

export function chainPage(n: number): string {
  const next = n < CHAIN_PAGES ? `<p><a href="/chain/${n + 1}.html">Page ${n + 1}</a></p>` : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Chain page ${n}</title></head>
<body>
<main>
<h1>Page ${n} of the chain</h1>
<img src="/pixel.png" width="10" height="10">
${next}
</main>
</body>
</html>`;
}

const ABOUT = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>About the fixture shop</title></head>
<body>
<main>
<h1>About</h1>
<p>Nothing wrong here.</p>
<p><a href="/">Home</a></p>
</main>
</body>
</html>`;

export const SHOP_PAGES: Record<string, string> = {
  '/': `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Fixture shop</title></head>
<body>
<main>
<h1>Fixture shop</h1>
<img src="/logo.png" width="40" height="40">
<form action="/search"><input type="text" name="q"><button type="submit"></button></form>
<p style="color: #c8c8c8; background: #ffffff">Low contrast text that is hard to read.</p>
</main>
</body>
</html>`,
  '/about.html': ABOUT,
};

/** The about page, for the slow page to answer with. */
export const SHOP_ABOUT_PAGE = ABOUT;
