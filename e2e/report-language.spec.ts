/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { type Language, ruleTexts } from '@klarsicht/scanner';
import type { Page } from '@playwright/test';
import { addSiteToPlan, finishedSiteScan } from './support/api.js';
import { newCustomer, skipWithoutEmbeddedProvider } from './support/auth.js';
import { pdfText } from './support/pdf.js';
import { expect, storePreferences, test } from './support/test.js';

// A scan of the fixture site read in German and in English: the detail page, the PDF and the CSV
// carry the rule texts and failure summaries in the reader's language, and none of the other's.
const SCAN_TIMEOUT = 90_000;
const KNOWN_VIOLATIONS = ['image-alt', 'label', 'button-name', 'color-contrast'];

test.beforeEach(({ baseURL }) => skipWithoutEmbeddedProvider(baseURL!));

/** Sentences that give a language away: each rule's title and description, and the summary headers. */
function sentences(language: Language, ruleIds: readonly string[]): string[] {
  const rules = ruleIds.flatMap((rule) => {
    const texts = ruleTexts(rule, language)!;
    return [texts.help, texts.description];
  });
  return language === 'de'
    ? [
        ...rules,
        'Beheben Sie mindestens einen der folgenden Punkte',
        'i. V. m.',
        'Abschnitt 9.',
        'Nicht-Text-Inhalt',
      ]
    : [
        ...rules,
        'Fix any of the following',
        'Element does not have',
        'in conjunction with',
        'clause 9.',
        'Non-text Content',
      ];
}

async function download(page: Page, button: RegExp): Promise<string> {
  const event = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await event;
  const bytes = await readFile((await file.path())!);
  return file.suggestedFilename().endsWith('.pdf') ? pdfText(bytes) : bytes.toString('utf8');
}

test("a scan speaks the reader's language: detail page, PDF and CSV, in German and in English", async ({
  page,
  fixtureUrl,
}) => {
  test.setTimeout(SCAN_TIMEOUT + 120_000);
  await newCustomer(page, 'report-language', { plan: 'basic' });
  await addSiteToPlan(page, fixtureUrl);
  const id = await finishedSiteScan(page, fixtureUrl, { timeout: SCAN_TIMEOUT });

  for (const [language, other, pdfButton] of [
    ['de', 'en', /^PDF \(Deutsch\)$/],
    ['en', 'de', /^PDF \(English\)$/],
  ] as const) {
    await storePreferences(page, { locale: language, colorScheme: 'light' });
    await page.goto(`/run/${id}`);
    const groups = page.getByRole('tabpanel').getByTestId('rule-issues');
    await expect(groups.first()).toBeVisible();
    // Axe's rules and ours (the BFSG profile adds the accessibility statement and feedback checks).
    const ruleIds = await groups.evaluateAll((cards) =>
      cards.map((card) => card.getAttribute('data-rule') ?? ''),
    );
    expect(ruleIds).toEqual(
      expect.arrayContaining([...KNOWN_VIOLATIONS, 'klarsicht-accessibility-statement']),
    );
    // Open every rule, so that its facts, fix guide and the failure summaries are on the page too.
    for (const group of await groups.all()) {
      await group.getByRole('heading', { level: 3 }).getByRole('button').click();
      await expect(group.getByTestId('issue').first()).toBeVisible();
    }
    await expect(page.getByText(language === 'de' ? /^Beheben Sie/ : /^Fix any/).first()).toBeVisible();
    const shown = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    const pdf = await download(page, pdfButton);
    const csv = await download(page, /^CSV$/);
    for (const [where, text] of [
      ['detail page', shown],
      ['PDF', pdf],
      ['CSV', csv],
    ] as const) {
      for (const rule of ruleIds)
        expect(text, `${language} ${where}`).toContain(ruleTexts(rule, language)!.help);
      for (const sentence of sentences(other, ruleIds))
        expect(text, `${language} ${where}`).not.toContain(sentence);
    }
  }
});
