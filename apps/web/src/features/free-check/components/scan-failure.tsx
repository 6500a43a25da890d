import type { ScanView } from '@klarsicht/contracts';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, type HeadingLevel } from '../../../components/heading';
import { AlertIcon } from '../../../components/icons';
import { buttonSecondaryClass } from '../../../components/ui-classes';

interface ScanFailureProps {
  scan: ScanView;
  headingLevel: HeadingLevel;
  headingRef: Ref<HTMLHeadingElement>;
  onCheckAnother: () => void;
}

/** Spec §8 "Scan failure": we couldn't scan this site, with the reason by failure code. */
export function ScanFailure({ scan, headingLevel, headingRef, onCheckAnother }: ScanFailureProps) {
  const { t } = useTranslation('scanResult');
  const headingId = useId();
  const code = scan.failure?.code ?? 'internal';
  const status = scan.failure?.status;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 rounded-xl border-2 border-red-700 bg-red-50 p-6 text-red-950 dark:border-red-300 dark:bg-red-950 dark:text-red-50"
      data-testid="free-check-failure"
    >
      <div className="flex items-start gap-2">
        <span className="mt-1 shrink-0">
          <AlertIcon />
        </span>
        <Heading
          level={headingLevel}
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold"
        >
          {t('failure.title')}
        </Heading>
      </div>
      <p className="mt-3">
        <strong>{t('failure.reasonLabel')}</strong>{' '}
        <span data-testid="failure-reason">{t(`failure.reasons.${code}`)}</span>
        {code === 'http_error' && status ? ` ${t('failure.httpStatus', { status })}` : null}
      </p>
      <p className="mt-2" data-testid="failure-hint">
        {t(`failure.hints.${code}`)}
      </p>
      <p className="mt-2 break-all text-sm">{scan.url}</p>
      <button type="button" className={`${buttonSecondaryClass} mt-5`} onClick={onCheckAnother}>
        {t('results.checkAnother')}
      </button>
    </section>
  );
}
