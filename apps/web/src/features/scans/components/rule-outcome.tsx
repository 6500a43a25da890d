import type { FindingView } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';
import { ImpactBadge } from '../../../components/impact-badge';
import type { RuleGroup } from '../findings-by-rule';

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 12.5l5 5L20 6.5" />
    </svg>
  );
}

/**
 * What a rule's result means, in the category's own terms. Only violations and what needs review
 * carry an impact and affected elements; a passed rule's impact is what a failure would have
 * weighed, and its elements are the ones that passed, so showing either would read as damage.
 */
export function RuleOutcome<F extends FindingView>({ group }: { group: RuleGroup<F> }) {
  const { t } = useTranslation('scans');
  const pages = group.pages.length;
  switch (group.category) {
    case 'passes':
      return (
        <span
          className="inline-flex items-center gap-1.5 font-medium text-green-800 dark:text-green-300"
          data-testid="rule-outcome"
        >
          <CheckIcon />
          {t('rule.passedOnPages', { count: pages })}
        </span>
      );
    case 'inapplicable':
      return (
        <span className="font-medium" data-testid="rule-outcome">
          {t('rule.inapplicableOnPages', { count: pages })}
        </span>
      );
    default:
      return (
        <>
          <ImpactBadge impact={group.impact ?? null} />
          <span className="font-medium" data-testid="rule-outcome">
            {group.category === 'incomplete'
              ? t('rule.nodesToReview', { count: group.nodeCount })
              : t('rule.nodes', { count: group.nodeCount })}
          </span>
        </>
      );
  }
}
