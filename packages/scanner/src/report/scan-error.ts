import type { FailureCode, ScanFailure } from './types.js';

/** An expected way for a page or scan to fail; carries the reason code the report shows. */
export class ScanError extends Error {
  readonly code: FailureCode;
  readonly status?: number;

  constructor(code: FailureCode, message: string, options?: { status?: number; cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ScanError';
    this.code = code;
    if (options?.status !== undefined) this.status = options.status;
  }

  toFailure(): ScanFailure {
    return this.status === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, status: this.status };
  }
}

/** Any thrown value as a report failure; unknown errors become `internal`. */
export function toScanFailure(error: unknown): ScanFailure {
  if (error instanceof ScanError) return error.toFailure();
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'internal', message };
}
