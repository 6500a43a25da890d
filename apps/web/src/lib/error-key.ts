import { ApiError, NetworkError } from './api-client';

/** The keys every feature's error texts have besides its problem codes. */
export type FallbackErrorKey = 'network' | 'generic';

/**
 * Builds a feature's error translator: by the problem's stable code when it is one of `codes`
 * (never by the server's English title), else by HTTP status, else a network or generic message.
 */
export function errorKeyMapper<K extends string>(
  codes: readonly K[],
  byStatus: Readonly<Partial<Record<number, K>>>,
): (error: unknown) => K | FallbackErrorKey {
  const known: ReadonlySet<string> = new Set(codes);
  return (error) => {
    if (error instanceof NetworkError) return 'network';
    if (error instanceof ApiError) {
      const code = error.code;
      if (code && known.has(code)) return code as K;
      const byCode = byStatus[error.status];
      if (byCode) return byCode;
    }
    return 'generic';
  };
}
