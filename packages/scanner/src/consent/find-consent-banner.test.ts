import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../browser/chromium.js';
import { ACCEPT_BUTTON_NAMES, CONSENT_MANAGERS, CONSENT_WORDS } from './consent-managers.js';
import { CONSENT_MARK, type FoundBanner, findConsentBanner } from './find-consent-banner.js';

/** The in-page search on small pages, in one tab of a real Chromium. */

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
});

const find = async (
  html: string,
  more: { acceptSelector?: string; nodes?: string[] } = {},
): Promise<FoundBanner | null> => {
  await page.setContent(
    `<!doctype html><html lang="de"><head><title>Test</title></head><body><main><h1>Seite</h1><img src="data:,"></main>${html}</body></html>`,
  );
  return page.evaluate(findConsentBanner, {
    managers: CONSENT_MANAGERS,
    acceptNames: ACCEPT_BUTTON_NAMES,
    consentWords: CONSENT_WORDS,
    nodes: more.nodes ?? [],
    mark: true,
    ...(more.acceptSelector ? { acceptSelector: more.acceptSelector } : {}),
  });
};
/** The marked accept button's text, found as the click will find it (through open shadow roots). */
const markedAccept = () => page.locator(`[${CONSENT_MARK}="accept"]`).first().textContent();

const FIXED_BOTTOM = 'style="position: fixed; left: 0; right: 0; bottom: 0; background: #fff"';

describe('consent managers by their markup', () => {
  it('finds Usercentrics in its open shadow root, and which nodes lie inside its banner', async () => {
    const found = await find(
      `<div id="usercentrics-root"></div>
       <script>
         document.getElementById('usercentrics-root').attachShadow({ mode: 'open' }).innerHTML =
           '<div data-testid="uc-default-banner" style="position: fixed; bottom: 0"><p>Wir verwenden Technologien …</p>' +
           '<button data-testid="uc-deny-all-button">Ablehnen</button>' +
           '<button data-testid="uc-accept-all-button">Alles akzeptieren</button></div>';
       </script>`,
      { nodes: ['#usercentrics-root >>> [data-testid="uc-deny-all-button"]', 'main > img', '#nicht-da'] },
    );
    expect(found).toEqual({
      banner: 'Usercentrics',
      accept: true,
      inside: ['#usercentrics-root >>> [data-testid="uc-deny-all-button"]'],
    });
    expect(await markedAccept()).toBe('Alles akzeptieren');
  });

  it('clicks "allow all" in Cookiebot, never "decline" or "allow selection"', async () => {
    const found = await find(
      `<div id="CybotCookiebotDialog" ${FIXED_BOTTOM}><p>Diese Webseite verwendet Cookies</p>
         <button id="CybotCookiebotDialogBodyButtonDecline">Ablehnen</button>
         <button id="CybotCookiebotDialogBodyLevelButtonLevelOptinAllowallSelection">Auswahl erlauben</button>
         <button id="CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll">Alle zulassen</button></div>`,
    );
    expect(found).toMatchObject({ banner: 'Cookiebot', accept: true });
    expect(await markedAccept()).toBe('Alle zulassen');
  });

  it('takes a button by its name when the manager’s own accept selector is not there', async () => {
    const found = await find(
      `<div consent-skip-blocker="1" id="a1b2" data-bg="rgba(0,0,0,.5)"><dialog open><p>Wir benötigen Ihre Zustimmung</p>
         <a role="button" href="#" id="x1">Weiter ohne Einwilligung</a> <a role="button" href="#" id="x2">Alle akzeptieren</a></dialog></div>`,
    );
    expect(found).toMatchObject({ banner: 'Real Cookie Banner', accept: true });
    expect(await markedAccept()).toBe('Alle akzeptieren');
  });

  it('reports a banner without an accept button as found, and a hidden one not at all', async () => {
    expect(
      await find(
        `<div id="onetrust-banner-sdk" ${FIXED_BOTTOM}><p>Cookies</p><button>Einstellungen</button></div>`,
      ),
    ).toMatchObject({ banner: 'OneTrust', accept: false });
    expect(
      await find(
        `<div id="onetrust-banner-sdk" style="display: none"><button id="onetrust-accept-btn-handler">Alle akzeptieren</button></div>`,
      ),
    ).toBeNull();
  });
});

describe('banners no manager is known for', () => {
  it('finds a fixed layer that speaks of cookies, and its most complete accept button', async () => {
    const found = await find(
      `<div class="hinweis" ${FIXED_BOTTOM}><p>Wir nutzen Cookies für Statistik.</p>
         <button>Einstellungen</button> <button>Akzeptieren</button> <button>Nur notwendige</button>
         <button>  Alle akzeptieren! </button></div>`,
      { nodes: ['.hinweis > button:nth-child(2)', 'main > h1'] },
    );
    expect(found).toEqual({ banner: 'generic', accept: true, inside: ['.hinweis > button:nth-child(2)'] });
    expect((await markedAccept())?.trim()).toBe('Alle akzeptieren!');
  });

  it('finds a dialog anywhere in the window, in German or English', async () => {
    const found = await find(
      `<div role="dialog" aria-label="Privacy" style="position: absolute; top: 300px"><p>We value your privacy.</p><button>Accept all</button></div>`,
    );
    expect(found).toMatchObject({ banner: 'generic', accept: true });
  });

  it('leaves alone dialogs that ask for no consent, banners in the page’s flow and unknown button names', async () => {
    // A notice in a dialog with a button a consent banner would have, but no word of consent.
    expect(
      await find(
        `<div role="dialog" aria-modal="true"><p>Anträge für Ausweise nur im Bürgerbüro.</p><button>OK</button></div>`,
      ),
    ).toBeNull();
    // Speaks of cookies, but sits in the page like any paragraph.
    expect(
      await find('<div class="hinweis"><p>Wir nutzen Cookies.</p><button>Akzeptieren</button></div>'),
    ).toBeNull();
    // Fixed and about cookies, but only a partial choice can be clicked.
    expect(
      await find(`<div ${FIXED_BOTTOM}><p>Cookies</p><button>Auswahl akzeptieren</button></div>`),
    ).toBeNull();
  });
});

describe('the site owner’s selector', () => {
  const NOTICE =
    '<div class="leiste"><p>Neu hier? Termine jetzt online.</p><input type="checkbox"> <button class="leiste__weiter">Weiter</button></div>';

  it('finds a notice nothing else would, its banner being the button’s parent', async () => {
    expect(await find(NOTICE)).toBeNull();
    const found = await find(NOTICE, {
      acceptSelector: '.leiste__weiter',
      nodes: ['.leiste > input', 'main > img'],
    });
    expect(found).toEqual({ banner: 'selector', accept: true, inside: ['.leiste > input'] });
    expect(await markedAccept()).toBe('Weiter');
  });

  it('takes the dialog around the button as the banner, and falls back to the search when it matches nothing', async () => {
    const found = await find(
      '<div role="dialog" class="box"><p>Hallo</p><div><button class="los">Los</button></div></div>',
      { acceptSelector: '.los', nodes: ['.box > p'] },
    );
    expect(found).toEqual({ banner: 'selector', accept: true, inside: ['.box > p'] });
    expect(
      await find(
        `<div id="CybotCookiebotDialog" ${FIXED_BOTTOM}><button id="CybotCookiebotDialogBodyButtonAccept">OK</button></div>`,
        {
          acceptSelector: '#nicht-da',
        },
      ),
    ).toMatchObject({ banner: 'Cookiebot', accept: true });
    // Not CSS at all: no banner by it, and no error.
    expect(await find(NOTICE, { acceptSelector: '>>>' })).toBeNull();
  });
});
