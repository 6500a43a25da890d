import { createHash } from 'node:crypto';
import type { Finding, FindingNode, Impact, PageReport, ScanReport } from '@klarsicht/scanner';
import { scanFailed } from '../exit-code.js';
import { impactLabel, standardsLine } from './findings.js';
import { pageWithState } from './flow.js';
import { stripInvalidXmlChars } from './sanitise.js';
import { REPORT_TEXTS, type ReportTexts } from './texts.js';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/** Where people learn about the tool; shown by SARIF viewers next to the tool name. */
export const KLARSICHT_INFORMATION_URI = 'https://github.com/klarsicht/klarsicht';

export type SarifLevel = 'error' | 'warning' | 'note';

const LEVEL_BY_IMPACT: Record<Impact, SarifLevel> = {
  critical: 'error',
  serious: 'error',
  moderate: 'warning',
  minor: 'note',
};

export function sarifLevel(impact: Impact | null): SarifLevel {
  return LEVEL_BY_IMPACT[impact ?? 'minor'];
}

type Category = 'violation' | 'review';

/** "Needs review" is never more than a note, whatever axe's impact for it. */
function levelFor(finding: Finding, category: Category): SarifLevel {
  return category === 'review' ? 'note' : sarifLevel(finding.impact);
}

interface SarifRule {
  id: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  helpUri?: string;
  help: { text: string; markdown: string };
  defaultConfiguration: { level: SarifLevel };
  properties: { tags: string[]; impact: string; wcag: string[]; en301549: string[] };
}

interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  kind?: 'review';
  level: SarifLevel;
  message: { text: string };
  locations: unknown[];
  partialFingerprints: Record<string, string>;
  properties: Record<string, unknown>;
}

/**
 * SARIF 2.1.0 for GitHub code scanning and other SARIF viewers. One result per affected element,
 * because code scanning shows only the first location of a result.
 *
 * Two departures from a literal reading, both for code scanning:
 * - `artifactLocation.uri` is the page URL without its scheme ("shop.example/checkout?step=1"),
 *   a relative reference: code scanning rejects the upload when an absolute URI's scheme is not
 *   the checkout's `file`. The full URL is in `properties.url` and in the message.
 * - `region.startLine` is 1: code scanning needs a start line; the snippet is the element's HTML
 *   in the rendered DOM, which has no line in any source file.
 * "Needs review" results carry `kind: 'review'` with level `note`. SARIF §3.27.10 asks for level
 * `none` when kind is not `fail`, but code scanning ignores `kind` and has no `none` severity;
 * `note` keeps them visible and below every violation.
 */
export function formatSarif(report: ScanReport, options: { informationUri?: string } = {}): string {
  // Messages in the report's language (SARIF's `run.language` says which); impact and codes stay codes.
  const language = report.lang ?? 'en';
  const words = REPORT_TEXTS[language];
  const rules: SarifRule[] = [];
  const ruleIndex = new Map<string, number>();
  const indexOf = (finding: Finding, category: Category): number => {
    const known = ruleIndex.get(finding.id);
    if (known !== undefined) return known;
    rules.push(ruleFor(finding, category, words));
    ruleIndex.set(finding.id, rules.length - 1);
    return rules.length - 1;
  };

  const results: SarifResult[] = [];
  const notifications: unknown[] = [];
  for (const scanned of report.pages) {
    if (scanned.error) {
      notifications.push({
        level: 'error',
        message: { text: `${scanned.url}: ${scanned.error.code}: ${scanned.error.message}` },
        descriptor: { id: scanned.error.code },
        properties: {
          url: scanned.url,
          ...(scanned.error.status === undefined ? {} : { status: scanned.error.status }),
        },
      });
      continue;
    }
    // A flow's page names the state it was checked in, in the message's words and as data.
    const place = pageWithState(scanned.url, scanned.state, language);
    for (const violation of scanned.violations) {
      results.push(
        ...resultsFor(violation, scanned, place, indexOf(violation, 'violation'), 'violation', words),
      );
    }
    for (const review of scanned.incomplete) {
      results.push(...resultsFor(review, scanned, place, indexOf(review, 'review'), 'review', words));
    }
  }
  if (report.failure) {
    notifications.push({
      level: 'error',
      message: { text: `${report.url}: ${report.failure.code}: ${report.failure.message}` },
      descriptor: { id: report.failure.code },
    });
  }

  const log = {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        language,
        tool: {
          driver: {
            name: 'Klarsicht',
            version: report.engine.version,
            informationUri: options.informationUri ?? KLARSICHT_INFORMATION_URI,
            rules,
          },
        },
        invocations: [
          {
            executionSuccessful: !scanFailed(report),
            startTimeUtc: report.startedAt,
            endTimeUtc: report.finishedAt,
            toolExecutionNotifications: notifications,
          },
        ],
        results,
        properties: {
          url: report.url,
          profile: report.profile,
          axeVersion: report.engine.axeVersion,
        },
      },
    ],
  };
  // Page text can hold control characters and lone surrogates; SARIF consumers choke on those.
  const cleaned = (_key: string, value: unknown) =>
    typeof value === 'string' ? stripInvalidXmlChars(value) : value;
  return `${JSON.stringify(log, cleaned, 2)}\n`;
}

function ruleFor(finding: Finding, category: Category, words: ReportTexts): SarifRule {
  const { machine } = words;
  const standards = standardsLine(finding);
  const text = [finding.description, standards, finding.helpUrl ? `${machine.more}: ${finding.helpUrl}` : '']
    .filter(Boolean)
    .join('\n\n');
  const markdown = [
    finding.description,
    standards,
    finding.helpUrl ? `[${machine.howToFix}: ${finding.help}](${finding.helpUrl})` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  const rule: SarifRule = {
    id: finding.id,
    shortDescription: { text: finding.help },
    fullDescription: { text: finding.description || finding.help },
    help: { text, markdown },
    defaultConfiguration: { level: levelFor(finding, category) },
    properties: {
      tags: [...new Set(['accessibility', ...finding.tags])],
      impact: impactLabel(finding.impact),
      wcag: finding.wcag.map((criterion) => `${criterion.id} (${criterion.level})`),
      en301549: finding.en301549,
    },
  };
  if (finding.helpUrl) rule.helpUri = finding.helpUrl;
  return rule;
}

function resultsFor(
  finding: Finding,
  scanned: PageReport,
  place: string,
  index: number,
  category: Category,
  words: ReportTexts,
): SarifResult[] {
  const { machine } = words;
  // Page-level findings (e.g. a missing feedback mechanism) have no element: one result for the page.
  const nodes: (FindingNode | undefined)[] = finding.nodes.length > 0 ? finding.nodes : [undefined];
  return nodes.map((node) => {
    const summary = node?.failureSummary ? `: ${flatten(node.failureSummary)}` : '';
    const where = ` ${node ? machine.elementOnPage(node.selector, place) : machine.page(place)}`;
    const prefix = category === 'review' ? `${words.summary.needsReview}: ` : '';
    const location: Record<string, unknown> = {
      physicalLocation: {
        artifactLocation: { uri: artifactUri(scanned.url) },
        region: node ? { startLine: 1, snippet: { text: node.html } } : { startLine: 1 },
      },
    };
    if (node) location.logicalLocations = [{ fullyQualifiedName: node.selector, kind: 'element' }];
    const result: SarifResult = {
      ruleId: finding.id,
      ruleIndex: index,
      level: levelFor(finding, category),
      message: { text: `${sentence(`${prefix}${finding.help}${summary}`)}${where}` },
      locations: [location],
      partialFingerprints: {
        'klarsichtElement/v1': fingerprint(category, finding.id, scanned.url, node?.selector ?? ''),
      },
      properties: {
        url: scanned.url,
        impact: impactLabel(finding.impact),
        ...(node ? { selector: node.selector } : {}),
        elementsOnPage: finding.nodeCount,
        ...(scanned.state ? { state: scanned.state } : {}),
      },
    };
    if (category === 'review') result.kind = 'review';
    return result;
  });
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** "Fix any of the following:\n  Element has no alt" → "Fix any of the following: Element has no alt" */
function flatten(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** "https://shop.example:8443/a?b=1" → "shop.example%3A8443/a?b=1": a relative reference that names the page. */
export function artifactUri(pageUrl: string): string {
  try {
    const url = new URL(pageUrl);
    return `${encodeURIComponent(url.host)}${url.pathname}${url.search}`;
  } catch {
    return encodeURIComponent(pageUrl);
  }
}

function fingerprint(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}
