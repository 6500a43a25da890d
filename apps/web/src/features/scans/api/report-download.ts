import type { Language } from '../../../i18n/languages';
import { downloadFile } from '../../../lib/download-file';

export type ReportKind = 'pdf-de' | 'pdf-en' | 'csv' | 'json';

/** Each PDF names its language; CSV and JSON come in the interface's. */
const REPORT_PATHS: Record<ReportKind, (language: Language) => string> = {
  'pdf-de': () => 'report.pdf?lang=de',
  'pdf-en': () => 'report.pdf?lang=en',
  csv: (language) => `report.csv?lang=${language}`,
  json: (language) => `report.json?lang=${language}`,
};

/** Fetches a report of the user's scan and saves it under the server's file name. Returns the file name. */
export function downloadReport(scanId: string, kind: ReportKind, language: Language): Promise<string> {
  const extension = kind.startsWith('pdf') ? 'pdf' : kind;
  return downloadFile(
    `/api/scans/${encodeURIComponent(scanId)}/${REPORT_PATHS[kind](language)}`,
    `klarsicht-report.${extension}`,
  );
}
