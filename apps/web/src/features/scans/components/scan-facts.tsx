import type { ScanView } from '@klarsicht/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { StatusText } from './status-text';

/** The header facts of one scan: site, date, profile, scope, pages scanned, status. */
export function ScanFacts({ scan }: { scan: ScanView }) {
  const { t } = useTranslation('scans');
  const facts: Array<[string, ReactNode]> = [
    [
      t('detail.facts.site'),
      <span key="site" className="[overflow-wrap:anywhere]">
        {scan.url}
      </span>,
    ],
    [t('detail.facts.date'), formatDateTime(scan.createdAt)],
    [t('detail.facts.profile'), t(`profiles.${scan.profile}`)],
    [t('detail.facts.scope'), t(`scopes.${scan.scope}`)],
    [
      t('detail.facts.pages'),
      <span key="pages" data-testid="pages-scanned">
        {scan.progress.pagesDone}
      </span>,
    ],
    [t('detail.facts.status'), <StatusText key="status" scan={scan} />],
  ];
  return (
    <dl className="mt-6 grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-sm font-semibold text-slate-600 dark:text-slate-300">{term}</dt>
          <dd className="mt-0.5">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
