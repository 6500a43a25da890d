import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The `checkout` page set: "Teeladen Klarsicht", a small German tea shop (lang="de") for the user
 * flow tests. Its two barriers exist only in page states that a script creates after a user's
 * action, so a crawl, which loads each linked page and checks it as loaded, never sees them:
 * - the cart dialog (`CHECKOUT_BARRIERS.cartDialog`): the product page's button "In den Warenkorb"
 *   creates a modal dialog whose product image has no alt text (`image-alt`). Before the click the
 *   dialog is nowhere in the document; its markup is built by the page's script.
 * - the error message (`CHECKOUT_BARRIERS.errorMessage`): sending the checkout form with an empty or
 *   invalid e-mail address does not navigate; the script adds an error text next to the field in a
 *   light red of 2.27:1 on white (`color-contrast`) and marks the field `aria-invalid="true"`.
 * Everything else (home, product page, checkout form as loaded, the cart dialog's other content and
 * the thank-you page) has no axe WCAG violation. The crawl reaches `/`, the product page and
 * `/kasse.html`; `/danke.html` is reached only by sending a valid form. Recordings of the flow, as
 * Chrome's Recorder exports them, are in `recordings/` (see `checkoutRecording`).
 */
export const CHECKOUT_PATHS = {
  home: '/',
  product: '/produkt/gruener-tee.html',
  checkout: '/kasse.html',
  thanks: '/danke.html',
} as const;

/** The pages' titles, as a recording's navigation events assert them. */
export const CHECKOUT_TITLES = {
  home: 'Teeladen Klarsicht',
  product: 'Grüner Tee Sencha – Teeladen Klarsicht',
  checkout: 'Kasse – Teeladen Klarsicht',
  thanks: 'Vielen Dank – Teeladen Klarsicht',
} as const;

/** The two barriers only a flow reaches: the axe rule that reports each, its element and its state. */
export const CHECKOUT_BARRIERS = {
  cartDialog: {
    rule: 'image-alt',
    selector: '#cart-dialog-image',
    path: CHECKOUT_PATHS.product,
    state: 'after a click on "In den Warenkorb" (the cart dialog #cart-dialog is open)',
  },
  errorMessage: {
    rule: 'color-contrast',
    selector: '#email-error',
    path: CHECKOUT_PATHS.checkout,
    state: 'after sending the form with an empty or invalid e-mail address',
  },
} as const;

/** The origin the recordings' URLs are written with; `checkoutRecording` puts the site's in its place. */
export const CHECKOUT_RECORDING_ORIGIN = 'http://127.0.0.1:0000';

const readRecording = (file: URL, origin: string): unknown => {
  const real = origin.replace(/\/+$/, '');
  return JSON.parse(readFileSync(file, 'utf8'), (_key, value: unknown) =>
    typeof value === 'string' ? value.replaceAll(CHECKOUT_RECORDING_ORIGIN, real) : value,
  );
};

/**
 * The Recorder export `recordings/teeladen-kasse.json` for the site at `origin`: product page, cart
 * dialog (a `klarsicht.check` step), checkout, name filled in, sent without an e-mail address, then
 * waiting for the error message. Both barriers lie on its way.
 */
export function checkoutRecording(origin: string): unknown {
  return readRecording(new URL('./recordings/teeladen-kasse.json', import.meta.url), origin);
}

/**
 * The Recorder export `recordings/teeladen-falsch.json` for the site at `origin`: its third step
 * clicks a button "Jetzt kaufen" (`#buy-now`) the product page does not have, so a replay stops
 * there with "selector not found".
 */
export function checkoutWrongSelectorRecording(origin: string): unknown {
  return readRecording(new URL('./recordings/teeladen-falsch.json', import.meta.url), origin);
}

const STYLE = `<style>
html { background: #fff; color: #1a1a1a; font: 1rem/1.5 system-ui, sans-serif; }
body { margin: 0 2rem; max-width: 36rem; }
a { color: #1f5f3a; }
nav ul { display: flex; gap: 1.5rem; list-style: none; margin: 0; padding: 0; }
button { font: inherit; color: #fff; background: #1f5f3a; border: 0; border-radius: 0.25rem; padding: 0.5rem 1rem; }
label { display: block; margin-top: 1rem; }
input { font: inherit; color: #1a1a1a; background: #fff; border: 1px solid #555; padding: 0.25rem; width: 20rem; }
form button { margin-top: 1.5rem; }
.fehler { color: #ff8a8a; margin: 0.25rem 0 0; }
#cart-dialog { position: fixed; top: 2rem; right: 2rem; width: 20rem; background: #fff; color: #1a1a1a; border: 2px solid #1a1a1a; padding: 1rem 1.5rem; }
</style>`;

const page = (title: string, body: string, script = '') => `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${STYLE}</head>
<body>
<header>
<p>Teeladen Klarsicht</p>
<nav aria-label="Hauptnavigation"><ul><li><a href="/">Startseite</a></li><li><a href="/kasse.html">Kasse</a></li></ul></nav>
</header>
<main>
${body}
</main>
<footer><p>Teeladen Klarsicht, Musterstraße 1, 12345 Musterstadt</p></footer>
${script ? `<script>${script}</script>` : ''}
</body>
</html>`;

const HOME = page(
  CHECKOUT_TITLES.home,
  `<h1>Teeladen Klarsicht</h1>
<p>Lose Tees aus kleinen Gärten, frisch abgefüllt.</p>
<h2>Unsere Tees</h2>
<ul>
<li><a href="${CHECKOUT_PATHS.product}">Grüner Tee Sencha</a>, 100 g, 8,90 €</li>
<li>Schwarzer Tee Assam, 100 g, 7,50 € (ausverkauft)</li>
</ul>`,
);

// Built with DOM calls on the click, so that neither the document nor its source holds the dialog's
// markup before it; the dialog's image has no alt attribute (the barrier).
const CART_SCRIPT = `
const addButton = document.getElementById('add-to-cart');
let dialog = null;
const make = (tag, attributes, text) => {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (text) element.textContent = text;
  return element;
};
const closeDialog = () => {
  dialog.remove();
  dialog = null;
  addButton.focus();
};
addButton.addEventListener('click', () => {
  if (dialog) return;
  dialog = make('div', { id: 'cart-dialog', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'cart-dialog-title' });
  const closeButton = make('button', { type: 'button', id: 'cart-close' }, 'Schließen');
  const checkoutLink = make('p', {});
  checkoutLink.append(make('a', { id: 'to-checkout', href: '/kasse.html' }, 'Zur Kasse'));
  dialog.append(
    make('h2', { id: 'cart-dialog-title' }, 'Im Warenkorb'),
    make('img', { id: 'cart-dialog-image', src: '/bilder/gruener-tee-klein.png', width: '64', height: '64' }),
    make('p', {}, 'Grüner Tee Sencha, 100 g, 8,90 €'),
    checkoutLink,
    closeButton,
  );
  closeButton.addEventListener('click', closeDialog);
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closeDialog();
  });
  document.body.append(dialog);
  closeButton.focus();
});
`;

const PRODUCT = page(
  CHECKOUT_TITLES.product,
  `<h1>Grüner Tee Sencha</h1>
<img src="/bilder/gruener-tee.png" alt="Offene Dose mit grünen Teeblättern" width="160" height="160">
<p>Milder japanischer Grüntee mit frischem, grasigem Aroma. 100 g, lose.</p>
<p>Preis: 8,90 € inklusive Mehrwertsteuer</p>
<button type="button" id="add-to-cart" aria-haspopup="dialog">In den Warenkorb</button>`,
  CART_SCRIPT,
);

// The form is checked by the script only (novalidate): an empty or invalid e-mail address keeps the
// page and adds the error text, in a contrast too low (the barrier), next to the field.
const CHECKOUT_SCRIPT = `
const form = document.getElementById('checkout-form');
const email = document.getElementById('email');
form.addEventListener('submit', (event) => {
  if (email.value.trim() !== '' && email.validity.valid) return;
  event.preventDefault();
  if (!document.getElementById('email-error')) {
    const error = document.createElement('p');
    error.id = 'email-error';
    error.className = 'fehler';
    error.textContent = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
    email.after(error);
  }
  email.setAttribute('aria-invalid', 'true');
  email.setAttribute('aria-describedby', 'email-error');
  email.focus();
});
`;

const CHECKOUT = page(
  CHECKOUT_TITLES.checkout,
  `<h1>Kasse</h1>
<p>Ihr Warenkorb: Grüner Tee Sencha, 100 g, 8,90 €</p>
<form id="checkout-form" method="post" action="${CHECKOUT_PATHS.thanks}" novalidate>
<div><label for="name">Name</label><input id="name" name="name" type="text" autocomplete="name"></div>
<div><label for="email">E-Mail-Adresse</label><input id="email" name="email" type="email" autocomplete="email"></div>
<button type="submit" id="submit-order">Bestellung prüfen</button>
</form>`,
  CHECKOUT_SCRIPT,
);

const THANKS = page(
  CHECKOUT_TITLES.thanks,
  `<h1>Vielen Dank für Ihre Bestellung</h1>
<p>Wir haben Ihre Bestellung erhalten und schicken Ihnen eine Bestätigung per E-Mail.</p>
<p><a href="/">Zurück zur Startseite</a></p>`,
);

/** Answers a path of the checkout set; false for paths the set does not have (the caller's lookup). */
export function handleCheckout(request: IncomingMessage, response: ServerResponse, path: string): boolean {
  const html = (body: string): true => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    return true;
  };
  if (path === CHECKOUT_PATHS.thanks) {
    if (request.method !== 'POST') return html(THANKS);
    // The form's body is not needed; read it to its end before answering.
    request.resume();
    request.on('end', () => html(THANKS));
    return true;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  switch (path) {
    case CHECKOUT_PATHS.home:
      return html(HOME);
    case CHECKOUT_PATHS.product:
      return html(PRODUCT);
    case CHECKOUT_PATHS.checkout:
      return html(CHECKOUT);
    default:
      return false;
  }
}
