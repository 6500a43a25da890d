import type { EvaluationRequest, FieldError, SiteEvaluation } from '@klarsicht/contracts';
import {
  CONFORMANCE_TARGETS,
  drawRandomSample,
  type Evaluation,
  type EvaluationScopeFields,
  evaluationMethodText,
  fill,
  normaliseSampleUrl,
  proposeStructuredSample,
  requiredRandomPages,
  SAMPLE_REASON_LABELS,
  type SamplePage,
  type ScannedPage,
} from '@klarsicht/report';
import type { Executor } from '../../platform/db/database.js';
import { HttpProblem } from '../../platform/http/problem.js';
import { parseScanTarget } from '../../platform/http/target-url.js';
import type { Language } from '../../platform/i18n/language.js';
import type { ScanRow } from '../../scans/index.js';
import type { MonitorRow } from '../../sites/index.js';
import { latestSucceededScanOfSite } from '../conformance-repo.js';
import { findSiteEvaluation, scannedPagesOfScan } from './evaluation-repo.js';

/** A site's evaluation as its owner sees it: saved, or proposed from the last scan. */
export interface EvaluationState {
  evaluation: Evaluation;
  /** True while nothing is saved: the evaluation is Klarsicht's proposal. */
  proposed: boolean;
  updatedAt: Date | null;
  scan: ScanRow | undefined;
  /** The last scan's pages that loaded (none before the first scan). */
  pages: ScannedPage[];
}

const DEFAULT_SCOPE: Record<Language, string> = {
  de: 'Alle Webseiten und Dokumente der Website {url}',
  en: 'All web pages and documents of the website at {url}',
};

export async function loadEvaluation(
  db: Executor,
  monitor: MonitorRow,
  language: Language,
): Promise<EvaluationState> {
  const [stored, scan] = await Promise.all([
    findSiteEvaluation(db, monitor.organisationId, monitor.site),
    latestSucceededScanOfSite(db, monitor.organisationId, monitor.site),
  ]);
  const pages = scan ? await scannedPagesOfScan(db, scan.id) : [];
  const conformanceTarget = CONFORMANCE_TARGETS[monitor.profile];
  if (stored) {
    return {
      evaluation: {
        scope: { ...stored.scope, conformanceTarget },
        sample: stored.sample,
        randomSeed: stored.randomSeed,
      },
      proposed: false,
      updatedAt: stored.updatedAt,
      scan,
      pages,
    };
  }
  const structured = proposeStructuredSample(pages);
  // The proposal's draw is seeded with the scan's id: the same proposal on every visit, and the
  // seed that explains its random pages once it is saved.
  const random = scan ? drawRandomSample(pages, structured, scan.id) : [];
  return {
    evaluation: {
      scope: {
        description: fill(DEFAULT_SCOPE[language], { url: monitor.url }, language),
        accessibilitySupportBaseline: '',
        additionalRequirements: '',
        conformanceTarget,
      },
      sample: [...structured, ...random],
      randomSeed: scan ? scan.id : null,
    },
    proposed: true,
    updatedAt: null,
    scan,
    pages,
  };
}

export const scopeFieldsOf = ({ scope }: Evaluation): EvaluationScopeFields => ({
  description: scope.description,
  accessibilitySupportBaseline: scope.accessibilitySupportBaseline,
  additionalRequirements: scope.additionalRequirements,
});

/** Whether an address is a page of the monitor's site (the same host, "www." or not, and port). */
export function isOnSite(monitor: MonitorRow, url: string): boolean {
  try {
    return parseScanTarget(url).site === monitor.site;
  } catch (error) {
    if (error instanceof HttpProblem) return false;
    throw error;
  }
}

/** A sample page's title: the scan's, where the last scan has the page. */
export function withScannedTitles(
  sample: readonly SamplePage[],
  pages: readonly ScannedPage[],
): SamplePage[] {
  const titles = new Map(pages.map((page) => [normaliseSampleUrl(page.url) ?? page.url, page.title]));
  return sample.map((page) => ({ ...page, title: titles.get(page.url) ?? page.title }));
}

/**
 * The sample the owner sent, checked: every address an http(s) page of the site, each once, at most
 * as many as the contract allows; the structured sample first. 400 with the index of every page
 * refused, nothing taken.
 */
export function sampleOfRequest(
  monitor: MonitorRow,
  sent: EvaluationRequest['sample'],
  pages: readonly ScannedPage[],
): SamplePage[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const sample: SamplePage[] = [];
  sent.forEach((page, index) => {
    const field = `sample.${index}.url`;
    const url = normaliseSampleUrl(page.url);
    if (!url) {
      errors.push({ field, code: 'invalid_url', message: `${page.url} is no http(s) address.` });
    } else if (!isOnSite(monitor, url)) {
      errors.push({ field, code: 'not_on_site', message: `${url} is not a page of ${monitor.site}.` });
    } else if (seen.has(url)) {
      errors.push({ field, code: 'duplicate', message: `${url} is in the sample already.` });
    } else {
      seen.add(url);
      sample.push({
        url,
        title: page.title || null,
        reason: page.reason,
        ...(page.label ? { label: page.label } : {}),
        sample: page.sample,
      });
    }
  });
  if (errors.length > 0) {
    throw new HttpProblem(400, 'validation_failed', 'Some pages of the sample cannot be taken.', errors);
  }
  const ordered = [
    ...sample.filter((page) => page.sample === 'structured'),
    ...sample.filter((page) => page.sample === 'random'),
  ];
  return withScannedTitles(ordered, pages);
}

/**
 * The seed sent, kept while the random sample is the one drawn with it (the saved or proposed
 * evaluation's, page for page); a random sample changed by hand is explained by no seed.
 */
export function seedKept(
  seed: string | null | undefined,
  sample: readonly SamplePage[],
  before: Evaluation,
): string | null {
  if (!seed || seed !== before.randomSeed) return null;
  const randomUrls = (pages: readonly SamplePage[]) =>
    pages.filter((page) => page.sample === 'random').map((page) => page.url);
  const now = randomUrls(sample);
  const drawn = randomUrls(before.sample);
  return now.length === drawn.length && now.every((url, index) => url === drawn[index]) ? seed : null;
}

export function toSiteEvaluation(
  monitor: MonitorRow,
  state: EvaluationState,
  language: Language,
): SiteEvaluation {
  const { evaluation, scan, pages } = state;
  const { conformanceTarget } = evaluation.scope;
  const structured = new Set(
    evaluation.sample.filter((page) => page.sample === 'structured').map((page) => page.url),
  );
  return {
    site: { id: monitor.id, site: monitor.site, url: monitor.url, profile: monitor.profile },
    proposed: state.proposed,
    scope: {
      ...scopeFieldsOf(evaluation),
      conformanceTarget: {
        wcagVersion: conformanceTarget.wcagVersion,
        level: conformanceTarget.level,
        en301549: conformanceTarget.en301549,
      },
    },
    sample: evaluation.sample.map((page) => ({
      url: page.url,
      title: page.title,
      reason: page.reason,
      reasonLabel: SAMPLE_REASON_LABELS[page.reason][language],
      label: page.label ?? null,
      sample: page.sample,
    })),
    randomSeed: evaluation.randomSeed,
    randomRequired: requiredRandomPages(structured.size),
    scan: scan?.finishedAt ? { id: scan.id, finishedAt: scan.finishedAt.toISOString() } : null,
    scannedPages: pages.length,
    candidatePages: pages.filter(
      (page) => page.kind === 'page' && !structured.has(normaliseSampleUrl(page.url) ?? page.url),
    ).length,
    methodText: evaluationMethodText(evaluation, language, scan ? pages.length : undefined),
    updatedAt: state.updatedAt?.toISOString() ?? null,
  };
}
