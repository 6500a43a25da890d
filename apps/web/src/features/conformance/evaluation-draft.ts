import type { EvaluationRequest, FieldError, SiteEvaluation } from '@klarsicht/contracts';
import { SAMPLE_MAX_PAGES, type SampleKind, type SampleReason } from '@klarsicht/report';

/*
 * The evaluation as the owner edits it before saving: the three scope texts, the sample (the
 * structured pages first, then the random ones, so a page's index is its index in the request and in
 * the server's field errors) and the seed of the random sample, kept only while that sample is the
 * one drawn with it.
 */

export const SCOPE_FIELDS = [
  'description',
  'accessibilitySupportBaseline',
  'additionalRequirements',
] as const;
export type ScopeField = (typeof SCOPE_FIELDS)[number];

export interface DraftPage {
  url: string;
  title: string | null;
  reason: SampleReason;
  /** The owner's words for the page; empty: none. */
  label: string;
  sample: SampleKind;
}

export interface EvaluationDraft {
  scope: Record<ScopeField, string>;
  sample: DraftPage[];
  randomSeed: string | null;
}

const ordered = (pages: readonly DraftPage[]) => [
  ...pages.filter((page) => page.sample === 'structured'),
  ...pages.filter((page) => page.sample === 'random'),
];

export function draftOf(evaluation: SiteEvaluation): EvaluationDraft {
  return {
    scope: {
      description: evaluation.scope.description,
      accessibilitySupportBaseline: evaluation.scope.accessibilitySupportBaseline,
      additionalRequirements: evaluation.scope.additionalRequirements,
    },
    sample: ordered(
      evaluation.sample.map((page) => ({
        url: page.url,
        title: page.title,
        reason: page.reason,
        label: page.label ?? '',
        sample: page.sample,
      })),
    ),
    randomSeed: evaluation.randomSeed,
  };
}

/** `PUT /api/sites/:id/evaluation`: the whole evaluation, in the draft's order. */
export function requestOf(draft: EvaluationDraft): EvaluationRequest {
  return {
    scope: { ...draft.scope },
    sample: draft.sample.map((page) => ({
      url: page.url,
      title: page.title,
      reason: page.reason,
      ...(page.label.trim() ? { label: page.label.trim() } : {}),
      sample: page.sample,
    })),
    randomSeed: draft.randomSeed,
  };
}

/** Whether the draft says something else than the evaluation shown (texts compared as they are saved). */
export function isChanged(draft: EvaluationDraft, evaluation: SiteEvaluation): boolean {
  const saved = requestOf(draftOf(evaluation));
  const now = requestOf(draft);
  const trimmed = (request: EvaluationRequest) => ({
    ...request,
    scope: {
      description: request.scope.description.trim(),
      accessibilitySupportBaseline: request.scope.accessibilitySupportBaseline.trim(),
      additionalRequirements: request.scope.additionalRequirements.trim(),
    },
  });
  return JSON.stringify(trimmed(now)) !== JSON.stringify(trimmed(saved));
}

export const pagesOf = (draft: EvaluationDraft, kind: SampleKind) =>
  draft.sample.filter((page) => page.sample === kind);

/** Without a page; a random page removed by hand leaves a random sample no seed explains. */
export function withoutPage(draft: EvaluationDraft, url: string): EvaluationDraft {
  const removed = draft.sample.find((page) => page.url === url);
  if (!removed) return draft;
  return {
    ...draft,
    sample: draft.sample.filter((page) => page !== removed),
    randomSeed: removed.sample === 'random' ? null : draft.randomSeed,
  };
}

/** With a page added to the structured sample (after its other pages, before the random ones). */
export function withStructuredPage(
  draft: EvaluationDraft,
  page: { url: string; reason: SampleReason; label: string },
): EvaluationDraft {
  return {
    ...draft,
    sample: ordered([
      ...draft.sample,
      { ...page, label: page.label.trim(), title: null, sample: 'structured' },
    ]),
  };
}

/** The address the owner typed, as an absolute http(s) address: a path is taken on the site itself. */
export function resolveAddress(input: string, siteUrl: string): string | null {
  const text = input.trim();
  if (!text) return null;
  let url: URL;
  try {
    if (text.startsWith('/')) url = new URL(text, siteUrl);
    else if (/^[a-z][a-z\d+.-]*:/i.test(text) && !/^[^/]+:\d+(?:[/?#]|$)/.test(text)) url = new URL(text);
    else url = new URL(`https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
  url.hash = '';
  return url.href;
}

/** The site an address belongs to, as the server counts sites: the host without "www.", with its port. */
export function siteOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.replace(/^www\./, '');
    return parsed.port === '' ? host : `${host}:${parsed.port}`;
  } catch {
    return null;
  }
}

export type AddPageProblem = 'required' | 'invalid' | 'otherSite' | 'duplicate' | 'full';

/** What keeps an address from being added to the sample; null when it can be. */
export function addPageProblem(
  draft: EvaluationDraft,
  input: string,
  site: SiteEvaluation['site'],
): AddPageProblem | null {
  if (!input.trim()) return 'required';
  const url = resolveAddress(input, site.url);
  if (!url) return 'invalid';
  if (siteOf(url) !== site.site.toLowerCase()) return 'otherSite';
  if (draft.sample.some((page) => page.url === url)) return 'duplicate';
  if (draft.sample.length >= SAMPLE_MAX_PAGES) return 'full';
  return null;
}

export type ScopeProblem = 'tooLong' | 'invalid';
export type PageProblem = 'invalidUrl' | 'notOnSite' | 'duplicate' | 'labelTooLong' | 'invalid';
export type OtherProblem = 'tooManyPages' | 'invalid';

export interface ServerProblems {
  scope: Partial<Record<ScopeField, ScopeProblem>>;
  /** By the page's address. */
  pages: Partial<Record<string, PageProblem>>;
  /** What names no field the form shows. */
  other: OtherProblem[];
}

const PAGE_PROBLEMS: Readonly<Record<string, PageProblem>> = {
  invalid_url: 'invalidUrl',
  not_on_site: 'notOnSite',
  duplicate: 'duplicate',
};

/**
 * The server's field errors of a refused save (`scope.description`, `sample.3.url`, `sample`) where
 * the form shows them: at the scope's fields, at the sample's pages (by the index they were sent
 * with), or, for what names no field, as one message.
 */
export function problemsOfServer(errors: readonly FieldError[], draft: EvaluationDraft): ServerProblems {
  const problems: ServerProblems = { scope: {}, pages: {}, other: [] };
  for (const { field, code } of errors) {
    const parts = field.split('.');
    const scopeField = SCOPE_FIELDS.find((name) => parts[0] === 'scope' && parts[1] === name);
    if (scopeField) {
      problems.scope[scopeField] ??= code === 'too_long' ? 'tooLong' : 'invalid';
      continue;
    }
    const page = parts[0] === 'sample' && parts[1] !== undefined ? draft.sample[Number(parts[1])] : undefined;
    if (page) {
      problems.pages[page.url] ??=
        PAGE_PROBLEMS[code] ?? (parts[2] === 'label' && code === 'too_long' ? 'labelTooLong' : 'invalid');
      continue;
    }
    const other: OtherProblem = field === 'sample' && code === 'too_big' ? 'tooManyPages' : 'invalid';
    if (!problems.other.includes(other)) problems.other.push(other);
  }
  return problems;
}

export const hasProblems = (problems: ServerProblems) =>
  Object.keys(problems.scope).length > 0 ||
  Object.keys(problems.pages).length > 0 ||
  problems.other.length > 0;

export const NO_PROBLEMS: ServerProblems = { scope: {}, pages: {}, other: [] };

/** The import's problems by their code (the Report Tool file's, see readWcagEmReport and fromWcagEmReport). */
export const IMPORT_PROBLEMS = [
  'unsupported_version',
  'no_address',
  'not_on_site',
  'too_long',
  'too_big',
  'invalid_value',
  'conflict',
  'invalid',
] as const;
export type ImportProblem = (typeof IMPORT_PROBLEMS)[number];

export function importProblemOf(code: string): ImportProblem {
  return IMPORT_PROBLEMS.find((known) => known === code) ?? 'invalid';
}
