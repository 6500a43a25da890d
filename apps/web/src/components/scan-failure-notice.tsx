import type { ScanView } from '@klarsicht/contracts';
import { failureHint, failureReason, signInAnswerText } from '@klarsicht/texts/failures';
import { type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/languages';
import { Heading, type HeadingLevel } from './heading';
import { AlertIcon } from './icons';

interface ScanFailureNoticeProps {
  scan: ScanView;
  headingLevel?: HeadingLevel;
  /** Where focus goes when the failure replaces the progress (the free check). */
  headingRef?: Ref<HTMLHeadingElement>;
  testId: string;
  /** What the screen offers next (the free check: the address and "check another"). */
  children?: ReactNode;
}

/** "We couldn't scan this site", with the reason and a hint by failure code: free check and run page alike. */
export function ScanFailureNotice({
  scan,
  headingLevel = 2,
  headingRef,
  testId,
  children,
}: ScanFailureNoticeProps) {
  const { t } = useTranslation('scanResult');
  const language = useLanguage();
  const headingId = useId();
  const code = scan.failure?.code ?? 'internal';
  const status = scan.failure?.status;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 rounded-xl border-2 border-red-700 bg-red-50 p-6 text-red-950 dark:border-red-300 dark:bg-red-950 dark:text-red-50"
      data-testid={testId}
    >
      <div className="flex items-start gap-2">
        <span className="mt-1 shrink-0">
          <AlertIcon />
        </span>
        <Heading
          level={headingLevel}
          id={headingId}
          {...(headingRef ? { ref: headingRef, tabIndex: -1 } : {})}
          className="text-xl font-bold"
        >
          {t('failure.title')}
        </Heading>
      </div>
      <p className="mt-3">
        <strong>{t('failure.reasonLabel')}</strong>{' '}
        {/* The one wording the CLI and the reports use too, with the HTTP status where it tells more. */}
        <span data-testid="failure-reason">{failureReason({ code, status }, language)}</span>
      </p>
      {code === 'sign_in_failed' && scan.failure?.signInAnswer ? (
        // The site's own words, as its sign-in page showed them: why the password or account failed.
        <p className="mt-2" data-testid="failure-sign-in-answer">
          {signInAnswerText(scan.failure.signInAnswer, language)}
        </p>
      ) : null}
      <p className="mt-2" data-testid="failure-hint">
        {failureHint(code, language)}
      </p>
      {children}
    </section>
  );
}
