import type { Impact } from '@klarsicht/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../components/query-status';
import { useIssueRules } from '../api/scan-queries';
import type { ScanSource } from '../api/scan-source';
import type { IssueStatusFilter } from '../api/scans-api';
import type { BulkOutcome } from '../bulk-undo';
import { type IssueDecisions, useDecisionRights } from '../hooks/use-decision-rights';
import { scanErrorKey } from '../scan-errors';
import { type DecisionNews, DecisionOutcome } from './decision-outcome';
import { RuleIssuesCard } from './rule-issues-card';

interface IssuesPanelProps {
  source: ScanSource;
  impact: Impact | undefined;
  page: string | undefined;
  /** The owner's view only; none: every issue but false alarms. */
  status: IssueStatusFilter | undefined;
  /** Rules whose issues are shown; the others show their heading and counts only. */
  openRules: ReadonlySet<string>;
  onToggleRule: (ruleId: string) => void;
  /** A rule to bring into view and focus (a jump from the overview), and word that it was. */
  focusRule: string | undefined;
  onRuleFocused: () => void;
}

/**
 * The violations as distinct issues, collapsed by rule: every violated rule with its counts, and
 * the issues of a rule (a page at a time) once it is opened. A template's footer failing on 37
 * pages is one issue there, not 37 cards. In the owner's view editors and up decide issues there,
 * one at a time or a page of them at once.
 */
export function IssuesPanel(props: IssuesPanelProps) {
  const { t } = useTranslation('scans');
  const rights = useDecisionRights(props.source);
  // Numbered, so that a second "Saved" is a new message and screen readers announce it again.
  const [told, setTold] = useState<{ news: DecisionNews; serial: number } | undefined>(undefined);
  const setNews = (news: DecisionNews) =>
    setTold((current) => ({ news, serial: (current?.serial ?? 0) + 1 }));
  const decisions: IssueDecisions | undefined = rights
    ? {
        rights,
        onDecided: (message) => setNews({ message, undo: [], notUndoable: 0, focus: 'stay' }),
        onBulkDecided: (outcome: BulkOutcome) =>
          setNews({
            message: [
              t('decisions.bulk.decided', { count: outcome.decided }),
              outcome.notUndoable > 0 ? t('decisions.bulk.notUndoable', { count: outcome.notUndoable }) : '',
            ]
              .filter(Boolean)
              .join(' '),
            undo: outcome.undo,
            notUndoable: outcome.notUndoable,
            focus: outcome.undo.length > 0 ? 'undo' : 'message',
          }),
      }
    : undefined;
  // The outcome stands first, in the same place whatever the list shows: it stays (and its live
  // region keeps announcing) when a decided issue, its rule or the whole list leaves under the filter.
  return (
    <>
      {rights ? (
        <DecisionOutcome
          scanId={rights.scanId}
          news={told?.news}
          serial={told?.serial ?? 0}
          onNews={setNews}
        />
      ) : null}
      <IssueRuleList {...props} decisions={decisions} />
    </>
  );
}

function IssueRuleList({
  source,
  impact,
  page,
  status,
  openRules,
  onToggleRule,
  focusRule,
  onRuleFocused,
  decisions,
}: IssuesPanelProps & { decisions: IssueDecisions | undefined }) {
  const { t } = useTranslation('scans');
  const rules = useIssueRules(source, { impact, page, status });
  if (rules.isPending) return <LoadingStatus className="mt-6">{t('results.loading')}</LoadingStatus>;
  if (rules.isError) {
    return (
      <p role="alert" className="mt-6">
        {t(`errors.${scanErrorKey(rules.error)}`)}
      </p>
    );
  }
  const { items, issues, occurrences } = rules.data;
  if (items.length === 0) {
    return (
      <p className="mt-6 text-lg" data-testid="no-results">
        {status !== undefined
          ? t('decisions.filter.empty')
          : impact !== undefined || page !== undefined
            ? t('results.emptyFiltered')
            : t('results.empty')}
      </p>
    );
  }
  return (
    <div className="mt-6">
      <p data-testid="issue-totals" data-issues={issues}>
        {t('issues.totals', {
          issues: t('overview.issues', { count: issues }),
          occurrences: t('overview.occurrences', { count: occurrences }),
          rules: t('issues.rules', { count: items.length }),
        })}
      </p>
      <ul className="mt-4 flex flex-col gap-4">
        {items.map((rule) => (
          <li key={rule.ruleId}>
            <RuleIssuesCard
              source={source}
              rule={rule}
              filter={{ impact, page, status }}
              decisions={decisions}
              open={openRules.has(rule.ruleId)}
              onToggle={() => onToggleRule(rule.ruleId)}
              takeFocus={focusRule === rule.ruleId}
              onFocusTaken={onRuleFocused}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
