import { fixGuide, ruleTexts } from '@klarsicht/rules';
import { launchChromium } from '@klarsicht/scanner/browser';
import type { Page as TestRunnerPage } from '@playwright/test';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUser, grantPlan } from '../../../apps/server/test-support/billing.js';
import { createTestDatabase } from '../../../apps/server/test-support/test-database.js';
import { buildTestApp } from '../../../apps/server/test-support/test-service.js';
import { htmlPages, type RouteServer, startRouteServer } from '../../scanner/test-support/route-server.js';
import { AccessibilityError, checkAccessibility, expectAccessible } from './check-accessibility.js';
import { SendToError, sendTo } from './send-to.js';

/**
 * An account page whose dialogs a script builds on click: a crawl loads the page and sees neither.
 * "Einstellungen" holds a field without a label (axe's `label`, critical); "Hilfe" a paragraph of
 * too little contrast (`color-contrast`, serious) and nothing critical.
 */
const ACCOUNT = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Ihr Konto</title></head>
<body><header><a href="#inhalt">Zum Inhalt</a></header>
<main id="inhalt"><h1>Ihr Konto</h1><p>Hier verwalten Sie Ihre Einstellungen.</p>
<button type="button" id="settings">Einstellungen öffnen</button>
<button type="button" id="help">Hilfe öffnen</button></main>
<footer><a href="/barrierefreiheit">Erklärung zur Barrierefreiheit</a> · <a href="/kontakt">Kontakt</a></footer>
<script>
function openDialog(id, title, content) {
  var dialog = document.createElement('div');
  dialog.id = id;
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-labelledby', id + '-title');
  var heading = document.createElement('h2');
  heading.id = id + '-title';
  heading.textContent = title;
  dialog.append(heading);
  content(dialog);
  document.getElementById('inhalt').append(dialog);
}
document.getElementById('settings').addEventListener('click', function () {
  openDialog('einstellungen', 'Einstellungen', function (dialog) {
    var field = document.createElement('input');
    field.type = 'text';
    field.id = 'plz';
    field.name = 'postleitzahl';
    var save = document.createElement('button');
    save.type = 'button';
    save.textContent = 'Speichern';
    dialog.append(field, save);
  });
});
document.getElementById('help').addEventListener('click', function () {
  openDialog('hilfe', 'Hilfe', function (dialog) {
    var note = document.createElement('p');
    note.textContent = 'Sie erreichen uns werktags von 9 bis 17 Uhr.';
    note.style.color = '#b5b5b5';
    note.style.background = '#ffffff';
    dialog.append(note);
  });
});
</script></body></html>`;

/** The field's selector as the engine reports it. */
const FIELD = '#plz';

let server: RouteServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startRouteServer(htmlPages({ '/konto': ACCOUNT }));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  await page?.close();
  page = await browser.newPage();
  await page.goto(`${server.origin}/konto`);
});

async function failureOf(check: Promise<void>): Promise<AccessibilityError> {
  const error = await check.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AccessibilityError);
  return error as AccessibilityError;
}

describe('expectAccessible on a state a crawl never reaches', () => {
  it('passes before the dialog opens and fails after, naming rule and element in German', async () => {
    await expectAccessible(page);
    expect(server.hits.filter((hit) => hit.startsWith('GET /konto'))).toHaveLength(1);

    await page.getByRole('button', { name: 'Einstellungen öffnen' }).click();
    const error = await failureOf(expectAccessible(page, { profile: 'bfsg', lang: 'de' }));
    const { message } = error;
    expect(message).toMatch(/^Barrierefreiheit: 1 Verstoß an 1 Element \(Schweregrad „gering“ und höher/);
    expect(message).toContain(`Seite: ${server.origin}/konto („Ihr Konto“)`);
    expect(message).toContain(`1. KRITISCH · label – ${ruleTexts('label', 'de')?.help}`);
    expect(message).toContain(`Element: ${FIELD} — <input type="text" id="plz" name="postleitzahl">`);
    const firstSentence = fixGuide('label', 'de')?.how.split('. ')[0];
    expect(firstSentence).toBeTruthy();
    expect(message).toContain(`Beheben: ${firstSentence}`);
    expect(message).toMatch(/WCAG [\d.]+ \(A\)/);
    expect(error.result.violations.map((finding) => finding.id)).toEqual(['label']);
    // Checked where the test left it: not loaded again, the dialog still open.
    expect(server.hits.filter((hit) => hit.startsWith('GET /konto'))).toHaveLength(1);
    expect(await page.getByRole('dialog', { name: 'Einstellungen' }).count()).toBe(1);
  });

  it('says the same in English', async () => {
    await page.getByRole('button', { name: 'Einstellungen öffnen' }).click();
    const { message } = await failureOf(expectAccessible(page, { lang: 'en' }));
    expect(message).toMatch(/^Accessibility: 1 violation on 1 element \(impact “minor” or higher/);
    expect(message).toContain(`1. CRITICAL · label – ${ruleTexts('label', 'en')?.help}`);
    expect(message).toContain(`Element: ${FIELD} — <input`);
    expect(message).toContain(`Fix: ${fixGuide('label', 'en')?.how.split('. ')[0]}`);
    expect(message).not.toContain('Beheben');
  });

  it('fails on the lesser violation by default, and not with failOn: critical', async () => {
    await page.getByRole('button', { name: 'Hilfe öffnen' }).click();
    const all = await checkAccessibility(page);
    expect(all.violations.map((finding) => [finding.id, finding.impact])).toEqual([
      ['color-contrast', 'serious'],
    ]);
    expect(all.passed).toBe(false);
    expect(all.report.byImpact.critical).toBe(0);
    const { message } = await failureOf(expectAccessible(page));
    expect(message).toContain('SCHWERWIEGEND · color-contrast');
    expect(message).toContain('#hilfe > p');

    await expectAccessible(page, { failOn: 'critical' });
    const critical = await checkAccessibility(page, { failOn: 'critical' });
    expect(critical).toMatchObject({ passed: true, violations: [], failOn: 'critical' });
    // Still there for whoever reads the whole result.
    expect(critical.report.violations.map((finding) => finding.id)).toContain('color-contrast');
  });

  it('leaves out the rules it is told to ignore', async () => {
    await page.getByRole('button', { name: 'Einstellungen öffnen' }).click();
    await expectAccessible(page, { ignoreRules: ['label'] });
    const result = await checkAccessibility(page, { ignoreRules: ['label', 'color-contrast'] });
    const ids = [...result.report.violations, ...result.report.passes].map((finding) => finding.id);
    expect(ids).not.toContain('label');
    expect(result.report.counts.violations).toBe(0);
    // Another rule ignored instead leaves the field's violation where it was.
    await failureOf(expectAccessible(page, { ignoreRules: ['color-contrast'] }));
  });

  it('refuses options it does not know, in the language asked for', async () => {
    const unknown = { failOn: 'high' } as unknown as { failOn: 'minor' };
    await expect(expectAccessible(page, unknown)).rejects.toThrow(/failOn ist "high"; erlaubt sind critical/);
    await expect(expectAccessible(page, { ...unknown, lang: 'en' })).rejects.toThrow(/failOn is "high"/);
  });
});

// The user's test runner hands out its own Page type: the functions take it as it is.
export const withTestRunnerPage = (page: TestRunnerPage) =>
  Promise.all([expectAccessible(page), checkAccessibility(page)]);

describe('sendTo', () => {
  it('stores the dialog state as a scan of the organisation, and refuses a site off its plan', async () => {
    const database = await createTestDatabase();
    const app = await buildTestApp(database.db);
    try {
      const api = await app.listen({ port: 0, host: '127.0.0.1' });
      const owner = await createTestUser(database.db, 'playwright-sender');
      await grantPlan(database.db, owner.id, 'basic', [`${server.origin}/`]);
      // A pipeline's API token, made by the person as in the app.
      const tokenOf = async (userId: string) => {
        const made = await fetch(`${api}/api/tokens`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-test-user': userId },
          body: JSON.stringify({ name: 'Playwright' }),
        });
        return ((await made.json()) as { token: string }).token;
      };

      await page.getByRole('button', { name: 'Einstellungen öffnen' }).click();
      const result = await checkAccessibility(page, { profile: 'bfsg', lang: 'de' });
      const sent = await sendTo(result, { server: api, token: await tokenOf(owner.id) });
      expect(sent.resultUrl).toMatch(new RegExp(`/run/${sent.id}$`));

      const issues = await fetch(`${api}/api/scans/${sent.id}/issues?limit=50`, {
        headers: { 'x-test-user': owner.id },
      });
      const body = (await issues.json()) as {
        items: Array<{ ruleId: string; element?: { selector: string } }>;
      };
      expect(body.items).toContainEqual(
        expect.objectContaining({ ruleId: 'label', element: expect.objectContaining({ selector: FIELD }) }),
      );
      const scan = await fetch(`${api}/api/scans/${sent.id}`, { headers: { 'x-test-user': owner.id } });
      expect(await scan.json()).toMatchObject({
        status: 'succeeded',
        scope: 'page',
        url: `${server.origin}/konto`,
      });

      // Someone whose plan does not have the site: refused, with the service's code.
      const stranger = await createTestUser(database.db, 'playwright-stranger');
      await grantPlan(database.db, stranger.id, 'basic', ['https://example.com/']);
      const refused = await sendTo(result, { server: api, token: await tokenOf(stranger.id) }).catch(
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(SendToError);
      expect(refused).toMatchObject({ status: 403, code: 'url_not_allowed' });
    } finally {
      await app.close();
      await database.destroy();
    }
  }, 120_000);
});
