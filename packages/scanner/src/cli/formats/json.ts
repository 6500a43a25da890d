import type { ScanReport } from '../../report/types.js';

/**
 * The report as it is: the engine's type is the JSON contract. Element screenshots are binary (or,
 * from the service, links into it) and are left out; the CLI never asks the engine for them.
 */
export function formatJson(report: ScanReport): string {
  return `${JSON.stringify(report, (key, value) => (key === 'screenshot' ? undefined : value), 2)}\n`;
}
