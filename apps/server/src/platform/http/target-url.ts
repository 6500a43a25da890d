import { blockedPortOf, parseStartUrl, ScanError } from '@klarsicht/scanner/options';
import { HttpProblem } from './problem.js';

/**
 * The start URL of a new scan, checked when it is submitted so a typo is answered at once with
 * 400 `invalid_url` instead of a failed scan later. The rules are the engine's own
 * (`parseStartUrl`): `example.com` means https, only http(s), no credentials, a plausible host,
 * at most 2048 characters. Whether the target is an internal address is left to the engine,
 * which checks it after DNS resolution and after every redirect.
 */

export interface ScanTarget {
  /** Normalised URL the scan starts from. */
  url: string;
  /** Host without a leading "www." (and its port, if any): what counts as one site in statistics. */
  site: string;
}

export function parseScanTarget(input: string): ScanTarget {
  let url: URL;
  try {
    url = parseStartUrl(input);
  } catch (error) {
    if (error instanceof ScanError) throw new HttpProblem(400, 'invalid_url', `${error.message}.`);
    throw error;
  }
  const port = blockedPortOf(url);
  if (port !== undefined) {
    throw new HttpProblem(
      400,
      'blocked_port',
      `Browsers refuse to open port ${port} (a port the Fetch standard blocks), so no visitor and no scan can open this address.`,
    );
  }
  const host = url.hostname.replace(/^www\./, '');
  return { url: url.href, site: url.port === '' ? host : `${host}:${url.port}` };
}
