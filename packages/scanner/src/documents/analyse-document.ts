import { ScanError } from '../report/scan-error.js';
import type { ProfileId } from '../report/types.js';
import { type DocumentFindings, notCheckedFindings, runDocumentChecks } from './document-checks.js';
import { type FetchDocumentOptions, fetchDocument, MAX_DOCUMENT_BYTES } from './fetch-document.js';
import { UnreadablePdfError } from './pdf-facts.js';
import { PdfLimitError, readPdfFactsIsolated } from './read-pdf-isolated.js';

export interface AnalyseDocumentOptions extends Omit<FetchDocumentOptions, 'timeoutMs' | 'signal'> {
  profile: ProfileId;
  maxNodesPerFinding: number;
  /** Epoch ms by which the document must be done, download included. */
  deadline: number;
  /** Aborts download and reading: the scan is stopping. */
  signal: AbortSignal;
  /** Memory reading the document may take, in MB (`MAX_PARSE_MEMORY_MB` by default). */
  maxParseMemoryMb?: number;
}

export type DocumentAnalysis =
  | { kind: 'document'; finalUrl: string; status: number; title?: string; findings: DocumentFindings }
  /** Not a PDF after all (an HTML page at a ".pdf" address): the caller loads it as a page. */
  | { kind: 'not-a-document' };

/** Time kept back from reading pages, for what comes after: the rules and the report. */
const READING_MARGIN_MS = 2_000;
/**
 * A reading still busy this long before the deadline is ended where it is: the document is then
 * "not checked" in time, rather than the page failing on the deadline.
 */
const PARSE_MARGIN_MS = 1_000;

/**
 * Downloads a PDF and checks it with the document rules. A document too large, protected by a
 * password or unreadable is "not checked" (every rule needs review, with the reason); a download
 * that fails or runs out of time throws ScanError, as a page that cannot be loaded does.
 */
export async function analyseDocument(
  url: string,
  options: AnalyseDocumentOptions,
): Promise<DocumentAnalysis> {
  const { profile, maxNodesPerFinding, deadline } = options;
  const timeLeft = () => Math.max(1, deadline - Date.now());
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, timeLeft());
  if (options.signal.aborted) abort();
  options.signal.addEventListener('abort', abort, { once: true });
  try {
    const fetched = await fetchDocument(url, {
      allowPrivateAddresses: options.allowPrivateAddresses,
      userAgent: options.userAgent,
      timeoutMs: timeLeft(),
      signal: controller.signal,
      ...(options.cookies ? { cookies: options.cookies } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
      ...(options.maxBytes === undefined ? {} : { maxBytes: options.maxBytes }),
    });
    if (fetched.kind === 'not-a-document') return { kind: 'not-a-document' };
    const about = { kind: 'document' as const, finalUrl: fetched.url, status: fetched.status };
    if (fetched.kind === 'too-large') {
      const limitMb = Math.round((options.maxBytes ?? MAX_DOCUMENT_BYTES) / (1024 * 1024));
      return {
        ...about,
        findings: notCheckedFindings('too-large', profile, { maxNodesPerFinding, limitMb }),
      };
    }
    try {
      const facts = await readPdfFactsIsolated(fetched.bytes, {
        deadline: deadline - PARSE_MARGIN_MS,
        readPagesUntil: deadline - READING_MARGIN_MS,
        signal: controller.signal,
        ...(options.maxParseMemoryMb === undefined ? {} : { maxMemoryMb: options.maxParseMemoryMb }),
      });
      return {
        ...about,
        ...(facts.title === undefined ? {} : { title: facts.title }),
        findings: runDocumentChecks(facts, profile, { maxNodesPerFinding }),
      };
    } catch (error) {
      const notReadable = error instanceof UnreadablePdfError || error instanceof PdfLimitError;
      if (options.signal.aborted || !notReadable) throw error;
      // A reading ended by a limit is the document's doing, even when the deadline has come meanwhile.
      if (controller.signal.aborted && !(error instanceof PdfLimitError)) throw error;
      const limitMb = error.reason === 'parse-memory' ? { limitMb: error.limitMb } : {};
      return {
        ...about,
        findings: notCheckedFindings(error.reason, profile, { maxNodesPerFinding, ...limitMb }),
      };
    }
  } catch (error) {
    // A stopping scan: not this document's failure; the page worker says the scan stopped.
    if (options.signal.aborted) throw new Error(`The scan stopped while ${url} was being checked.`);
    // Our deadline; the guarded client reports its own as a timeout already.
    if (controller.signal.aborted && !(error instanceof ScanError)) throw timedOut(url);
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal.removeEventListener('abort', abort);
  }
}

function timedOut(url: string): ScanError {
  return new ScanError('timeout', `Checking the document ${url} took longer than the time allowed.`);
}
