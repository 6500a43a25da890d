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
