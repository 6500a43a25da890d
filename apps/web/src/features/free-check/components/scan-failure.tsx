import type { ScanView } from '@klarsicht/contracts';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeadingLevel } from '../../../components/heading';
import { ScanFailureNotice } from '../../../components/scan-failure-notice';
import { buttonSecondaryClass } from '../../../components/ui-classes';

interface ScanFailureProps {
  scan: ScanView;
  headingLevel: HeadingLevel;
  headingRef: Ref<HTMLHeadingElement>;
  onCheckAnother: () => void;
  httpUrl?: string | undefined;
  onTryUrl: (url: string) => void;
}

/** The free check could not scan the site: the reason, the address, and a way to try another. */
export function ScanFailure({
  scan,
  headingLevel,
  headingRef,
  onCheckAnother,
  httpUrl,
  onTryUrl,
}: ScanFailureProps) {
  const { t } = useTranslation('scanResult');
  return (
    <ScanFailureNotice
      scan={scan}
      headingLevel={headingLevel}
      headingRef={headingRef}
      testId="free-check-failure"
    >
      <p className="mt-2 break-all text-sm">{scan.url}</p>
      {httpUrl ? (
        <>
          <p className="mt-4 [overflow-wrap:anywhere]" data-testid="http-suggestion">
            {t('failure.tryHttp', { url: httpUrl })}
          </p>
          <button
            type="button"
            // The address is long and has no spaces: it must wrap, or a phone scrolls sideways.
            className={`${buttonSecondaryClass} mt-2 max-w-full text-left [overflow-wrap:anywhere]`}
            onClick={() => onTryUrl(httpUrl)}
          >
            {t('failure.tryHttpButton', { url: httpUrl })}
          </button>
        </>
      ) : null}
      <button type="button" className={`${buttonSecondaryClass} mt-5`} onClick={onCheckAnother}>
        {t('results.checkAnother')}
      </button>
    </ScanFailureNotice>
  );
}
