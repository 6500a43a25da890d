import type { Finding, Impact, PageReport, ScanReport } from '@klarsicht/scanner';
import type { OutputFormat } from '../args.js';
import { type BaselineComparison, baselineSection } from '../baseline/baseline.js';
import type { ReportIssue } from '../baseline/issues.js';
import type { TextSink } from '../progress.js';
import { jsonReportChunks, ndjsonPageLine, ndjsonSummaryLine } from './json.js';
import { formatJunit } from './junit.js';
import { formatMarkdown } from './markdown.js';
import { formatSarif } from './sarif.js';
import { formatText } from './text.js';

export interface WriteOptions {
  /** ANSI colours, for text only. */
  color: boolean;
  /** The gate's threshold (Markdown's verdict, the baseline section). */
  failOn?: Impact;
  /** The scan's issues by key; needed by Markdown (empty without). */
  issues?: readonly ReportIssue[];
  /** With --baseline: what is new and what disappeared (text, JSON, NDJSON, Markdown say it). */
  comparison?: BaselineComparison | undefined;
}

/**
 * Writes the report in the chosen format, waiting for each piece to be taken (a slow pipe slows the
 * writer, rather than the text piling up in memory); `color` only affects text.
 */
export async function writeReport(
  report: ScanReport,
  format: OutputFormat,
  sink: TextSink,
  options: WriteOptions,
): Promise<void> {
  const { comparison } = options;
  const extra = comparison ? { baseline: baselineSection(comparison) } : {};
  switch (format) {
    case 'json':
      for (const chunk of jsonReportChunks({ ...report, ...extra })) await sink.write(chunk);
      return;
    case 'ndjson':
      for (const page of report.pages) await sink.write(ndjsonPageLine(page));
      await sink.write(ndjsonSummaryLine({ ...report, ...extra }));
      return;
    case 'text':
      return sink.write(formatText(report, { color: options.color, baseline: comparison }));
    case 'markdown':
      return sink.write(
        formatMarkdown({
          report,
          failOn: options.failOn ?? 'minor',
          issues: options.issues ?? [],
          comparison,
        }),
      );
    case 'junit':
      return sink.write(formatJunit(report));
    case 'sarif':
      return sink.write(formatSarif(report));
  }
}

/**
 * What a format needs of a page, for the formats that print a report only once the scan is over:
 * the lists of passed and inapplicable rules are most of a page's weight, and only JUnit prints
 * passes (by rule id and help text); every format takes the counts from `page.counts`. The JSON
 * formats print everything.
 */
export function pageForFormat(page: PageReport, format: OutputFormat): PageReport {
  if (format === 'json' || format === 'ndjson') return page;
  return {
    ...page,
    passes: format === 'junit' ? page.passes.map(passNamedOnly) : [],
    inapplicable: [],
  };
}

function passNamedOnly(pass: Finding): Finding {
  const { id, source, impact, help } = pass;
  return {
    id,
    source,
    impact,
    description: '',
    help,
    helpUrl: '',
    tags: [],
    wcag: [],
    en301549: [],
    nodes: [],
    nodeCount: 0,
  };
}
