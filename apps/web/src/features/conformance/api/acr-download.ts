import type { AcrFormat } from '@klarsicht/contracts';
import type { AcrEdition } from '@klarsicht/report';
import type { Language } from '../../../i18n/languages';
import { downloadFile } from '../../../lib/download-file';

const EXTENSIONS: Readonly<Record<AcrFormat, string>> = { html: 'html', docx: 'docx', openacr: 'yaml' };

/**
 * Fetches the site's Accessibility Conformance Report with the bearer token and saves it under the
 * server's file name; returns the name. The web page is saved too rather than opened from a blob:
 * a blob page would inherit the app's content security policy, which refuses its inline stylesheet.
 */
export function downloadAcr(
  siteId: string,
  edition: AcrEdition,
  format: AcrFormat,
  language: Language,
): Promise<string> {
  const query = new URLSearchParams({ edition, format, lang: language });
  return downloadFile(
    `/api/sites/${encodeURIComponent(siteId)}/acr?${query}`,
    `klarsicht-acr-${edition}.${EXTENSIONS[format]}`,
  );
}
