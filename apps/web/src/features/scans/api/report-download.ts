import { authorizedResponse } from '../../../lib/authorized-fetch';
import { fileNameFromDisposition } from '../content-disposition';

export type ReportKind = 'pdf-de' | 'pdf-en' | 'csv' | 'json';

const REPORT_PATHS: Record<ReportKind, string> = {
  'pdf-de': 'report.pdf?lang=de',
  'pdf-en': 'report.pdf?lang=en',
  csv: 'report.csv',
  json: 'report.json',
};

/**
 * Fetches a report with the bearer token (a plain link could not send it) and saves it under the
 * server's file name through a temporary object URL. Returns the file name.
 */
export async function downloadReport(scanId: string, kind: ReportKind): Promise<string> {
  const response = await authorizedResponse(`/api/scans/${encodeURIComponent(scanId)}/${REPORT_PATHS[kind]}`);
  const blob = await response.blob();
  const extension = kind.startsWith('pdf') ? 'pdf' : kind;
  const fileName = fileNameFromDisposition(
    response.headers.get('content-disposition'),
    `klarsicht-report.${extension}`,
  );
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the blob to the download.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return fileName;
}
