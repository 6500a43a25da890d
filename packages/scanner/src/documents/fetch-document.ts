import { fetchBytes } from '../net/guarded-http.js';
import { ScanError } from '../report/scan-error.js';

/**
 * Documents beyond this are not downloaded: reports are read by people, and a PDF of more than
 * 20 MB is almost always a scan or a print file, which the text rule would judge from its first
 * pages anyway. They are reported as not checked, not as failed.
 */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

export type FetchedDocument =
  | { kind: 'pdf'; url: string; status: number; bytes: Uint8Array }
  /** Larger than the limit: not downloaded (or not to the end). */
  | { kind: 'too-large'; url: string; status: number }
  /** The address answers with something else, e.g. an HTML page at an address ending in ".pdf". */
  | { kind: 'not-a-document'; url: string; status: number; contentType: string };

export interface FetchDocumentOptions {
  allowPrivateAddresses: boolean;
  userAgent: string;
  timeoutMs: number;
  signal?: AbortSignal;
  /** The scan's cookies for the URL (a `Cookie` header value), so a signed-in scan sees what the browser sees. */
  cookies?: string;
  /** A sign-in's headers for the document's site (a token, basic authentication); sent to its origin only. */
  headers?: Record<string, string>;
  maxBytes?: number;
}

/** Content types a server may send a PDF with: its own, the generic ones for downloads, none. */
const PDF_CONTENT_TYPE =
  /^(application\/(pdf|x-pdf|acrobat|octet-stream|download|force-download|x-download)|binary\/octet-stream|)$/;

/** A PDF file starts with "%PDF-", within its first 1024 bytes (ISO 32000-1, annex H.3, note). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

export function isPdfContentType(contentType: string): boolean {
  return PDF_CONTENT_TYPE.test(contentType.split(';', 1)[0]!.trim().toLowerCase());
}

/**
 * Downloads a document through the engine's guarded HTTP client: every hop checked by the address
 * policy (private addresses stay refused unless allowed), at most `maxBytes`, within `timeoutMs`.
 * Throws ScanError for what makes a page fail too: unreachable, timeout, HTTP errors.
 */
export async function fetchDocument(url: string, options: FetchDocumentOptions): Promise<FetchedDocument> {
  const maxBytes = options.maxBytes ?? MAX_DOCUMENT_BYTES;
  const response = await fetchBytes(url, {
    allowPrivateAddresses: options.allowPrivateAddresses,
    userAgent: options.userAgent,
    timeoutMs: options.timeoutMs,
    maxBytes,
    skipOversized: true,
    accept: 'application/pdf, */*;q=0.5',
    headers: { ...options.headers, ...(options.cookies ? { cookie: options.cookies } : {}) },
    ...(options.signal ? { signal: options.signal } : {}),
    // An error page or an HTML page is not worth downloading here.
    wantsBody: ({ status, contentType }) => status < 400 && isPdfContentType(contentType),
  });
  const { status, contentType } = response;
  if (status >= 400) throw new ScanError('http_error', `${url} answered with HTTP ${status}.`, { status });
  if (response.truncated) return { kind: 'too-large', url: response.url, status };
  if (response.bodySkipped || !looksLikePdf(response.bytes)) {
    return { kind: 'not-a-document', url: response.url, status, contentType };
  }
  return { kind: 'pdf', url: response.url, status, bytes: response.bytes };
}
