import type { DecisionStatus } from '@klarsicht/contracts';
import { decisionStatusWord } from '@klarsicht/report';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/languages';

// Text/background pairs with ≥ 7:1 contrast in both schemes, as the impact badges; the words, not
// the colour, carry the meaning.
const statusColours: Record<DecisionStatus, string> = {
  open: 'bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
  in_progress: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  fixed: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  verified: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  reopened: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  false_positive: 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
  accepted: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100',
};

/** An issue's status as the team decided it (or a scan found it), for the owner's view. */
export function IssueStatusLabel({ status }: { status: DecisionStatus }) {
  const { t } = useTranslation('scans');
  const language = useLanguage();
  return (
    <span className="inline-flex flex-wrap items-baseline gap-1 text-sm">
      <span className="sr-only">{t('decisions.statusPrefix')}</span>
      <span
        className={`inline-block rounded-full px-3 py-0.5 font-semibold ${statusColours[status]}`}
        data-testid="issue-status"
        data-status={status}
      >
        {decisionStatusWord(status, language)}
      </span>
    </span>
  );
}
