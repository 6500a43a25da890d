import type { FindingView } from '@klarsicht/contracts';
import { findingEngines } from '@klarsicht/report';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cardClass } from '../../../components/ui-classes';
import type { RuleGroup } from '../findings-by-rule';
import { FindingNodes } from './finding-nodes';
import { RuleFacts } from './rule-facts';
import { RuleOutcome } from './rule-outcome';

interface RuleGroupCardProps<F extends FindingView> {
  group: RuleGroup<F>;
  /** Extra controls per page (the needs-review marks). */
  pageActions?: (finding: F) => ReactNode;
}

/**
 * One rule: its help as the heading, its outcome (impact and affected nodes for violations), the
 * description, learn-more link, the standards it maps to (WCAG criterion and level, EN 301 549
 * clause, BFSG) and its nodes per page. The API gives every text in the interface's language.
 */
export function RuleGroupCard<F extends FindingView>({ group, pageActions }: RuleGroupCardProps<F>) {
  const { t } = useTranslation('scans');
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className={cardClass}
      data-testid="rule-group"
      data-rule={group.ruleId}
    >
      <h3 id={headingId} className="text-xl font-bold">
        {group.help}
      </h3>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        <RuleOutcome group={group} />
        <span className="text-sm">
          {t('rule.ruleId')} <code>{group.ruleId}</code>
        </span>
      </div>
      <RuleFacts
        rule={group}
        engines={findingEngines({
          source: group.source,
          nodes: group.pages.flatMap(({ finding }) => finding.nodes),
        })}
        showFix={group.category !== 'passes' && group.category !== 'inapplicable'}
      />
      {group.category === 'inapplicable' ? (
        // A flow's state shares its page's address: the address is listed once.
        <InapplicablePages pageUrls={[...new Set(group.pages.map(({ pageUrl }) => pageUrl))]} />
      ) : (
        group.pages.map(({ finding }) => (
          // By the finding: a flow's state and the page it is a state of share an address.
          <div key={finding.id}>
            <FindingNodes finding={finding} />
            {pageActions ? pageActions(finding) : null}
          </div>
        ))
      )}
    </article>
  );
}

/** An inapplicable rule has no elements to show, only the pages it found nothing to check on. */
function InapplicablePages({ pageUrls }: { pageUrls: string[] }) {
  const { t } = useTranslation('scans');
  const labelId = useId();
  return (
    <div className="mt-3">
      <p id={labelId} className="text-sm font-semibold">
        {t('rule.inapplicablePages')}
      </p>
      <ul aria-labelledby={labelId} className="mt-1 list-disc pl-6" data-testid="inapplicable-pages">
        {pageUrls.map((url) => (
          <li key={url} className="[overflow-wrap:anywhere]">
            {url}
          </li>
        ))}
      </ul>
    </div>
  );
}
