/** The contracts' MAX_URL_LENGTH, copied to keep zod out of the home bundle (a unit test keeps them equal). */
export const MAX_URL_LENGTH = 2048;

export type UrlProblem = 'required' | 'invalid' | 'tooLong';
export type UrlCheck = { ok: true; url: string } | { ok: false; problem: UrlProblem };

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * What people type into the field: "example.com", "www.example.com/shop", or a full URL.
 * A missing scheme becomes https://; only http(s) addresses with a real host name pass.
 */
export function checkUrlInput(raw: string): UrlCheck {
  const trimmed = raw.trim();
  if (trimmed === '') return { ok: false, problem: 'required' };
  if (trimmed.length > MAX_URL_LENGTH) return { ok: false, problem: 'tooLong' };
  const candidate = HAS_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
  let parsed: URL;
  try {
    parsed = new URL(candidate);
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { ok: false, problem: 'invalid' };
  const host = parsed.hostname;
  const looksLikeHost = host.includes('.') || host === 'localhost' || host.startsWith('[');
  if (!looksLikeHost || /\s/.test(trimmed)) return { ok: false, problem: 'invalid' };
  if (parsed.href.length > MAX_URL_LENGTH) return { ok: false, problem: 'tooLong' };
  return { ok: true, url: parsed.href };
}

/**
 * The http:// address to offer when an address typed without a scheme could not be reached on
 * https:// (a site without TLS, or with a broken certificate); none when the scheme was typed.
 */
export function httpAlternative(typed: string, checkedUrl: string): string | undefined {
  if (HAS_SCHEME.test(typed.trim())) return undefined;
  const checked = new URL(checkedUrl);
  if (checked.protocol !== 'https:') return undefined;
  checked.protocol = 'http:';
  return checked.href;
}
