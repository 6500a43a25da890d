import type { IssueView } from '@klarsicht/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../components/query-status';
import { buttonSecondaryClass } from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';
import { useIssuePages } from '../api/scan-queries';
import type { ScanSource } from '../api/scan-source';
import { issuePageName, namedStateLabel, pageKey } from '../flow-words';
import type { DecisionRights } from '../hooks/use-decision-rights';
import { issueName } from '../issue-name';
import { scanErrorKey } from '../scan-errors';
import { DecisionControl } from './decision-control';
import { ElementDetails } from './element-details';
import { IssueStatusLabel } from './issue-status-label';
import { IssueTicket, type TicketRights } from './issue-ticket';

interface IssueItemProps {
  source: ScanSource;
  issue: IssueView;
  /** The owner's view for editors and up: the issue can be decided. */
  decide?: { rights: DecisionRights; onDecided: (message: string) => void } | undefined;
  /** The owner's view for editors and up: the issue can be selected for a bulk decision. */
  selection?: { selected: boolean; onSelect: (selected: boolean) => void } | undefined;
  /** Editors and up, in an organisation with an issue tracker: the issue's ticket can be created. */
  tickets?: TicketRights | undefined;
}

/**
 * One issue: where it appears (a page, or how many), its status for the owner, the element and what
 * failed, and its pages on demand; for members its ticket in a tracker; for those who may, a way
 * to create that ticket, to decide it and to select it.
 */
export function IssueItem({ source, issue, decide, selection, tickets }: IssueItemProps) {
  const { t } = useTranslation('scans');
  const language = useLanguage();
  return (
    <li className="min-w-0 rounded-lg border border-slate-300 p-4 dark:border-slate-600" data-testid="issue">
      {selection ? (
        <label className="mb-2 inline-flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-blue-700 dark:accent-blue-300"
            checked={selection.selected}
            onChange={(event) => selection.onSelect(event.target.checked)}
            data-testid="select-issue"
          />
          {t('decisions.bulk.select')}
          <span className="sr-only">
            {' '}
            {t('decisions.issueContext', { issue: issueName(t, issue, language) })}
          </span>
        </label>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <p className="min-w-0 font-semibold [overflow-wrap:anywhere]" data-testid="issue-where">
          {issue.pageCount === 1
            ? t('issues.onePage', {
                page: issuePageName(t, issue.firstPageUrl, issue.firstPageState, language),
              })
            : t('issues.onPages', { count: issue.pageCount })}
        </p>
        {issue.status ? <IssueStatusLabel status={issue.status} /> : null}
      </div>
      <div className="mt-3">
        {issue.element ? <ElementDetails node={issue.element} /> : <p>{t('issues.wholePage')}</p>}
      </div>
      {issue.pageCount > 1 ? <IssuePages source={source} issue={issue} /> : null}
      {source.kind === 'own' && (issue.ticket || tickets) ? (
        <IssueTicket issue={issue} rights={tickets} />
      ) : null}
      {decide ? <DecisionControl rights={decide.rights} issue={issue} onDecided={decide.onDecided} /> : null}
    </li>
  );
}

function IssuePages({ source, issue }: { source: ScanSource; issue: IssueView }) {
  const { t } = useTranslation('scans');
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const pages = useIssuePages(source, issue.id, open);
  const urls = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="mt-3">
      <button
        type="button"
        className={buttonSecondaryClass}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {open ? t('issues.hidePages') : t('issues.showPages', { count: issue.pageCount })}
      </button>
      <div id={listId} hidden={!open}>
        {!open ? null : pages.isPending ? (
          <LoadingStatus className="mt-2">{t('results.loading')}</LoadingStatus>
        ) : pages.isError ? (
          <p role="alert" className="mt-2">
            {t(`errors.${scanErrorKey(pages.error)}`)}
          </p>
        ) : (
          <>
            <ul className="mt-2 list-disc pl-6" data-testid="issue-pages">
              {urls.map((page) => (
                // A flow's state may share its address with the page as loaded: the state tells them apart.
                <li key={pageKey(page)} className="[overflow-wrap:anywhere]">
                  {page.title ? t('overview.pageTitled', { title: page.title, url: page.url }) : page.url}
                  {page.state ? (
                    <span
                      className="block text-sm text-slate-700 dark:text-slate-300"
                      data-testid="issue-page-state"
                    >
                      {namedStateLabel(t, page.state, language)}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
            {pages.hasNextPage ? (
              <button
                type="button"
                className={`${buttonSecondaryClass} mt-2`}
                disabled={pages.isFetchingNextPage}
                onClick={() => void pages.fetchNextPage()}
              >
                {t('issues.morePages', { count: issue.pageCount - urls.length })}
              </button>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
