/** The host (with a non-default port) of a scanned URL, as people name a site. */
export function siteOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
