import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeadingLevel } from '../../../components/heading';
import { AlertIcon } from '../../../components/icons';
import { isBusy, useFreeCheck } from '../hooks/use-free-check';
import { isFieldError } from '../start-errors';
import { httpAlternative } from '../url-input';
import { CheckStatus } from './check-status';
import { FreeCheckForm } from './free-check-form';
import { checkOutcomeModule, LazyCheckOutcome } from './lazy-check-outcome';

// Only a refused check needs it (date and relative-time formatting): kept out of the first page.
const RateLimitMessage = lazy(() =>
  import('./rate-limit-message').then((module) => ({ default: module.RateLimitMessage })),
);

/** Failures an https:// address without a scheme typed may owe to the site having no (working) TLS. */
const HTTP_WORTH_TRYING = new Set(['unreachable', 'timeout']);

interface FreeCheckProps {
  /** Two instances share the home page: in the hero and in the closing call to action. */
  placement: 'hero' | 'cta';
  /** Level of the result's heading, one below the section it sits in. */
  headingLevel: HeadingLevel;
}

/** The free single-page check: address → POST /api/scans → live progress → overview or failure. */
export function FreeCheck({ placement, headingLevel }: FreeCheckProps) {
  const { t } = useTranslation('freeCheck');
  const { state, start, reset } = useFreeCheck();
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // What was typed, not the normalised URL: only an address typed without a scheme gets the http offer.
  const [typed, setTyped] = useState('');

  const error = state.phase === 'error' ? state.error : undefined;
  const fieldError = error && isFieldError(error) ? error : undefined;
  const formError = error && !isFieldError(error) ? error : undefined;
  const retry = state.phase === 'error' ? state.retry : undefined;
  const finishedScan = state.phase === 'finished' ? state.scan : undefined;

  useEffect(() => {
    if (fieldError) inputRef.current?.focus();
  }, [fieldError]);

  const checkAnother = () => {
    reset();
    inputRef.current?.focus();
    inputRef.current?.select();
  };

  return (
    <div ref={containerRef}>
      <FreeCheckForm
        label={placement === 'hero' ? t('form.heroLabel') : t('form.ctaLabel')}
        busy={isBusy(state)}
        serverError={fieldError}
        inputRef={inputRef}
        onSubmit={(url, raw) => {
          checkOutcomeModule.load().catch(() => undefined);
          setTyped(raw);
          void start(url);
        }}
        onEdit={() => {
          if (state.phase === 'error') reset();
        }}
      />
      {formError ? (
        <p
          role="alert"
          className="mt-4 flex items-start gap-2 rounded-lg border border-red-700 bg-red-50 p-4 font-medium text-red-900 dark:border-red-300 dark:bg-red-950 dark:text-red-50"
        >
          <span className="mt-0.5 shrink-0">
            <AlertIcon />
          </span>
          <span>
            {formError === 'rate_limited' && retry ? (
              <Suspense fallback={null}>
                <RateLimitMessage retry={retry} />
              </Suspense>
            ) : (
              t(`apiErrors.${formError}`)
            )}
          </span>
        </p>
      ) : null}
      <CheckStatus state={state} />
      {finishedScan ? (
        <Suspense fallback={null}>
          <LazyCheckOutcome
            scan={finishedScan}
            headingLevel={headingLevel}
            focusScope={containerRef}
            onCheckAnother={checkAnother}
            httpUrl={
              finishedScan.status === 'failed' && HTTP_WORTH_TRYING.has(finishedScan.failure?.code ?? '')
                ? httpAlternative(typed, finishedScan.url)
                : undefined
            }
            onTryUrl={(url) => {
              setTyped(url);
              void start(url);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
