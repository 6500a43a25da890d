import type { ActivityAction } from '@klarsicht/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../components/query-status';
import { containerClass, mutedTextClass } from '../../components/ui-classes';
import { useChosenOrganisation } from '../organisations';
import { isRoleRefused } from './activity-errors';
import { useActivity } from './api/activity-api';
import { EntriesSection } from './components/entries-section';
import { ExportSection } from './components/export-section';
import { VerifySection } from './components/verify-section';

/**
 * `/profile/activity` (decision 028): the organisation's activity record, newest first, filtered by
 * action; its verification against the hash chain; the whole record as JSON or CSV. Every role but
 * a client reads it; a client is told that their role does not include it.
 */
export function ActivityPage() {
  const { t } = useTranslation(['activity', 'common']);
  const organisation = useChosenOrganisation();
  const [action, setAction] = useState<ActivityAction | null>(null);
  const list = useActivity(organisation, action);
  const refused = list.isError && isRoleRefused(list.error);

  return (
    <div className={`${containerClass} py-12 sm:py-16`}>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('common:titles.activity')}</h1>
      <div className={`mt-3 max-w-3xl space-y-2 ${mutedTextClass}`}>
        <p>{t('intro')}</p>
        <p>{t('chain')}</p>
      </div>
      {list.isPending ? (
        <LoadingStatus className="mt-8">{t('entries.loading')}</LoadingStatus>
      ) : refused ? (
        <p
          role="alert"
          className="mt-8 max-w-3xl rounded-lg border border-slate-400 p-4 dark:border-slate-500"
        >
          {t('roleRefused')}
        </p>
      ) : (
        <>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            <VerifySection organisation={organisation} />
            <ExportSection organisation={organisation} />
          </div>
          <EntriesSection list={list} action={action} onActionChange={setAction} />
        </>
      )}
    </div>
  );
}
