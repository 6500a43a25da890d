import { randomUUID } from 'node:crypto';
import type { Finding, FindingNode, PageReport, ScanReport } from '@klarsicht/scanner';
import { summarise } from '@klarsicht/scanner';
import type { Database } from '../src/platform/db/database.js';
import { writeScanResult } from '../src/scans/records/results-repo.js';
import { insertScan, startAttempt } from '../src/scans/records/scans-repo.js';
import { testUserId } from './test-identity.js';

/** Finished scans with known findings, written through the same repositories the worker uses. */

/** A page snippet that must come out as text everywhere (HTML page, PDF, CSV). */
export const HOSTILE_HTML = '<script>alert("pwned")</script><img src=x onerror=alert(1)>';
/** Cells a spreadsheet would run as formulas. */
export const FORMULA_HTML = "=cmd|'/C calc'!A0";
export const FORMULA_SELECTOR = '+SUM(1,2)';
export const FORMULA_SUMMARY = '@SUM(A1:A2)';
/** Umlauts, quotes, a comma and a line break in one cell. */
export const AWKWARD_SUMMARY = 'Fix any of the following:\n  Bild „Größe“ hat kein "alt", bitte ergänzen';

/** A contrast check as axe records it: a ratio as a number, the expected one as text. */
export const CONTRAST_CHECK = {
  id: 'color-contrast',
  outcome: 'fail',
  data: {
    fgColor: '#aaaaaa',
    bgColor: '#ffffff',
    contrastRatio: 2.32,
    fontSize: '10.5pt (14px)',
    fontWeight: 'normal',
    messageKey: null,
    expectedContrastRatio: '4.5:1',
  },
} as const;

export const START_URL = 'https://shop.example/';
export const CONTACT_URL = 'https://shop.example/kontakt';
export const BROKEN_URL = 'https://shop.example/langsam';

function node(selector: string, html: string, failureSummary?: string): FindingNode {
  return { selector, html, ...(failureSummary === undefined ? {} : { failureSummary }) };
}

function finding(
  id: string,
  impact: Finding['impact'],
  wcag: Finding['wcag'],
  nodes: FindingNode[],
  extra: Partial<Finding> = {},
): Finding {
  return {
    id,
    source: 'axe',
    impact,
    description: `Ensures ${id} is right`,
    help: `Help text for ${id}`,
    helpUrl: `https://dequeuniversity.com/rules/axe/4.10/${id}`,
    tags: ['wcag2a'],
    wcag,
    en301549: wcag.map((criterion) => `9.${criterion.id}`),
    ...(wcag.length > 0 ? { bfsg: 'BFSG § 3 Abs. 1 with BFSGV § 12 Nr. 3 (EN 301 549 V3.2.1)' } : {}),
    nodes,
    nodeCount: nodes.length,
    ...extra,
  };
}

const imageAlt = (nodes: FindingNode[]) =>
  finding(
    'image-alt',
    'critical',
    [{ id: '1.1.1', level: 'A', title: 'Non-text Content', version: '2.0' }],
    nodes,
  );

function page(url: string, parts: Partial<PageReport>): PageReport {
  const violations = parts.violations ?? [];
  const incomplete = parts.incomplete ?? [];
  const byImpact = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const item of violations) if (item.impact) byImpact[item.impact]++;
  return {
    url,
    status: 200,
    title: 'Seite',
    passes: [],
    inapplicable: [],
    bestPractices: [],
    ...parts,
    violations,
    incomplete,
    counts: {
      violations: violations.length,
      passes: 0,
      incomplete: incomplete.length,
      inapplicable: 0,
      bestPractices: 0,
    },
    byImpact,
    durationMs: 100,
  };
}

/** Three pages: the start page (hostile and formula snippets, 14 link nodes), a contact page, one that timed out. */
export function sampleReport(): ScanReport {
  const linkNodes = Array.from({ length: 14 }, (_, index) =>
    node(
      `a.nav-${index}`,
      `<a href="/p${index}"></a>`,
      'Element is in tab order and does not have accessible text',
    ),
  );
  const pages = [
    page(START_URL, {
      title: 'Startseite – Müller & Söhne',
      violations: [
        imageAlt([node('img.hero', HOSTILE_HTML, AWKWARD_SUMMARY)]),
        finding(
          'link-name',
          'serious',
          [
            { id: '2.4.4', level: 'A', title: 'Link Purpose (In Context)', version: '2.0' },
            { id: '4.1.2', level: 'A', title: 'Name, Role, Value', version: '2.0' },
          ],
          linkNodes,
        ),
        finding('region', 'moderate', [], [node(FORMULA_SELECTOR, FORMULA_HTML, FORMULA_SUMMARY)]),
      ],
      incomplete: [
        finding(
          'color-contrast',
          'serious',
          [{ id: '1.4.3', level: 'AA', title: 'Contrast (Minimum)', version: '2.0' }],
          [
            {
              ...node(
                'p.muted',
                '<p class="muted">Grau auf Grau; sehr blass</p>',
                'Check the contrast by hand',
              ),
              checks: { any: [CONTRAST_CHECK], all: [], none: [] },
            },
          ],
        ),
      ],
    }),
    page(CONTACT_URL, {
      violations: [
        imageAlt([node('img.map', '<img src="karte.png">', 'Element has no alt attribute')]),
        finding(
          'html-has-lang',
          'serious',
          [{ id: '3.1.1', level: 'A', title: 'Language of Page', version: '2.0' }],
          [node('html', '<html>', 'The <html> element does not have a lang attribute')],
        ),
      ],
    }),
    page(BROKEN_URL, { error: { code: 'timeout', message: 'The page did not load within 20 s.' } }),
  ];
  return {
    url: START_URL,
    profile: 'bfsg',
    startedAt: new Date().toISOString(),
    finishedAt: new Date().toISOString(),
    pages,
    summary: summarise(pages),
    engine: { name: 'klarsicht', version: 'test', axeVersion: '4.10', userAgent: 'test' },
  };
}

/** A scan of shop.example owned by `organisationId` (null: an anonymous free check), finished with `report`. */
export async function seedFinishedScan(
  db: Database,
  organisationId: string | null,
  report: ScanReport = sampleReport(),
): Promise<string> {
  const id = await seedScan(db, organisationId);
  const token = randomUUID();
  await startAttempt(db.orm, id, token);
  const written = await db.orm.transaction((tx) => writeScanResult(tx, id, token, report));
  if (!written) throw new Error('the report was not written');
  return id;
}

/** A queued scan; `running` starts an attempt on it. */
export async function seedScan(
  db: Database,
  organisationId: string | null,
  state: 'queued' | 'running' = 'queued',
): Promise<string> {
  const id = randomUUID();
  await insertScan(db.orm, {
    id,
    // A test person's name ('alice') stands for their personal organisation.
    organisationId: organisationId === null ? null : await testUserId(db, organisationId),
    url: START_URL,
    site: 'shop.example',
    scope: 'site',
    profile: 'bfsg',
  });
  if (state === 'running') await startAttempt(db.orm, id, randomUUID());
  return id;
}
