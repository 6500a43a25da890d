import type { BarrierDocument } from '../conformance/barrier-texts.js';
import type { ConformanceProgress, OverallConformance } from '../conformance/conformance.js';
import type { AcceptReason } from '../decisions.js';
import type { En301549Version } from '../en301549/types.js';
import type { Language, ProfileId } from '../report-types.js';
import type { SamplePage } from '../wcag-em/evaluation.js';

/**
 * What only the site's owner knows, written by them: who offers the service, what it is and how it
 * works (Anlage 3 Nr. 1 Buchst. a and b BFSG), what they do beyond the criteria (Buchst. c), how to
 * reach them, and the alternatives they offer for known barriers.
 */
export interface StatementOwnerFields {
  /** The language the owner writes their texts in (the statement marks them with it). */
  language: Language;
  organisation: string;
  /** The service's name, e.g. "Online-Shop von Beispiel GmbH"; the site's host when empty. */
  serviceName: string;
  serviceDescription: string;
  serviceOperation: string;
  /** What the owner does for accessibility beyond what the evaluation shows (optional). */
  measures: string;
  contactEmail: string;
  contactPhone: string;
  contactAddress: string;
  /** Alternatives for the known barriers as a whole, e.g. ordering by phone (optional). */
  alternatives: string;
  /** Per failed criterion: what the owner says about it (workaround, plan, date), by criterion id. */
  barrierNotes: Record<string, string>;
  /** The date the statement was prepared (YYYY-MM-DD). */
  preparedOn: string;
}

/**
 * Why the site's owner accepts a barrier for now (decision 029), as the statement says it: content
 * of a third party, a disproportionate burden (§ 17 BFSG) assessed on a date, or a fix planned for
 * a date.
 */
export interface AcceptedBarrier {
  reason: AcceptReason;
  /** For a disproportionate burden: when it was assessed (YYYY-MM-DD). */
  assessedOn?: string;
  /** For a planned fix: when (YYYY-MM-DD). */
  plannedOn?: string;
}

/** A criterion (or EN 301 549 requirement outside chapter 9) the site fails, as the statement lists it. */
export interface StatementBarrier {
  /** A WCAG criterion's id, or an EN 301 549 clause ("12.2.3") in a statement that follows the standard as a whole. */
  criterionId: string;
  /** Scanned pages with a violation of it in the last scan (0: failed by a person's verdict). */
  pages: number;
  /**
   * Set when the last scan found the barrier only in PDF documents and no person failed the
   * criterion: the statement then speaks of these documents, not of the site's pages.
   */
  documents?: BarrierDocument[];
  /** The reasons the owner accepted its issues for (absent: none accepted), each once. */
  accepted?: AcceptedBarrier[];
}

interface StatementContentBase {
  site: string;
  url: string;
  profile: ProfileId;
  owner: StatementOwnerFields;
  overall: OverallConformance;
  barriers: StatementBarrier[];
  evaluation: {
    /** When the last scan the statement rests on finished; null without one. */
    lastScanAt: string | null;
    pagesScanned: number;
    /** When a person last decided a criterion; null when nobody has. */
    lastManualAt: string | null;
    /**
     * The WCAG-EM sample the evaluation rests on, as the owner saved it (absent: none saved, and in
     * versions published before): the statement names the method and the sample.
     */
    sample?: Array<Pick<SamplePage, 'url' | 'reason' | 'sample'>>;
  };
  publishedAt: string;
}

/** Everything a published statement says, fixed when it is published. */
export interface StatementContent extends StatementContentBase {
  /** Of this shape, so that later renderers can read older versions. */
  version: 2;
  /**
   * The EN 301 549 edition the statement follows as a whole (decision 031): its barriers may then
   * name requirements outside chapter 9 by their clause. Absent in versions published before, which
   * speak of chapter 9 alone.
   */
  en301549?: En301549Version;
  /** Who decided how many criteria: a person, the automated test alone, or nobody yet. */
  progress: ConformanceProgress;
}

/**
 * A version published before the count told a person's verdicts from the scan's (issue 28): its
 * `decided` mixes both, so it is rendered without saying who decided.
 */
export interface StatementContentV1 extends StatementContentBase {
  version: 1;
  progress: { decided: number; total: number };
}

/** What a stored version holds: any shape ever published. */
export type PublishedStatementContent = StatementContent | StatementContentV1;

/** Where a published statement's public page lives on the Klarsicht server (its id: 16 base64url characters). */
export function statementPagePath(publicId: string): string {
  return `/erklaerung/${encodeURIComponent(publicId)}`;
}

const STATEMENT_PAGE_PATH = /^\/erklaerung\/[\w-]{16}\/?$/;

/** Whether a URL is the public page of a statement made with Klarsicht (any Klarsicht server). */
export function isKlarsichtStatementUrl(url: URL): boolean {
  return STATEMENT_PAGE_PATH.test(url.pathname);
}
