/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'yaml';
import { addSiteToPlan, authHeaders, finishedSiteScan } from './support/api.js';
import { newCustomer, skipWithoutEmbeddedProvider } from './support/auth.js';
import { axeViolations, describeViolations } from './support/axe.js';
import { expect, storePreferences, test } from './support/test.js';

// Issue 34 end to end: EN 301 549 as a whole, as a new customer meets it.
test.beforeEach(({ baseURL }) => skipWithoutEmbeddedProvider(baseURL!));

const SCAN_TIMEOUT = 90_000;

/** The conformance screens' own texts, so the test reads what people see without copying it. */
const t = JSON.parse(
  readFileSync(new URL('../apps/web/src/i18n/locales/de/conformance.json', import.meta.url), 'utf8'),
);

interface Question {
  id: string;
  question: string;
  answer: boolean | null;
}
interface Row {
  id: string;
  rules: string[];
  chapter: number | null;
  status: string;
  automated: string;
  notApplicableBecause: string | null;
}

async function tabTo(page: Page, target: Locator, limit = 400): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test('the questions decide which chapters apply, by keyboard, and the table follows (de)', async ({
  page,
  fixtureUrl,
}) => {
  test.setTimeout(SCAN_TIMEOUT + 180_000);
  await newCustomer(page, 'whole-standard-de', { plan: 'basic' });
  await storePreferences(page, { locale: 'de', colorScheme: 'light' });
  await addSiteToPlan(page, fixtureUrl);
  // The fixture site links a PDF: chapter 10 has something to say.
  await finishedSiteScan(page, fixtureUrl, { timeout: SCAN_TIMEOUT });
  const headers = await authHeaders(page);
  const siteId = (
    (await (await page.request.get('/api/monitors', { headers })).json()) as {
      items: Array<{ id: string }>;
    }
  ).items[0]!.id;
  const tableOf = async () =>
    (await (await page.request.get(`/api/sites/${siteId}/conformance?lang=de`, { headers })).json()) as {
      en301549: { version: string } | null;
      criteria: Row[];
      clauses: Row[];
      applicability: { questions: Question[] };
    };

  const before = await tableOf();
  expect(before.en301549?.version).toBe('3.2.1');
  const chapters = [...new Set(before.clauses.map((row) => row.chapter))];
  expect(chapters).toEqual([5, 6, 7, 10, 11, 12]);

  await page.goto(`/sites/${siteId}/conformance`);
  const section = page.getByTestId('en301549');
  await expect(section.getByRole('heading', { level: 2 })).toContainText('EN 301 549 V3.2.1');
  for (const chapter of chapters) {
    await expect(section.locator(`[data-chapter="${chapter}"]`).getByRole('table')).toBeVisible();
  }
  // Chapter 10's rows carry the PDF checks' evidence; the rest are guided checks.
  const tagged = before.clauses.find((row) => row.id === '10.1.3.1')!;
  expect(tagged.rules).toContain('klarsicht-pdf-tagged');
  expect(tagged.automated).not.toBe('not-automatable');

  // A site with video and documents and a contact form, but no calls, no video chat, no authoring.
  const answers: Record<string, 'yes' | 'no'> = {
    documents: 'yes',
    video: 'yes',
    'two-way-voice': 'no',
    'video-communication': 'no',
    authoring: 'no',
    documentation: 'no',
    support: 'yes',
  };
  for (const question of before.applicability.questions) {
    const group = section.getByRole('group', { name: question.question });
    const radio = group.getByRole('radio', { name: t.applicability.choice[answers[question.id]!] });
    // Tab reaches a group at its checked radio; arrow keys move between its radios.
    await tabTo(page, group.getByRole('radio', { checked: true }));
    for (let step = 0; step < 3 && !(await radio.isChecked()); step++)
      await page.keyboard.press('ArrowRight');
    await expect(radio).toBeChecked();
  }
  const save = section.getByRole('button', { name: t.applicability.save });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(section.getByTestId('applicability-status')).toHaveText(t.applicability.saved);

  const after = await tableOf();
  const row = (id: string) => after.clauses.find((candidate) => candidate.id === id)!;
  expect(row('6.1')).toMatchObject({ status: 'not-applicable' });
  expect(row('6.5.2')).toMatchObject({ status: 'not-applicable' });
  expect(row('11.8.1')).toMatchObject({ status: 'not-applicable' });
  expect(row('12.1.1')).toMatchObject({ status: 'not-applicable' });
  expect(row('7.1.1')).toMatchObject({ status: 'not-tested', notApplicableBecause: null });
  expect(row('12.2.3').notApplicableBecause).toBeNull();
  expect(row('10.1.3.1').notApplicableBecause).toBeNull();
  // What the page shows is the table as the server has it now.
  const voice = section.locator('[data-chapter="6"] tr[data-criterion="6.1"]');
  await expect(voice.getByTestId('not-applicable-because')).toHaveText(row('6.1').notApplicableBecause!);
  await expect(
    section.locator('[data-chapter="7"] tr[data-criterion="7.1.1"]').getByTestId('not-applicable-because'),
  ).toHaveCount(0);

  // The conformance reports say what the table says: in each edition's OpenACR file, every row has
  // the level its status gives (EN 301 549's rows in EU and INT, the WCAG criteria in all three;
  // chapter 10's document rows are the WCAG tables' electronic-docs component, left out here).
  const acr = (format: string, edition = 'eu') =>
    page.request.get(`/api/sites/${siteId}/acr?edition=${edition}&format=${format}&lang=de`, { headers });
  const expected: Record<string, string[]> = {
    'not-applicable': ['not-applicable'],
    'not-tested': ['not-evaluated'],
    conforms: ['supports'],
    'does-not-conform': ['partially-supports', 'does-not-support'],
  };
  type OpenAcrFile = {
    chapters: Record<
      string,
      { criteria?: Array<{ num: string; components: Array<{ name: string; adherence: { level: string } }> }> }
    >;
  };
  const levelsIn = async (edition: string, prefix: string) => {
    const openAcr = await acr('openacr', edition);
    expect(openAcr.status(), await openAcr.text()).toBe(200);
    const file = parse(await openAcr.text()) as OpenAcrFile;
    const levels = new Map<string, string[]>();
    for (const [chapter, { criteria = [] }] of Object.entries(file.chapters)) {
      if (!chapter.startsWith(prefix)) continue;
      for (const entry of criteria) {
        const own = entry.components.filter((part) => part.name !== 'electronic-docs');
        levels.set(
          entry.num,
          own.map((part) => part.adherence.level),
        );
      }
    }
    return levels;
  };
  const agrees = (levels: Map<string, string[]>, rows: ReadonlyArray<{ id: string; status: string }>) => {
    for (const entry of rows) {
      const found = levels.get(entry.id);
      expect(found, `${entry.id} is in the OpenACR file`).toBeDefined();
      for (const level of found!)
        expect(expected[entry.status], `${entry.id}: ${entry.status}`).toContain(level);
    }
  };
  const clauses = after.clauses.filter((clause) => clause.chapter !== 10);
  agrees(await levelsIn('eu', 'en_301_549'), clauses);
  agrees(await levelsIn('int', 'en_301_549'), clauses);
  for (const edition of ['wcag', 'eu', 'int']) {
    agrees(await levelsIn(edition, 'success_criteria_level_a'), after.criteria);
  }
  const html = await acr('html');
  expect(html.headers()['content-type']).toContain('text/html');
  const word = await acr('docx');
  expect(word.headers()['content-type']).toContain('wordprocessingml');
  expect((await word.body()).subarray(0, 2).toString()).toBe('PK');
  // The web page version is itself accessible.
  const report = await page.context().newPage();
  await report.setContent(await html.text());
  await expect(report.getByRole('heading', { level: 1 })).toHaveCount(1);
  const reportViolations = await axeViolations(report);
  expect(reportViolations, describeViolations(reportViolations)).toEqual([]);
  await report.close();

  // A requirement outside chapter 9 has its guided check like a criterion.
  await section.locator('[data-chapter="7"] tr[data-criterion="7.1.1"]').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/sites/${siteId}/criteria/7\\.1\\.1$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('7.1.1');
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});
