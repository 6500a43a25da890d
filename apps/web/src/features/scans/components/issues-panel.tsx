import type { Impact } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../components/query-status';
import { useIssueRules } from '../api/scan-queries';
import type { ScanSource } from '../api/scan-source';
import { scanErrorKey } from '../scan-errors';
import { RuleIssuesCard } from './rule-issues-card';

interface IssuesPanelProps {
  source: ScanSource;
  impact: Impact | undefined;
  page: string | undefined;
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
 * pages is one issue there, not 37 cards.
 */
export function IssuesPanel({
  source,
  impact,
  page,
  openRules,
  onToggleRule,
  focusRule,
  onRuleFocused,
}: IssuesPanelProps) {
  const { t } = useTranslation('scans');
  const rules = useIssueRules(source, { impact, page });
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
        {impact !== undefined || page !== undefined ? t('results.emptyFiltered') : t('results.empty')}
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
              filter={{ impact, page }}
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
