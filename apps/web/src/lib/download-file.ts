import { authorizedResponse } from './authorized-fetch';
import { fileNameFromDisposition } from './content-disposition';

/**
 * Fetches a file with the bearer token (a plain link could not send it) and saves it under the
 * server's file name through a temporary object URL. Returns the file name.
 */
export async function downloadFile(path: string, fallbackFileName: string): Promise<string> {
  const response = await authorizedResponse(path);
  const blob = await response.blob();
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition'), fallbackFileName);
  saveBlob(blob, fileName);
  return fileName;
}

/** Saves data made or fetched in the browser as a file, through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
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
}
