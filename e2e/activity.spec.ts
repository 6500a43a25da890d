/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { authHeaders } from './support/api.js';
import { newCustomer, skipWithoutEmbeddedProvider, uniqueEmail } from './support/auth.js';
import { axeViolations, describeViolations } from './support/axe.js';
import { pageTitle } from './support/routes.js';
import { expect, storePreferences, test } from './support/test.js';

// Issue 31's activity record (Protokoll), against the real server: an owner invites someone (the
// record's entry), finds it in the list and by its filter, verifies the hash chain (the last hash
// shown is the one the JSON export ends with), downloads the CSV, and sees the download entered.
// The page passes axe in both languages and colour schemes and reflows at 320 px.

test.beforeEach(({ baseURL }) => skipWithoutEmbeddedProvider(baseURL!));

const HEAD_HASH = /[0-9a-f]{64}/;

/** Saves the download a click starts and returns its suggested name and its text. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent('download');
  await click();
  const download = await downloading;
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

test('an owner reads, filters, verifies and downloads the activity record', async ({ page }) => {
  test.setTimeout(180_000);
  await newCustomer(page, 'activity-owner', { plan: 'basic' });
  // A fresh personal organisation may have no entries yet: an invitation makes one.
  const invitee = uniqueEmail('activity-invitee');
  const invited = await page.request.post('/api/organisation/invitations', {
    headers: await authHeaders(page),
    data: { email: invitee, role: 'viewer', language: 'de' },
  });
  expect(invited.status(), await invited.text()).toBe(201);

  await page.goto('/profile/activity');
  await expect(page).toHaveTitle(pageTitle('de', 'activity'));
  await expect(page.getByRole('heading', { level: 1, name: 'Protokoll' })).toBeVisible();
  const table = page.getByRole('table');
  const rows = table.locator('tbody tr');
  await expect(rows.filter({ hasText: 'Einladung gesendet' })).toContainText(invitee);

  // The filter: one kind of entry, then one that did not happen here, then all again.
  const entries = page.getByRole('region', { name: 'Einträge' });
  const filter = entries.getByLabel('Einträge zeigen');
  await expect(filter).toHaveValue('');
  await filter.selectOption({ label: 'Einladung gesendet' });
  await expect(entries.getByTestId('entries-status')).toHaveText('1 Eintrag wird gezeigt.');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(invitee);
  await filter.selectOption({ label: 'Erklärung zur Barrierefreiheit veröffentlicht' });
  await expect(entries.getByTestId('entries-status')).toHaveText('Keine Einträge dieser Art.');
  await expect(table).toHaveCount(0);
  await filter.selectOption({ label: 'Alle Einträge' });
  await expect(rows.filter({ hasText: 'Einladung gesendet' })).toHaveCount(1);

  // The verification, announced in the status region, with the last hash to note down.
  const verify = page.getByRole('region', { name: 'Protokoll prüfen' });
  await verify.getByRole('button', { name: 'Protokoll prüfen' }).click();
  const verified = verify.getByRole('status');
  await expect(verified).toContainText(
    /Alle \d+ Einträge sind unverändert\.|Der einzige Eintrag ist unverändert\./,
  );
  await expect(verified).toContainText('Letzter Hash:');
  const head = (await verified.locator('code').textContent())?.trim() ?? '';
  expect(head).toMatch(HEAD_HASH);

  // The JSON export holds each entry as hashed: its last hash is the head just shown.
  const downloads = page.getByRole('region', { name: 'Herunterladen' });
  const json = await downloaded(page, () =>
    downloads.getByRole('button', { name: 'Protokoll herunterladen (JSON)' }).click(),
  );
  expect(json.name).toMatch(/^klarsicht-protokoll-\d{4}-\d{2}-\d{2}\.json$/);
  const record = JSON.parse(json.text) as { entries: Array<{ action: string; hash: string }> };
  expect(record.entries.at(-1)?.hash).toBe(head);
  expect(record.entries.map((entry) => entry.action)).toContain('invitation.sent');
  await expect(downloads.getByRole('status')).toContainText(json.name);
  // The export is itself an entry now: the hash shown before is no longer the last, so it is gone.
  await expect(verified).not.toContainText('Letzter Hash:');

  // The CSV, in the interface's language (German columns and separator).
  const csv = await downloaded(page, () =>
    downloads.getByRole('button', { name: 'Protokoll herunterladen (CSV)' }).click(),
  );
  expect(csv.name).toMatch(/^klarsicht-protokoll-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.text.startsWith('\uFEFFNr.;Zeitpunkt (UTC);Person;Aktion;Betrifft;')).toBe(true);
  expect(csv.text).toContain(`;invitation.sent;email: ${invitee};`);
  await expect(downloads.getByRole('status')).toContainText(csv.name);
  await expect(rows.first()).toContainText('Protokoll heruntergeladen');
  await expect(rows.filter({ hasText: 'Protokoll heruntergeladen' })).toHaveCount(2);

  // Verified again, the record still holds, export entries included.
  await verify.getByRole('button', { name: 'Protokoll prüfen' }).click();
  await expect(verified).toContainText(/Alle \d+ Einträge sind unverändert\./);

  // The page, with a verification shown, passes axe in de/en × light/dark and reflows at 320 px.
  const texts = {
    de: { verify: 'Protokoll prüfen', ok: 'unverändert' },
    en: { verify: 'Verify the record', ok: 'unchanged' },
  } as const;
  for (const locale of ['de', 'en'] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await storePreferences(page, { locale, colorScheme });
      await page.goto('/profile/activity');
      await expect(page).toHaveTitle(pageTitle(locale, 'activity'));
      await expect(page.getByRole('table')).toBeVisible();
      const region = page.getByRole('region', { name: texts[locale].verify });
      await region.getByRole('button', { name: texts[locale].verify }).click();
      await expect(region.getByRole('status')).toContainText(texts[locale].ok);
      const violations = await axeViolations(page);
      expect
        .soft(violations, `activity page (${locale}, ${colorScheme}):\n${describeViolations(violations)}`)
        .toEqual([]);
    }
  }
  await page.setViewportSize({ width: 320, height: 640 });
  await page.reload();
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('button', { name: texts.en.verify }).click();
  await expect(page.getByRole('status').filter({ hasText: HEAD_HASH })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
