/**
 * Pages behind consent banners, served in every page set under `/consent/` (nothing else links to
 * them). Each page has a deliberate barrier of its own; each banner has one too, in an element whose
 * class starts with the banner's class, so a test can tell the banner's findings from the page's.
 * - `/consent/`, `produkte.html`, `kontakt.html`: a cookie banner (a fixed dialog that speaks of
 *   cookies, "Alle akzeptieren") shown a moment after the load, as consent managers do, until its
 *   accept button sets the cookie `consent=yes`.
 * - `/consent/vergesslich/`, `seite.html`: the same banner, but accepting keeps nothing: it is back
 *   on every page.
 * - `/consent/eigen/`, `seite.html`: a notice no heuristic takes for a consent banner (in the flow
 *   of the page, no word of cookies, a "Weiter" button) until `OWN_BANNER_ACCEPT` sets `hinweis=gelesen`.
 */

/** The barrier inside the cookie banner (a close button without a name). */
export const CONSENT_BANNER_RULE = 'button-name';
/** The class of the cookie banner; its elements' classes start with it. */
export const CONSENT_BANNER_CLASS = 'cookie-hinweis';
/** The accept button of the notice under /consent/eigen/, for `ConsentOptions.acceptSelector`. */
export const OWN_BANNER_ACCEPT = '.hinweisleiste__weiter';
/** The barrier inside that notice (a checkbox without a label). */
export const OWN_BANNER_RULE = 'label';
/** The class of that notice; its elements' classes start with it. */
export const OWN_BANNER_CLASS = 'hinweisleiste';

/** Each page's own barrier, by path: the axe rule a scan must find there whatever the banner. */
export const CONSENT_PAGE_BARRIERS: Record<string, string> = {
  '/consent/': 'image-alt',
  '/consent/produkte.html': 'link-name',
  '/consent/kontakt.html': 'label',
  '/consent/vergesslich/': 'image-alt',
  '/consent/vergesslich/seite.html': 'link-name',
  '/consent/eigen/': 'image-alt',
  '/consent/eigen/seite.html': 'link-name',
};

const cookieBanner = (remember: boolean, delayMs: number) => `<script>
(function () {
  if (document.cookie.split('; ').indexOf('consent=yes') >= 0) return;
  function show() {
    var banner = document.createElement('div');
    banner.className = 'cookie-hinweis';
    banner.setAttribute('role', 'dialog');
    banner.setAttribute('aria-label', 'Cookie-Einstellungen');
    banner.style.cssText = 'position:fixed;left:0;right:0;bottom:0;background:#fff;color:#000;border-top:2px solid #000;padding:1rem';
    banner.innerHTML = '<p class="cookie-hinweis__text">Wir verwenden Cookies, um unsere Website zu verbessern. Sie können zustimmen oder nur notwendige Cookies erlauben.</p>' +
      '<button type="button" class="cookie-hinweis__alle">Alle akzeptieren</button> ' +
      '<button type="button" class="cookie-hinweis__notwendig">Nur notwendige</button> ' +
      '<button type="button" class="cookie-hinweis__schliessen"><svg aria-hidden="true" width="12" height="12"><path d="M0 0L12 12"/></svg></button>';
    document.body.appendChild(banner);
    banner.querySelector('.cookie-hinweis__alle').addEventListener('click', function () {
      ${remember ? "document.cookie = 'consent=yes; path=/';" : ''}
      banner.remove();
    });
    banner.querySelector('.cookie-hinweis__notwendig').addEventListener('click', function () { banner.remove(); });
  }
  ${delayMs > 0 ? `setTimeout(show, ${delayMs});` : 'show();'}
})();
</script>`;

const OWN_BANNER = `<div class="hinweisleiste" hidden>
  <p class="hinweisleiste__text">Neu hier? Unser Angebot hat sich geändert: Termine buchen Sie jetzt online.</p>
  <input type="checkbox" class="hinweisleiste__nie">
  <button type="button" class="hinweisleiste__weiter">Weiter</button>
</div>
<script>
(function () {
  var notice = document.querySelector('.hinweisleiste');
  if (document.cookie.split('; ').indexOf('hinweis=gelesen') >= 0) return notice.remove();
  notice.hidden = false;
  notice.querySelector('.hinweisleiste__weiter').addEventListener('click', function () {
    document.cookie = 'hinweis=gelesen; path=/';
    notice.remove();
  });
})();
</script>`;

const page = (title: string, nav: string, body: string, banner: { top?: string; bottom?: string }) =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${title}</title></head><body>${banner.top ?? ''}<header>${nav}</header><main><h1>${title}</h1>${body}</main>${banner.bottom ?? ''}</body></html>`;

const nav = (...links: [string, string][]) =>
  `<nav aria-label="Hauptmenü">${links.map(([href, text]) => `<a href="${href}">${text}</a>`).join(' ')}</nav>`;

const SHOP_NAV = nav(
  ['/consent/', 'Start'],
  ['/consent/produkte.html', 'Produkte'],
  ['/consent/kontakt.html', 'Kontakt'],
);
const FORGETFUL_NAV = nav(['/consent/vergesslich/', 'Start'], ['/consent/vergesslich/seite.html', 'Seite']);
const OWN_NAV = nav(['/consent/eigen/', 'Start'], ['/consent/eigen/seite.html', 'Seite']);

const IMAGE_WITHOUT_ALT = '<p>Frisch aus der Werkstatt.</p><img src="/pixel.png">';
const EMPTY_LINK = '<p>Alles für den Garten.</p><a href="/consent/"></a>';

// Shown a moment after the load, as consent managers show theirs once their settings have arrived.
const REMEMBERING = { bottom: cookieBanner(true, 300) };
// Shown at once: a page analysed straight after its load has it in its findings.
const FORGETFUL = { bottom: cookieBanner(false, 0) };
const OWN = { top: OWN_BANNER };

/** The pages by path. */
export const CONSENT_PAGES: Record<string, string> = {
  '/consent/': page('Gartenbedarf Lindental', SHOP_NAV, IMAGE_WITHOUT_ALT, REMEMBERING),
  '/consent/produkte.html': page('Produkte', SHOP_NAV, EMPTY_LINK, REMEMBERING),
  '/consent/kontakt.html': page(
    'Kontakt',
    SHOP_NAV,
    '<form><p>Wir rufen Sie zurück.</p><input name="telefon"></form>',
    REMEMBERING,
  ),
  '/consent/vergesslich/': page('Vergesslich', FORGETFUL_NAV, IMAGE_WITHOUT_ALT, FORGETFUL),
  '/consent/vergesslich/seite.html': page('Seite', FORGETFUL_NAV, EMPTY_LINK, FORGETFUL),
  '/consent/eigen/': page('Praxis Lindental', OWN_NAV, IMAGE_WITHOUT_ALT, OWN),
  '/consent/eigen/seite.html': page('Seite', OWN_NAV, EMPTY_LINK, OWN),
};
