import { CATEGORIES } from '@klarsicht/report';
import type { Finding, PageReport, ScanReport } from '@klarsicht/scanner';
import { axeVersion, countPage, ENGINE_VERSION, summarise } from '@klarsicht/scanner/results';
import type { ServiceFinding, ServicePage, ServiceScan } from './service-types.js';

/**
 * The service's scan, pages and findings as the report type the local engine returns, so every
 * output format, --output and --fail-on work the same for remote scans. What the API does not
 * carry is left neutral: axe tags (empty), page durations (0), and the engine block, which names
 * this CLI's versions and the service it asked.
 */
export function reportFromService(
  scan: ServiceScan,
  servicePages: readonly ServicePage[],
  findings: readonly ServiceFinding[],
  server: string,
): ScanReport {
  const pages = servicePages.map(emptyPage);
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  for (const finding of findings) {
    // Findings belong to a listed page; one that does not (or of a category this CLI does not
    // know) is dropped rather than guessed at.
    const page = byUrl.get(finding.pageUrl);
    if (page && CATEGORIES.includes(finding.category)) page[finding.category].push(toFinding(finding));
  }
  for (const page of pages) Object.assign(page, countPage(page));

  const report: ScanReport = {
    url: scan.url,
    profile: scan.profile,
    startedAt: scan.startedAt ?? scan.createdAt,
    finishedAt: scan.finishedAt ?? scan.startedAt ?? scan.createdAt,
    pages,
    summary: summarise(pages),
    engine: {
      name: 'klarsicht',
      version: ENGINE_VERSION,
      axeVersion: axeVersion(),
      userAgent: `Klarsicht service at ${server}`,
    },
  };
  if (scan.failure) report.failure = scan.failure;
  return report;
}

function emptyPage(page: ServicePage): PageReport {
  const report: PageReport = {
    url: page.url,
    violations: [],
    passes: [],
    incomplete: [],
    inapplicable: [],
    bestPractices: [],
    counts: { violations: 0, passes: 0, incomplete: 0, inapplicable: 0, bestPractices: 0 },
    byImpact: { critical: 0, serious: 0, moderate: 0, minor: 0 },
    durationMs: 0,
  };
  if (page.finalUrl !== undefined) report.finalUrl = page.finalUrl;
  if (page.status !== undefined) report.status = page.status;
  if (page.title !== undefined) report.title = page.title;
  if (page.error !== undefined) report.error = page.error;
  return report;
}

function toFinding(finding: ServiceFinding): Finding {
  const converted: Finding = {
    id: finding.ruleId,
    source: finding.source,
    impact: finding.impact,
    description: finding.description,
    help: finding.help,
    helpUrl: finding.helpUrl,
    tags: [],
    wcag: finding.wcag,
    en301549: finding.en301549,
    actRules: finding.actRules,
    // Screenshots stay on the service (the report formats leave them out anyway).
    nodes: finding.nodes.map(({ screenshot: _path, ...node }) => node),
    nodeCount: finding.nodeCount,
  };
  if (finding.bfsg !== undefined) converted.bfsg = finding.bfsg;
  return converted;
}
