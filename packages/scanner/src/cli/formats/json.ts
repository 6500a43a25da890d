import type { ScanReport } from '../../report/types.js';

/** The report as it is: the engine's type is the JSON contract. */
export function formatJson(report: ScanReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
