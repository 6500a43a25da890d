import type { ScanView } from '@klarsicht/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { scopeWords } from '../scope-words';
import { PagesNotChecked } from './pages-not-checked';
import { StatusText } from './status-text';

/** The header facts of one scan: start address, date, profile, scope, pages scanned, status. */
export function ScanFacts({ scan }: { scan: ScanView }) {
  const { t } = useTranslation('scans');
  const facts: Array<[string, ReactNode]> = [
    [
      t('detail.facts.site'),
      <span key="site" className="[overflow-wrap:anywhere]" data-testid="scan-start-url">
        {scan.url}
      </span>,
    ],
    [t('detail.facts.date'), formatDateTime(scan.createdAt)],
    [t('detail.facts.profile'), t(`profiles.${scan.profile}`)],
    [t('detail.facts.scope'), <ScopeText key="scope" scan={scan} />],
    [
      t('detail.facts.pages'),
      <span key="pages">
        <span data-testid="pages-scanned">{scan.progress.pagesDone}</span>
        <PagesNotChecked scan={scan} />
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

/** What the scan covered: one page, or the part of the site its crawl kept to (see scopeWords). */
function ScopeText({ scan }: { scan: ScanView }) {
  const { t } = useTranslation('scans');
  const { area, include, exclude } = scopeWords(scan);
  return (
    <span data-testid="scan-scope" className="[overflow-wrap:anywhere]">
      {area.key === 'detail.scopeUnder' ? t(area.key, { folder: area.folder }) : t(area.key)}
      {include.length > 0 ? (
        <span className="block text-sm">{t('detail.scopeInclude', { patterns: include.join(', ') })}</span>
      ) : null}
      {exclude.length > 0 ? (
        <span className="block text-sm">{t('detail.scopeExclude', { patterns: exclude.join(', ') })}</span>
      ) : null}
    </span>
  );
}
