import {
  CHECKOUT_BARRIERS,
  CHECKOUT_PATHS,
  checkoutRecording,
  checkoutWrongSelectorRecording,
  type FixtureSite,
  startFixtureSite,
} from '@klarsicht/fixture-site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRecording, type Recording } from '../flows/recording.js';
import type { PageReport, ScanReport } from '../report/types.js';
import { createScanner, type Scanner } from './scanner.js';

let site: FixtureSite;
let scanner: Scanner;
const local = { allowPrivateAddresses: true, profile: 'wcag21aa' } as const;

beforeAll(async () => {
  site = await startFixtureSite({ pages: 'checkout' });
  scanner = createScanner();
});
afterAll(async () => {
  await scanner?.close();
  await site?.close();
});

const recordingOf = (input: unknown): Recording => {
  const parsed = parseRecording(input);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.recording;
};

/** The pages of a report whose violations include `rule` on an element the selector names. */
const showing = (report: ScanReport, rule: string, selector: string): PageReport[] =>
  report.pages.filter((page) =>
    page.violations.some(
      (finding) => finding.id === rule && finding.nodes.some((node) => node.selector.includes(selector)),
    ),
  );

describe('a recorded flow', () => {
  it('finds the barriers of the cart dialog and of the error message, which the crawl does not', async () => {
    const recording = recordingOf(checkoutRecording(site.origin));
    const steps = recording.steps;
    const report = await scanner.runFlow(recording, local);
    expect(report.failure).toBeUndefined();
    expect(report.flow).toMatchObject({ title: recording.title, steps: steps.length });
    expect(report.flow?.failedAt).toBeUndefined();

    const dialog = showing(report, CHECKOUT_BARRIERS.cartDialog.rule, CHECKOUT_BARRIERS.cartDialog.selector);
    expect(dialog.map((page) => page.state)).toEqual([
      expect.objectContaining({ trigger: 'check', name: 'Warenkorb geöffnet' }),
    ]);
    expect(dialog[0]?.url).toBe(site.url(CHECKOUT_PATHS.product));

    const error = showing(
      report,
      CHECKOUT_BARRIERS.errorMessage.rule,
      CHECKOUT_BARRIERS.errorMessage.selector,
    );
    expect(error).toHaveLength(1);
    expect(error[0]?.url).toBe(site.url(CHECKOUT_PATHS.checkout));
    expect(error[0]?.state?.trigger).toBe('error-message');
    // Checked after the step that sent the form: the click on "Bestellung prüfen".
    const sent = steps[error[0]!.state!.step - 1];
    expect(sent?.type).toBe('click');
    expect(error[0]?.state?.action).toContain('Bestellung');
    // The checkout page as it opened, before anything was typed, is a state of its own.
    expect(
      report.pages.some(
        (page) => page.state?.trigger === 'navigation' && page.url === site.url(CHECKOUT_PATHS.checkout),
      ),
    ).toBe(true);
    // Nothing typed into a field shows up in what the report says about the steps.
    expect(JSON.stringify(report.pages.map((page) => page.state))).not.toContain('Erika');

    const crawl = await scanner.scanSite(site.url('/'), { ...local, maxPages: 10 });
    expect(crawl.pages.map((page) => new URL(page.url).pathname)).toEqual(
      expect.arrayContaining([CHECKOUT_PATHS.product, CHECKOUT_PATHS.checkout]),
    );
    expect(showing(crawl, CHECKOUT_BARRIERS.cartDialog.rule, CHECKOUT_BARRIERS.cartDialog.selector)).toEqual(
      [],
    );
    expect(
      showing(crawl, CHECKOUT_BARRIERS.errorMessage.rule, CHECKOUT_BARRIERS.errorMessage.selector),
    ).toEqual([]);
  }, 240_000);

  it('stops at a step whose element never appears, naming the step, with a screenshot', async () => {
    const recording = recordingOf(checkoutWrongSelectorRecording(site.origin));
    const report = await scanner.runFlow({ ...recording, timeout: 2_000 }, local);
    const step = recording.steps.findIndex((candidate) => JSON.stringify(candidate).includes('buy-now')) + 1;
    expect(report.flow?.failedAt).toMatchObject({ step, reason: 'element_not_found' });
    expect(report.flow?.failedAt?.screenshot).toMatch(/^data:image\/jpeg;base64,/);
    // The product page as it opened was checked before: the report keeps it and does not fail.
    expect(report.failure).toBeUndefined();
    expect(report.pages.map((page) => page.state?.trigger)).toEqual(['navigation']);
  }, 120_000);

  it('keeps the states checked before the step it could not do', async () => {
    const recording = recordingOf({
      title: 'Bis zum Warenkorb',
      steps: [
        { type: 'navigate', url: site.url(CHECKOUT_PATHS.product) },
        { type: 'customStep', name: 'klarsicht.check', parameters: { label: 'Produkt' } },
        { type: 'click', selectors: [['#gibt-es-nicht']], offsetX: 1, offsetY: 1, timeout: 1_000 },
      ],
    });
    const report = await scanner.runFlow(recording, local);
    expect(report.failure).toBeUndefined();
    expect(report.pages.map((page) => page.state?.name)).toEqual(['Produkt']);
    expect(report.flow?.failedAt).toMatchObject({ step: 3, reason: 'element_not_found' });
  }, 120_000);

  it('refuses a flow that leaves the site, and one with more checks than the page budget', async () => {
    const leaves = await scanner.runFlow(
      recordingOf({
        title: 'Woanders hin',
        steps: [
          { type: 'navigate', url: site.url('/') },
          { type: 'navigate', url: 'http://other.example.test/' },
        ],
      }),
      local,
    );
    expect(leaves.flow?.failedAt).toMatchObject({ step: 2, reason: 'left_site' });
    // The start page, opened by step 1, was checked; nothing of the other site was.
    expect(leaves.pages.map((page) => [page.url, page.state?.step])).toEqual([[site.url('/'), 1]]);

    const check = { type: 'customStep', name: 'klarsicht.check', parameters: {} };
    const requestsBefore = site.requests.length;
    const tooMany = await scanner.runFlow(
      recordingOf({
        title: 'Zu viel',
        steps: [{ type: 'navigate', url: site.url('/') }, check, check, check],
      }),
      { ...local, maxPages: 2 },
    );
    expect(tooMany.pages).toEqual([]);
    expect(tooMany.failure).toMatchObject({ code: 'flow_failed' });
    expect(tooMany.failure?.message).toContain('3 checks');
    // Refused before it started: the site was not asked for anything.
    expect(site.requests.length).toBe(requestsBefore);
  }, 120_000);
});
