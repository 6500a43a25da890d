/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { addSiteToPlan, authHeaders, finishedSiteScan } from './support/api.js';
import { newCustomer, skipWithoutEmbeddedProvider } from './support/auth.js';
import { axeViolations, describeViolations } from './support/axe.js';
import { pdfText } from './support/pdf.js';
import { expect, type Locale, storePreferences, test } from './support/test.js';

// Issue 18 end to end: a Basic customer from the scan to a published accessibility statement.
test.beforeEach(({ baseURL }) => skipWithoutEmbeddedProvider(baseURL!));

const SCAN_TIMEOUT = 90_000;
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** The conformance screens' own texts, so the test reads what people see without copying it. */
function texts(locale: Locale) {
  const url = new URL(`../apps/web/src/i18n/locales/${locale}/conformance.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8'));
}

/** Moves the focus with Tab alone until `target` has it, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

const PDF_BUTTON: Record<Locale, RegExp> = { de: /^PDF \(Deutsch\)$/, en: /^PDF \(English\)$/ };
const STATUS_NOT_APPLICABLE: Record<Locale, string> = { de: 'Nicht anwendbar', en: 'Not applicable' };
const STATEMENT_TITLE: Record<Locale, string> = {
  de: 'Erklärung zur Barrierefreiheit',
  en: 'Accessibility statement',
};
/** The public statement counts a person's assessments on their own (packages/report's statement texts). */
const PERSON_COUNT: Record<Locale, RegExp> = {
  de: /durch eine Person geprüft und bewertet: [1-9]\d*/,
  en: /checked and assessed by a person: [1-9]\d*/,
};
const PDF_SECTION: Record<Locale, string> = {
  de: 'Konformität nach Erfolgskriterien',
  en: 'Conformance by success criterion',
};

for (const locale of ['de', 'en'] as const) {
  test(`from the scan to a published statement by keyboard (${locale})`, async ({
    page,
    browser,
    fixtureUrl,
  }) => {
    test.setTimeout(SCAN_TIMEOUT + 180_000);
    const t = texts(locale);
    await newCustomer(page, `conformance-${locale}`, { plan: 'basic' });
    await storePreferences(page, { locale, colorScheme: 'light' });
    await addSiteToPlan(page, fixtureUrl);
    const scanId = await finishedSiteScan(page, fixtureUrl, { timeout: SCAN_TIMEOUT });
    const monitors = (await (
      await page.request.get('/api/monitors', { headers: await authHeaders(page) })
    ).json()) as {
      items: Array<{ id: string }>;
    };
    const siteId = monitors.items[0]!.id;

    // From the site's page to its conformance overview, by keyboard.
    await page.goto(`/sites/${siteId}`);
    const toOverview = page.getByTestId('conformance-link');
    await tabTo(page, toOverview);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/sites/${siteId}/conformance$`));
    // What a person assessed is counted apart from what the scan decided (issue 28).
    await expect(page.getByTestId('progress')).toContainText('140');
    const progress = page.getByTestId('progress-by-person');
    await expect(progress).toHaveText(/^\d+\D/);
    const decidedBefore = Number((await progress.innerText()).match(/\d+/)![0]);
    await expect(page.getByTestId('progress-by-scan')).toHaveText(/^\d+\D/);

    // Three criteria of the site that have no media: checked by hand, one after the other.
    const first = page.getByRole('link', { name: new RegExp(`^${t.table.check.split('{{')[0]}1\\.2\\.1 `) });
    await tabTo(page, first);
    await page.keyboard.press('Enter');
    for (const id of ['1.2.1', '1.2.2', '1.2.3']) {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        new RegExp(`^${id.replaceAll('.', '\\.')} `),
      );
      await expect(page.getByRole('heading', { name: t.criterion.stepsHeading })).toBeVisible();
      // The scan found no page with media: the check says so.
      await expect(page.getByText(t.criterion.pagesNone)).toBeVisible();
      const radios = page.getByRole('radio');
      await tabTo(page, radios.first());
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('radio', { name: STATUS_NOT_APPLICABLE[locale] })).toBeChecked();
      await page.keyboard.press('Tab');
      await page.keyboard.type(locale === 'de' ? 'Keine Videos auf der Website.' : 'No video on the site.');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: t.verdict.save })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('verdict-status')).toHaveText(
        t.verdict.saved.replace('{{outcome}}', STATUS_NOT_APPLICABLE[locale]),
      );
      await expect(page.getByTestId('criterion-status')).toHaveText(STATUS_NOT_APPLICABLE[locale]);
      if (id === '1.2.1') {
        // A screenshot as evidence, shown back with its text alternative.
        const evidence = page.getByTestId('evidence');
        await evidence.getByLabel(t.evidence.choose).setInputFiles({
          name: 'nachweis.png',
          mimeType: 'image/png',
          buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
        });
        await evidence.getByRole('button', { name: t.evidence.upload }).click();
        await expect(page.getByTestId('evidence-status')).toHaveText(t.evidence.uploaded);
        await expect(evidence.getByRole('img', { name: /1\.2\.1/ })).toBeVisible();
      }
      if (id !== '1.2.3') {
        await tabTo(page, page.getByTestId('next-criterion'));
        await page.keyboard.press('Enter');
      }
    }

    // The overview has changed: three more decided, each "not applicable".
    await tabTo(page, page.getByRole('link', { name: t.backToTable }));
    await page.keyboard.press('Enter');
    await expect(progress).toHaveText(new RegExp(`^${decidedBefore + 3}\\D`));
    for (const id of ['1.2.1', '1.2.2', '1.2.3']) {
      // Contains: below md the cell also carries its column's name.
      await expect(page.locator(`tr[data-criterion="${id}"]`).getByRole('cell').last()).toContainText(
        STATUS_NOT_APPLICABLE[locale],
      );
    }
    let violations = await axeViolations(page);
    expect
      .soft(violations, `axe on the conformance overview:\n${describeViolations(violations)}`)
      .toEqual([]);

    // The statement: the owner's fields, then publish.
    await page.getByTestId('statement-link').click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(STATEMENT_TITLE[locale]);
    const form = page.getByTestId('statement-form');
    await form.getByRole('button', { name: t.statement.publish }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.statement.errors.summary })).toBeVisible();
    await expect(
      form.getByRole('textbox', { name: new RegExp(`^${t.statement.fields.organisation}`) }),
    ).toBeFocused();
    await form
      .getByRole('textbox', { name: new RegExp(`^${t.statement.fields.organisation}`) })
      .fill('Beispiel GmbH');
    await form
      .getByRole('textbox', { name: new RegExp(`^${t.statement.fields.serviceDescription}`) })
      .fill(locale === 'de' ? 'Wir verkaufen Tee im Internet.' : 'We sell tea online.');
    await form
      .getByRole('textbox', { name: new RegExp(`^${t.statement.fields.contactEmail}`) })
      .fill('barrierefreiheit@beispiel.example');
    // Criteria are still untested: publishing asks first and lists them; cancelling publishes nothing.
    const publish = form.getByRole('button', { name: t.statement.publish });
    await publish.click();
    const untested = form.getByTestId('untested-confirmation');
    await expect(untested).toContainText('1.3.3 ');
    await expect(form.getByRole('button', { name: t.statement.untestedYes })).toBeFocused();
    await form.getByRole('button', { name: t.statement.untestedNo }).click();
    await expect(publish).toBeFocused();
    await expect(page.getByTestId('statement-output')).toContainText(t.statement.notPublished);
    await publish.click();
    await expect(untested).toBeVisible();
    violations = await axeViolations(page);
    expect
      .soft(violations, `axe on the publish confirmation:\n${describeViolations(violations)}`)
      .toEqual([]);
    await expect(form.getByRole('button', { name: t.statement.untestedYes })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('statement-status')).toHaveText(
      t.statement.published.replace('{{number}}', '1'),
    );
    const output = page.getByTestId('statement-output');
    const publicLink = output.getByRole('link', { name: /\/erklaerung\// });
    const publicUrl = (await publicLink.getAttribute('href'))!;
    // Copying both snippets leaves one message, naming the one copied last.
    for (const snippet of [t.statement.htmlSnippet, t.statement.markdownSnippet]) {
      await output.getByRole('button', { name: t.statement.copy.replace('{{what}}', snippet) }).click();
    }
    const copyStatus = output.getByRole('status');
    await expect(copyStatus).toHaveCount(1);
    await expect(copyStatus).toContainText(t.statement.markdownSnippet);
    await expect(copyStatus).not.toContainText(t.statement.htmlSnippet);
    violations = await axeViolations(page);
    expect.soft(violations, `axe on the statement screen:\n${describeViolations(violations)}`).toEqual([]);

    // The public page, signed out: the statement in the reader's language, accessible, without script.
    const visitor = await browser.newContext({ locale: locale === 'de' ? 'de-DE' : 'en-GB' });
    try {
      const publicPage = await visitor.newPage();
      const response = await publicPage.goto(`${publicUrl}?lang=${locale}`);
      expect(response?.status()).toBe(200);
      await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(STATEMENT_TITLE[locale]);
      await expect(publicPage.locator('main')).toContainText('Beispiel GmbH');
      await expect(publicPage.locator('main')).toContainText(PERSON_COUNT[locale]);
      await expect(publicPage.locator('meta[name="generator"]')).toHaveAttribute('content', 'Klarsicht');
      await expect(publicPage.locator('script')).toHaveCount(0);
      for (const scheme of ['light', 'dark'] as const) {
        await publicPage.emulateMedia({ colorScheme: scheme });
        const found = await axeViolations(publicPage);
        expect
          .soft(found, `axe on the public statement (${scheme}):\n${describeViolations(found)}`)
          .toEqual([]);
      }
    } finally {
      await visitor.close();
    }

    // The PDF report of the scan, with its conformance section.
    await page.goto(`/run/${scanId}`);
    const event = page.waitForEvent('download');
    await page.getByRole('button', { name: PDF_BUTTON[locale] }).click();
    const pdf = await pdfText(await readFile((await (await event).path())!));
    expect(pdf).toContain(PDF_SECTION[locale]);
    expect(pdf).toContain(STATUS_NOT_APPLICABLE[locale]);
  });
}
