/// <reference lib="dom" />
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { addSiteToPlan, authHeaders, finishedSiteScan } from './support/api.js';
import { mailCount, newCustomer, skipWithoutEmbeddedProvider } from './support/auth.js';
import { axeViolations, describeViolations } from './support/axe.js';
import { expect, storePreferences, test } from './support/test.js';

// Issue 32's walkthrough: a new user decides four issues four ways, rescans an unchanged site
// (nothing changes, nothing is new), fixes one barrier (verified), breaks it again (reopened, a mail
// logged), publishes the statement and finds the accepted issue in it. The scans run in the server's
// worker against a fixture site whose button can be fixed and broken.
const SCAN_TIMEOUT = 90_000;

test.beforeEach(({ baseURL }) => skipWithoutEmbeddedProvider(baseURL!));

/** The shop's page: a partner's logo without text, a field without label, a button without name, pale text. */
function shopPage(buttonNamed: boolean): string {
  return `<!doctype html>
<html lang="de">
  <head><meta charset="utf-8"><title>Laden</title></head>
  <body>
    <main>
      <h1>Laden</h1>
      <img src="/partner-logo.png" width="80" height="40">
      <form><input type="email" name="newsletter"></form>
      <button type="button">${buttonNamed ? 'Suchen' : ''}</button>
      <p style="color:#aaa;background:#fff">Versandkostenfrei ab 50 Euro</p>
    </main>
  </body>
</html>`;
}

/** The rule's card on the result page, opened. */
async function openRule(page: Page, ruleId: string): Promise<Locator> {
  const card = page.getByTestId('rule-issues').and(page.locator(`[data-rule="${ruleId}"]`));
  const toggle = card.getByRole('heading', { level: 3 }).getByRole('button');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return card;
}

/** Opens the decision form of the rule's only issue. */
async function decisionForm(page: Page, ruleId: string): Promise<Locator> {
  const card = await openRule(page, ruleId);
  const issue = card.getByTestId('issue');
  await expect(issue).toHaveCount(1);
  await issue.getByTestId('decide-issue').click();
  return issue.getByTestId('decision-form');
}

async function statusesOf(page: Page, scanId: string): Promise<Record<string, string>> {
  const response = await page.request.get(`/api/scans/${scanId}/issues?status=all&limit=200`, {
    headers: await authHeaders(page),
  });
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: Array<{ ruleId: string; status: string }> };
  return Object.fromEntries(items.map((issue) => [issue.ruleId, issue.status]));
}

test('decide four issues four ways → unchanged rescan → fix verified → broken again reopened, mailed → statement lists the accepted one', async ({
  page,
}) => {
  test.setTimeout(4 * SCAN_TIMEOUT + 120_000);
  let buttonNamed = false;
  const server = createServer((request, response) => {
    if ((request.url ?? '/').split('?')[0] === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(shopPage(buttonNamed));
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  try {
    const email = await newCustomer(page, 'decisions', { plan: 'basic' });
    await addSiteToPlan(page, siteUrl);
    const first = await finishedSiteScan(page, siteUrl, { timeout: SCAN_TIMEOUT });
    await page.goto(`/run/${first}`);

    // 1. The partner's logo: accepted as third-party content, to be reviewed next summer.
    let form = await decisionForm(page, 'image-alt');
    await form.getByRole('radio', { name: 'Nicht behebbar / akzeptiert' }).check();
    await form.getByRole('radio', { name: /^Inhalte Dritter/ }).check();
    await form.getByLabel('Erneut prüfen am').fill('2027-06-30');
    await form.getByLabel('Was wird akzeptiert, und warum?').fill('Logo eines Partners, von ihm geliefert');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(form).toBeHidden();
    const logo = (await openRule(page, 'image-alt')).getByTestId('issue-status');
    await expect(logo).toHaveAttribute('data-status', 'accepted');
    await expect(logo).toHaveText('nicht behebbar / akzeptiert');

    // 2. The field: in progress, assigned to the signed-in owner, due next year.
    form = await decisionForm(page, 'label');
    await form.getByRole('radio', { name: 'In Arbeit' }).check();
    const assignee = form.getByLabel('Zuständig (optional)');
    const me = await assignee.locator('option', { hasText: email }).getAttribute('value');
    await assignee.selectOption(me!);
    await form.getByLabel('Erledigen bis (optional)').fill('2027-01-15');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(form).toBeHidden();
    await expect((await openRule(page, 'label')).getByTestId('issue-status')).toHaveAttribute(
      'data-status',
      'in_progress',
    );

    // 3. The pale text: a false alarm, which then leaves the list and the counts by default.
    form = await decisionForm(page, 'color-contrast');
    await form.getByRole('radio', { name: 'Kein Fehler' }).check();
    await form.getByRole('button', { name: 'Speichern' }).click();
    // The note is required: the form says so at the field and keeps the decision unsent.
    const note = form.getByLabel('Warum ist das kein Fehler?');
    await expect(note).toBeFocused();
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await note.fill('Hinweistext, der Kontrast wurde mit dem Designteam geprüft');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.locator('[data-rule="color-contrast"]')).toHaveCount(0);

    // 4. The button, by keyboard alone: fixed, awaiting the next scan.
    const button = (await openRule(page, 'button-name')).getByTestId('issue');
    const decide = button.getByTestId('decide-issue');
    await decide.focus();
    await page.keyboard.press('Enter');
    form = button.getByTestId('decision-form');
    const fixed = form.getByRole('radio', { name: 'Behoben, wartet auf Bestätigung' });
    await fixed.focus();
    await page.keyboard.press('Space');
    await expect(fixed).toBeChecked();
    await form.getByRole('button', { name: 'Speichern' }).focus();
    await page.keyboard.press('Enter');
    await expect(form).toBeHidden();
    await expect(decide).toBeFocused();
    await expect(button.getByTestId('issue-status')).toHaveAttribute('data-status', 'fixed');

    // The field's rule, decided a false alarm on every page: the issue's own decision still wins.
    const labelRule = await openRule(page, 'label');
    await labelRule.getByRole('button', { name: /^Für einen Bereich der Website entscheiden/ }).click();
    const pathForm = labelRule.getByRole('form', { name: /^Entscheidung für einen Bereich der Website/ });
    await expect(pathForm.getByLabel('Pfad')).toHaveValue('/*');
    await pathForm.getByRole('radio', { name: 'Kein Fehler' }).check();
    await pathForm.getByLabel('Warum ist das kein Fehler?').fill('Newsletter-Feld eines Dienstleisters');
    await pathForm.getByRole('button', { name: 'Speichern' }).click();
    await expect(pathForm).toBeHidden();
    await expect(labelRule).toContainText(
      'Auf allen Seiten: kein Fehler – Newsletter-Feld eines Dienstleisters',
    );
    await expect(labelRule.getByTestId('issue-status')).toHaveAttribute('data-status', 'in_progress');

    const decided = {
      'image-alt': 'accepted',
      label: 'in_progress',
      'color-contrast': 'false_positive',
      'button-name': 'fixed',
    };
    expect(await statusesOf(page, first)).toMatchObject(decided);

    // An unchanged rescan: every decision holds, nothing is new, nothing fixed.
    const unchanged = await finishedSiteScan(page, siteUrl, { timeout: SCAN_TIMEOUT });
    expect(await statusesOf(page, unchanged)).toMatchObject(decided);
    const overview = await page.request.get(`/api/scans/${unchanged}/overview`, {
      headers: await authHeaders(page),
    });
    expect(await overview.json()).toMatchObject({ previous: { scanId: first, added: 0, fixed: 0 } });

    // The button gets its name: the next scan confirms the fix.
    buttonNamed = true;
    const repaired = await finishedSiteScan(page, siteUrl, { timeout: SCAN_TIMEOUT });
    await expect
      .poll(async () =>
        (
          await page.request.get(`/api/scans/${unchanged}/decisions`, { headers: await authHeaders(page) })
        ).json(),
      )
      .toMatchObject({
        items: expect.arrayContaining([
          expect.objectContaining({ ruleId: 'button-name', status: 'verified', scanId: repaired }),
        ]),
      });

    // And loses it again: reopened, and the owner who reported the fix gets a mail.
    const mailsBefore = mailCount(email, 'Wieder aufgetreten');
    buttonNamed = false;
    const broken = await finishedSiteScan(page, siteUrl, { timeout: SCAN_TIMEOUT });
    await expect.poll(async () => (await statusesOf(page, broken))['button-name']).toBe('reopened');
    await expect.poll(() => mailCount(email, 'Wieder aufgetreten')).toBe(mailsBefore + 1);
    await page.goto(`/run/${broken}`);
    await expect((await openRule(page, 'button-name')).getByTestId('issue-status')).toHaveText(
      'wieder aufgetreten',
    );

    // The inbox says so too: the fix confirmed, then the issue found again (newest first); the
    // profile's link to it counts them.
    await page.goto('/profile/general');
    await page.getByRole('link', { name: 'Benachrichtigungen (2 ungelesen)' }).click();
    const notices = page.getByTestId('notification');
    await expect(notices.first()).toContainText('Wieder aufgetreten:');
    await expect(notices.nth(1)).toContainText('Behebung bestätigt:');
    for (const [locale, scheme] of [
      ['de', 'light'],
      ['en', 'dark'],
    ] as const) {
      await storePreferences(page, { locale, colorScheme: scheme });
      await page.reload();
      await expect(notices.first()).toBeVisible();
      const violations = await axeViolations(page);
      expect
        .soft(violations, `axe on the inbox (${locale}, ${scheme}):\n${describeViolations(violations)}`)
        .toEqual([]);
    }
    await storePreferences(page, { locale: 'de', colorScheme: 'light' });
    await page.reload();
    await page.getByRole('button', { name: 'Alle als gelesen markieren' }).click();
    await expect(page.getByText('Keine ungelesenen Benachrichtigungen.')).toBeVisible();
    await page.goto('/profile/general');
    await expect(page.getByRole('link', { name: 'Benachrichtigungen', exact: true })).toBeVisible();

    // The statement names the accepted logo with its reason.
    const headers = await authHeaders(page);
    const sites = (await (await page.request.get('/api/sites', { headers })).json()) as {
      items: Array<{ id: string }>;
    };
    const siteId = sites.items[0]!.id;
    const draft = await page.request.put(`/api/sites/${siteId}/statement?lang=de`, {
      headers,
      data: {
        language: 'de',
        organisation: 'Laden GmbH',
        serviceName: 'Online-Laden',
        serviceDescription: 'Wir verkaufen Tee.',
        serviceOperation: '',
        measures: '',
        contactEmail: 'barrierefreiheit@laden.example',
        contactPhone: '',
        contactAddress: '',
        alternatives: '',
        barrierNotes: {},
        preparedOn: '2026-11-28',
      },
    });
    expect(draft.status(), await draft.text()).toBe(200);
    const published = await page.request.post(`/api/sites/${siteId}/statement/versions`, {
      headers,
      data: { confirmUntested: true },
    });
    expect(published.status(), await published.text()).toBe(200);
    const statement = (await (
      await page.request.get(`/api/sites/${siteId}/statement?lang=de`, { headers })
    ).json()) as {
      publicUrl: string;
    };
    await page.goto(new URL(statement.publicUrl).pathname);
    await expect(page.getByRole('heading', { name: 'Nicht barrierefreie Inhalte' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '1.1.1' })).toContainText(
      'Es handelt sich um Inhalte Dritter',
    );
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
