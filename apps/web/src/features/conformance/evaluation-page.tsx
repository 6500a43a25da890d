import type { EvaluationImportResult, SiteEvaluation } from '@klarsicht/contracts';
import { requiredRandomPages, SCOPE_TEXT_MAX_LENGTH } from '@klarsicht/report';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorSummary } from '../../components/error-summary';
import { FormField } from '../../components/form-field';
import { LoadFailed, LoadingStatus } from '../../components/query-status';
import {
  buttonPrimaryClass,
  buttonSecondaryClass,
  cardClass,
  containerClass,
  inputClass,
  mutedTextClass,
  textLinkClass,
} from '../../components/ui-classes';
import { useLanguage } from '../../i18n/languages';
import { ApiError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format-date';
import { useAuth } from '../auth';
import { useDrawRandomSample, useSaveEvaluation, useSiteEvaluation } from './api/evaluation-api';
import { AddSamplePageForm } from './components/add-sample-page-form';
import { type SampleRow, SampleTable } from './components/sample-table';
import { WcagEmExchange } from './components/wcag-em-exchange';
import {
  type DraftPage,
  draftOf,
  type EvaluationDraft,
  hasProblems,
  isChanged,
  NO_PROBLEMS,
  pagesOf,
  problemsOfServer,
  requestOf,
  SCOPE_FIELDS,
  type ServerProblems,
  withoutPage,
  withStructuredPage,
} from './evaluation-draft';
import { evaluationErrorKey } from './evaluation-errors';
import { conformancePath } from './paths';

/** `/sites/:id/evaluation`: the site's evaluation after WCAG-EM — the scope and the sample of pages. */
export function EvaluationPage() {
  const { t } = useTranslation('conformance');
  const { id = '' } = useParams();
  const { user } = useAuth();
  const language = useLanguage();
  const evaluation = useSiteEvaluation(user?.sub, id, language);

  return (
    <div className={`${containerClass} py-12 sm:py-16`}>
      <p>
        <Link to={conformancePath(id)} className={textLinkClass}>
          {t('evaluation.back')}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight break-words sm:text-4xl">
        {evaluation.data
          ? t('evaluation.heading', { site: evaluation.data.site.site })
          : t('evaluation.headingUnknown')}
      </h1>
      {evaluation.isPending ? (
        <LoadingStatus className="mt-6">{t('evaluation.loading')}</LoadingStatus>
      ) : evaluation.isError ? (
        <LoadFailed
          className="mt-6"
          message={t(`evaluation.errors.${evaluationErrorKey(evaluation.error)}`)}
          retryLabel={t('retry')}
          onRetry={() => void evaluation.refetch()}
          retryClassName="mt-3"
        />
      ) : (
        // A fresh editor per site and person: a draft never moves to another site.
        <EvaluationEditor key={`${user?.sub}/${id}`} evaluation={evaluation.data} />
      )}
    </div>
  );
}

type Notice = { where: 'structured' | 'random' | 'save'; text: string };

function EvaluationEditor({ evaluation }: { evaluation: SiteEvaluation }) {
  const { t } = useTranslation('conformance');
  const { user } = useAuth();
  const language = useLanguage();
  const siteId = evaluation.site.id;
  const save = useSaveEvaluation(user?.sub, siteId, language);
  const draw = useDrawRandomSample(user?.sub, siteId, language);
  const ids = {
    state: useId(),
    scope: useId(),
    structured: useId(),
    random: useId(),
    save: useId(),
  };
  const [draft, setDraft] = useState<EvaluationDraft>(() => draftOf(evaluation));
  const [problems, setProblems] = useState<ServerProblems>(NO_PROBLEMS);
  const [notice, setNotice] = useState<Notice | null>(null);
  /** Counts refused changes: after each, focus goes to the first field the server named. */
  const [attempt, setAttempt] = useState(0);
  const firstProblemId = useRef<string | undefined>(undefined);
  const addressRef = useRef<HTMLInputElement>(null);
  const drawRef = useRef<HTMLButtonElement>(null);
  const randomHeadingRef = useRef<HTMLHeadingElement>(null);

  const changed = isChanged(draft, evaluation);
  const structured = pagesOf(draft, 'structured');
  const random = pagesOf(draft, 'random');
  const busy = save.isPending || draw.isPending;
  const scopeId = (field: string) => `${ids.scope}-${field}`;
  const pageId = (page: DraftPage) => `${ids.save}-page-${draft.sample.indexOf(page)}`;
  const rowsOf = (pages: DraftPage[]): SampleRow[] =>
    pages.map((page) => ({ page, controlId: pageId(page), problem: problems.pages[page.url] }));

  /** A refused change: the server's field errors at their fields, focus on the first. */
  const refused = (error: unknown) => {
    if (!(error instanceof ApiError) || error.code !== 'validation_failed' || error.fieldErrors.length === 0)
      return false;
    setProblems(problemsOfServer(error.fieldErrors, draft));
    setAttempt((count) => count + 1);
    return true;
  };

  const startChange = () => {
    setNotice(null);
    setProblems(NO_PROBLEMS);
    save.reset();
    draw.reset();
  };

  const submit = () => {
    startChange();
    if (!changed && !evaluation.proposed) {
      setNotice({ where: 'save', text: t('evaluation.save.unchanged') });
      return;
    }
    save.mutate(requestOf(draft), {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        setNotice({ where: 'save', text: t('evaluation.save.saved') });
      },
      onError: refused,
    });
  };

  const drawAgain = () => {
    startChange();
    const pending = changed || evaluation.proposed ? requestOf(draft) : null;
    draw.mutate(pending, {
      onSuccess: (drawn) => {
        setDraft(draftOf(drawn));
        const count = drawn.sample.filter((page) => page.sample === 'random').length;
        setNotice({
          where: 'random',
          text: `${t('evaluation.random.drawn', { count })}${pending ? ` ${t('evaluation.random.savedToo')}` : ''}`,
        });
      },
      onError: refused,
    });
  };

  const remove = (page: DraftPage) => {
    setDraft((current) => withoutPage(current, page.url));
    setNotice({
      where: page.sample,
      text: t('evaluation.sample.removed', { page: page.label || page.title || page.url }),
    });
  };

  const imported = (result: EvaluationImportResult) => {
    startChange();
    setDraft(draftOf(result.evaluation));
  };

  const saveFailure = save.error && !hasProblems(problems) ? save.error : null;
  const drawFailure = draw.error && !hasProblems(problems) ? draw.error : null;
  const summary = [
    ...SCOPE_FIELDS.flatMap((field) => {
      const problem = problems.scope[field];
      return problem
        ? [
            {
              id: scopeId(field),
              text: `${t(`evaluation.scope.${field}`)}: ${t(`evaluation.scopeErrors.${problem}`)}`,
            },
          ]
        : [];
    }),
    ...draft.sample.flatMap((page) => {
      const problem = problems.pages[page.url];
      return problem
        ? [{ id: pageId(page), text: `${page.url}: ${t(`evaluation.pageErrors.${problem}`)}` }]
        : [];
    }),
  ];
  firstProblemId.current = summary[0]?.id;
  useEffect(() => {
    if (attempt > 0 && firstProblemId.current) document.getElementById(firstProblemId.current)?.focus();
  }, [attempt]);
  const noticeAt = (where: Notice['where']) => (notice?.where === where ? notice.text : '');

  return (
    <div>
      <p className="mt-4 max-w-3xl">{t('evaluation.intro')}</p>

      <section aria-labelledby={ids.state} className={`${cardClass} mt-6`} data-testid="evaluation-state">
        <h2 id={ids.state} className="text-xl font-bold">
          {t('evaluation.state.heading')}
        </h2>
        <p className="mt-2 font-semibold" data-testid="evaluation-saved">
          {evaluation.proposed
            ? evaluation.scan
              ? t('evaluation.state.proposed', { date: formatDateTime(evaluation.scan.finishedAt) })
              : t('evaluation.state.proposedNoScan')
            : t('evaluation.state.saved', { date: formatDateTime(evaluation.updatedAt ?? '') })}
        </p>
        <dl className="mt-4 space-y-3">
          <div>
            <dt className="font-semibold">{t('evaluation.state.target')}</dt>
            <dd>
              {evaluation.scope.conformanceTarget.en301549
                ? t('evaluation.state.targetEn', {
                    version: evaluation.scope.conformanceTarget.en301549,
                    wcag: evaluation.scope.conformanceTarget.wcagVersion,
                    level: evaluation.scope.conformanceTarget.level,
                  })
                : t('evaluation.state.targetWcag', {
                    wcag: evaluation.scope.conformanceTarget.wcagVersion,
                    level: evaluation.scope.conformanceTarget.level,
                  })}
            </dd>
            <dd className={`text-sm ${mutedTextClass}`}>{t('evaluation.state.targetHint')}</dd>
          </div>
          <div>
            <dt className="font-semibold">{t('evaluation.state.method')}</dt>
            <dd data-testid="evaluation-method">{evaluation.methodText}</dd>
            <dd className={`text-sm ${mutedTextClass}`}>{t('evaluation.state.methodHint')}</dd>
          </div>
          <div>
            <dt className="font-semibold">{t('evaluation.state.scan')}</dt>
            <dd>
              {evaluation.scan
                ? t('evaluation.state.scanned', {
                    count: evaluation.scannedPages,
                    date: formatDateTime(evaluation.scan.finishedAt),
                  })
                : t('evaluation.state.noScan')}
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby={ids.scope} className={`${cardClass} mt-6`} data-testid="evaluation-scope">
        <h2 id={ids.scope} className="text-xl font-bold">
          {t('evaluation.scope.heading')}
        </h2>
        <div className="mt-4 max-w-3xl space-y-5">
          {SCOPE_FIELDS.map((field) => {
            const problem = problems.scope[field];
            return (
              <FormField
                key={field}
                id={scopeId(field)}
                label={t(`evaluation.scope.${field}`)}
                hint={t(`evaluation.scope.${field}Hint`)}
                error={problem ? t(`evaluation.scopeErrors.${problem}`) : ''}
                announceError={false}
              >
                {(control) => (
                  <textarea
                    {...control}
                    className={`${inputClass} mt-1 min-h-24`}
                    maxLength={SCOPE_TEXT_MAX_LENGTH}
                    value={draft.scope[field]}
                    onChange={(event) =>
                      setDraft((current) => ({
                        ...current,
                        scope: { ...current.scope, [field]: event.target.value },
                      }))
                    }
                  />
                )}
              </FormField>
            );
          })}
        </div>
      </section>

      <section
        aria-labelledby={ids.structured}
        className={`${cardClass} mt-6`}
        data-testid="structured-sample"
      >
        <h2 id={ids.structured} className="text-xl font-bold">
          {t('evaluation.structured.heading', { count: structured.length })}
        </h2>
        <p className="mt-2 max-w-3xl">{t('evaluation.structured.intro')}</p>
        {structured.length > 0 ? (
          <>
            <p className={`mt-2 ${mutedTextClass}`}>{t('evaluation.sample.newTabHint')}</p>
            <SampleTable
              rows={rowsOf(structured)}
              caption={t('evaluation.structured.caption')}
              showReason
              onRemove={remove}
              afterLast={() => addressRef.current}
              testId="structured-sample-table"
            />
          </>
        ) : (
          <p className="mt-4 font-semibold">{t('evaluation.structured.none')}</p>
        )}
        <p role="status" className="mt-3 font-semibold empty:hidden" data-testid="structured-status">
          {noticeAt('structured')}
        </p>
        <AddSamplePageForm
          draft={draft}
          site={evaluation.site}
          addressRef={addressRef}
          onAdd={(page) => {
            setNotice(null);
            setDraft((current) => withStructuredPage(current, page));
          }}
        />
      </section>

      <section aria-labelledby={ids.random} className={`${cardClass} mt-6`} data-testid="random-sample">
        <h2 id={ids.random} ref={randomHeadingRef} tabIndex={-1} className="text-xl font-bold">
          {t('evaluation.random.heading', { count: random.length })}
        </h2>
        <p className="mt-2 max-w-3xl">
          {t('evaluation.random.required', { count: requiredRandomPages(structured.length) })}{' '}
          {evaluation.scan
            ? t('evaluation.random.candidates', { count: evaluation.candidatePages })
            : t('evaluation.random.noScan')}
        </p>
        {draft.randomSeed === null && random.length > 0 ? (
          <p className={`mt-2 ${mutedTextClass}`} data-testid="random-by-hand">
            {t('evaluation.random.byHand')}
          </p>
        ) : null}
        {random.length > 0 ? (
          <>
            <p className={`mt-2 ${mutedTextClass}`}>{t('evaluation.sample.newTabHint')}</p>
            <SampleTable
              rows={rowsOf(random)}
              caption={t('evaluation.random.caption')}
              showReason={false}
              onRemove={remove}
              afterLast={() => drawRef.current ?? randomHeadingRef.current}
              testId="random-sample-table"
            />
          </>
        ) : (
          <p className="mt-4 font-semibold">{t('evaluation.random.none')}</p>
        )}
        {evaluation.scan ? (
          <div className="mt-4">
            <button
              ref={drawRef}
              type="button"
              className={buttonSecondaryClass}
              aria-disabled={busy || undefined}
              aria-describedby={`${ids.random}-draw-hint`}
              onClick={() => {
                if (!busy) drawAgain();
              }}
            >
              {draw.isPending ? t('evaluation.random.drawing') : t('evaluation.random.draw')}
            </button>
            <p id={`${ids.random}-draw-hint`} className={`mt-2 text-sm ${mutedTextClass}`}>
              {t('evaluation.random.drawHint')}
            </p>
          </div>
        ) : null}
        <p role="status" className="mt-3 font-semibold empty:hidden" data-testid="random-status">
          {noticeAt('random')}
        </p>
        <p role="alert" className="mt-3 font-semibold empty:hidden">
          {drawFailure ? t(`evaluation.errors.${evaluationErrorKey(drawFailure)}`) : ''}
        </p>
      </section>

      <section aria-labelledby={ids.save} className="mt-6" data-testid="evaluation-save">
        <h2 id={ids.save} className="sr-only">
          {t('evaluation.save.heading')}
        </h2>
        <ErrorSummary
          heading={t('evaluation.save.summary', { count: summary.length })}
          entries={summary}
          className="mb-4"
          testId="evaluation-error-summary"
        />
        {changed ? (
          <p className="mb-3 font-semibold" data-testid="evaluation-unsaved">
            {t('evaluation.save.unsaved')}
          </p>
        ) : null}
        <button
          type="button"
          className={buttonPrimaryClass}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) submit();
          }}
        >
          {save.isPending ? t('evaluation.save.saving') : t('evaluation.save.save')}
        </button>
        <p role="status" className="mt-3 font-semibold empty:hidden" data-testid="evaluation-status">
          {noticeAt('save')}
        </p>
        <p role="alert" className="mt-3 font-semibold empty:hidden">
          {saveFailure
            ? t(`evaluation.errors.${evaluationErrorKey(saveFailure)}`)
            : problems.other.map((problem) => t(`evaluation.otherErrors.${problem}`)).join(' ')}
        </p>
      </section>

      <WcagEmExchange siteId={siteId} onImported={imported} />
    </div>
  );
}
