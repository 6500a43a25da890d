import type { ScanReport } from '../../report/types.js';
import type { OutputFormat } from '../args.js';
import { formatJson } from './json.js';
import { formatJunit } from './junit.js';
import { formatSarif } from './sarif.js';
import { formatText } from './text.js';

/** The report in the chosen format; `color` only affects text. */
export function formatReport(report: ScanReport, format: OutputFormat, options: { color: boolean }): string {
  switch (format) {
    case 'text':
      return formatText(report, { color: options.color });
    case 'json':
      return formatJson(report);
    case 'junit':
      return formatJunit(report);
    case 'sarif':
      return formatSarif(report);
  }
}
