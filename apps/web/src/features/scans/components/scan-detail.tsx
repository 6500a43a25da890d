import type { ScanView } from '@klarsicht/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScanFailureNotice } from '../../../components/scan-failure-notice';
import { SiteHomeLink, SiteSettingsLink } from '../../monitoring';
import type { ScanSource } from '../api/scan-source';
import { flowPicturePath } from '../flow-words';
import { siteOf } from '../format';
import { useLiveScan } from '../hooks/use-live-scan';
import { ScanFacts } from './scan-facts';
import { ScanFlows } from './scan-flows';
import { ScanResults } from './scan-results';

interface ScanDetailProps {
  scan: ScanView;
  source: ScanSource;
  /** Above the facts (the shared view's read-only note). */
  note?: ReactNode;
  /** After the results: the owner's downloads and share links. */
  ownerActions?: ReactNode;
}

/** One scan: header facts, live progress while it runs, the failure, or its results. */
export function ScanDetail({ scan, source, note, ownerActions }: ScanDetailProps) {
  return source.kind === 'own' ? (
    <LiveScanDetail scan={scan} source={source} note={note} ownerActions={ownerActions} />
  ) : (
    <ScanDetailView scan={scan} source={source} note={note} ownerActions={ownerActions} />
  );
}

function LiveScanDetail(props: ScanDetailProps) {
  const live = useLiveScan(props.scan);
  return <ScanDetailView {...props} scan={live} />;
}

function ScanDetailView({ scan, source, note, ownerActions }: ScanDetailProps) {
  const { t } = useTranslation('scans');
  const { t: tResult } = useTranslation('scanResult');
  const active = scan.status === 'queued' || scan.status === 'running';
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">
        {t('detail.heading', { site: siteOf(scan.url) })}
      </h1>
      {note}
      <ScanFacts scan={scan} />
      {source.kind === 'own' ? (
        <SiteHomeLink
          site={scan.site}
          label={t('detail.siteHome', { site: scan.site })}
          className="mt-4 inline-block"
        />
      ) : null}
      <p role="status" aria-live="polite" className={active ? 'mt-6 text-lg font-medium' : 'sr-only'}>
        {scan.status === 'queued' && scan.interruptedAt
          ? t('detail.resuming')
          : active
            ? t('detail.running')
            : scan.status === 'succeeded'
              ? t('detail.finished')
              : ''}
      </p>
      {scan.status === 'failed' ? (
        <ScanFailureNotice scan={scan} testId="scan-failure">
          {source.kind === 'own' && scan.failure?.code === 'sign_in_failed' ? (
            <SiteSettingsLink site={scan.site} label={tResult('failure.toSignInSettings')} className="mt-3" />
          ) : null}
        </ScanFailureNotice>
      ) : null}
      {/* A scan whose flows checked nothing fails (flow_failed): where each stopped is said here. */}
      {scan.status === 'failed' ? (
        <ScanFlows
          flows={scan.flows}
          {...(source.kind === 'own' ? { pictureOf: (flow: string) => flowPicturePath(scan.id, flow) } : {})}
        />
      ) : null}
      {scan.status === 'succeeded' ? (
        <>
          <ScanResults scan={scan} source={source} />
          {ownerActions}
        </>
      ) : null}
    </>
  );
}
