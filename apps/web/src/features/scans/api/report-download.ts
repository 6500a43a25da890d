import { downloadFile } from '../../../lib/download-file';

export type ReportKind = 'pdf-de' | 'pdf-en' | 'csv' | 'json';

const REPORT_PATHS: Record<ReportKind, string> = {
  'pdf-de': 'report.pdf?lang=de',
  'pdf-en': 'report.pdf?lang=en',
  csv: 'report.csv',
  json: 'report.json',
};

/** Fetches a report of the user's scan and saves it under the server's file name. Returns the file name. */
export function downloadReport(scanId: string, kind: ReportKind): Promise<string> {
  const extension = kind.startsWith('pdf') ? 'pdf' : kind;
  return downloadFile(
    `/api/scans/${encodeURIComponent(scanId)}/${REPORT_PATHS[kind]}`,
    `klarsicht-report.${extension}`,
  );
}
