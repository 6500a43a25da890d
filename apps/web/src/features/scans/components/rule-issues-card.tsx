import type { IssueRule, IssueView } from '@klarsicht/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../../components/icons';
import { ImpactBadge } from '../../../components/impact-badge';
import { LoadingStatus } from '../../../components/query-status';
import { cardClass } from '../../../components/ui-classes';
import { useIssues } from '../api/scan-queries';
import type { ScanSource } from '../api/scan-source';
import type { IssuesFilter } from '../api/scans-api';
import { useTicketTrackers } from '../api/ticket-queries';
import type { IssueDecisions } from '../hooks/use-decision-rights';
import { scanErrorKey } from '../scan-errors';
import { BulkDecisionBar } from './bulk-decision-bar';
import { BulkTicketBar } from './bulk-ticket-bar';
import { FindingsPagination } from './findings-pagination';
import { IssueItem } from './issue-item';
import type { TicketRights } from './issue-ticket';
import { RuleFacts } from './rule-facts';
import { RulePathDecisions } from './rule-path-decisions';
import { SelectAllIssues } from './select-all-issues';

interface RuleIssuesCardProps {
  source: ScanSource;
  rule: IssueRule;
  filter: IssuesFilter;
  /** The owner's view for editors and up: its issues can be decided, one or many at a time. */
  decisions?: IssueDecisions | undefined;
  open: boolean;
  onToggle: () => void;
  /** Move the keyboard focus to this rule's button and scroll it into view, then say so. */
  takeFocus?: boolean;
  onFocusTaken?: () => void;
}

/**
 * One violated rule: a heading whose button opens or closes it (the accordion pattern: the heading
 * stays in the page's outline), its impact and counts, and when open its facts, fix guide and issues;
 * for those who may decide, between them, the rule's decisions for parts of the site.
 */
export function RuleIssuesCard({
  source,
  rule,
  filter,
  decisions,
  open,
  onToggle,
  takeFocus,
  onFocusTaken,
}: RuleIssuesCardProps) {
  const { t } = useTranslation('scans');
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    buttonRef.current?.scrollIntoView({ block: 'start' });
    buttonRef.current?.focus();
    onFocusTaken?.();
  }, [takeFocus, onFocusTaken]);
  return (
    <article className={cardClass} data-testid="rule-issues" data-rule={rule.ruleId}>
      <h3 className="text-xl font-bold">
        <button
          type="button"
          ref={buttonRef}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex min-h-11 w-full cursor-pointer items-start gap-3 rounded text-left outline-none focus-visible:ring-4 focus-visible:ring-blue-700 dark:focus-visible:ring-blue-300"
        >
          <ChevronDownIcon
            width="20"
            height="20"
            className={`mt-1 shrink-0 transition-transform motion-reduce:transition-none ${open ? '' : '-rotate-90'}`}
          />
          <span className="[overflow-wrap:anywhere]">{rule.help}</span>
        </button>
      </h3>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 pl-7">
        <ImpactBadge impact={rule.impact ?? null} />
        <span className="font-medium" data-testid="rule-counts">
          {t('overview.issuesAt', {
            issues: t('overview.issues', { count: rule.issues }),
            occurrences: t('overview.occurrences', { count: rule.occurrences }),
          })}
        </span>
        <span className="text-sm">
          {t('rule.ruleId')} <code>{rule.ruleId}</code>
        </span>
      </div>
      <div id={panelId} hidden={!open}>
        {open ? (
          <>
            <RuleFacts rule={rule} showFix />
            {decisions ? (
              <RulePathDecisions rule={rule} rights={decisions.rights} onDecided={decisions.onDecided} />
            ) : null}
            <RuleIssueList source={source} rule={rule} filter={filter} decisions={decisions} />
          </>
        ) : null}
      </div>
    </article>
  );
}

function RuleIssueList({
  source,
  rule,
  filter,
  decisions,
}: Pick<RuleIssuesCardProps, 'source' | 'rule' | 'filter' | 'decisions'>) {
  const { t } = useTranslation('scans');
  const [offset, setOffset] = useState(0);
  // A selection belongs to the page of the list it was made on.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const issues = useIssues(source, { ...filter, rule: rule.ruleId, offset });
  // Who may decide may also send issues to the organisation's trackers, when it has any.
  const trackers = useTicketTrackers(decisions?.rights.organisationId);
  const tickets: TicketRights | undefined =
    decisions && trackers.length > 0
      ? { scanId: decisions.rights.scanId, organisationId: decisions.rights.organisationId, trackers }
      : undefined;
  if (issues.isPending) return <LoadingStatus className="mt-4">{t('results.loading')}</LoadingStatus>;
  if (issues.isError) {
    return (
      <p role="alert" className="mt-4">
        {t(`errors.${scanErrorKey(issues.error)}`)}
      </p>
    );
  }
  const { items, total } = issues.data;
  // Issues that left the list since (decided away under the status filter) are no longer chosen.
  const chosen = items.filter((issue) => selected.has(issue.id));
  const select = (issue: IssueView, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(issue.id);
      else next.delete(issue.id);
      return next;
    });
  return (
    <div className="mt-4">
      <h4 className="font-bold">{t('issues.heading', { count: total })}</h4>
      {decisions && items.length > 0 ? (
        <>
          <SelectAllIssues
            selected={chosen.length}
            total={items.length}
            onChange={(all) => setSelected(new Set(all ? items.map((issue) => issue.id) : []))}
          />
          {chosen.length > 0 ? (
            <BulkDecisionBar
              scanId={decisions.rights.scanId}
              issues={chosen}
              onDone={(outcome) => {
                setSelected(new Set());
                decisions.onBulkDecided(outcome);
              }}
            />
          ) : null}
          {chosen.length > 0 && tickets ? <BulkTicketBar rights={tickets} issues={chosen} /> : null}
        </>
      ) : null}
      <ol className="mt-2 flex flex-col gap-4">
        {items.map((issue) => (
          <IssueItem
            key={issue.id}
            source={source}
            issue={issue}
            decide={decisions ? { rights: decisions.rights, onDecided: decisions.onDecided } : undefined}
            selection={
              decisions
                ? { selected: selected.has(issue.id), onSelect: (on) => select(issue, on) }
                : undefined
            }
            tickets={tickets}
          />
        ))}
      </ol>
      <FindingsPagination
        offset={offset}
        shown={items.length}
        total={total}
        onOffset={(next) => {
          setSelected(new Set());
          setOffset(next);
        }}
      />
    </div>
  );
}
