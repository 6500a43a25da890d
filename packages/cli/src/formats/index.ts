import type { Finding, PageReport, ScanReport } from '@klarsicht/scanner';
import type { OutputFormat } from '../args.js';
import type { TextSink } from '../progress.js';
import { jsonReportChunks, ndjsonPageLine, ndjsonSummaryLine } from './json.js';
import { formatJunit } from './junit.js';
import { formatSarif } from './sarif.js';
import { formatText } from './text.js';

/**
 * Writes the report in the chosen format, waiting for each piece to be taken (a slow pipe slows the
 * writer, rather than the text piling up in memory); `color` only affects text.
 */
export async function writeReport(
  report: ScanReport,
  format: OutputFormat,
  sink: TextSink,
  options: { color: boolean },
): Promise<void> {
  switch (format) {
    case 'json':
      for (const chunk of jsonReportChunks(report)) await sink.write(chunk);
      return;
    case 'ndjson':
      for (const page of report.pages) await sink.write(ndjsonPageLine(page));
      await sink.write(ndjsonSummaryLine(report));
      return;
    case 'text':
      return sink.write(formatText(report, { color: options.color }));
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
