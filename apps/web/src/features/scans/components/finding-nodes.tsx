import type { FindingView } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';
import { ElementDetails } from './element-details';

/** How the elements of one rule on one page are named: affected, to review, or checked and passed. */
function nodesOnPage(finding: FindingView) {
  const values = { count: finding.nodeCount, page: finding.pageUrl };
  switch (finding.category) {
    case 'passes':
      return { key: 'rule.passedNodesOnPage', values } as const;
    case 'incomplete':
      return { key: 'rule.reviewOnPage', values } as const;
    default:
      return { key: 'rule.nodesOnPage', values } as const;
  }
}

/**
 * The elements of one rule on one page: selector, HTML snippet, failure summary, screenshot. A
 * page-level rule (our own checks, some passes) names no element: then only the page is named,
 * not "0 elements", and there is no empty list to open.
 */
export function FindingNodes({ finding }: { finding: FindingView }) {
  const { t } = useTranslation('scans');
  const hidden = finding.nodeCount - finding.nodes.length;
  if (finding.nodeCount === 0 && finding.nodes.length === 0) {
    return (
      <p className="mt-3 [overflow-wrap:anywhere]">
        {finding.category === 'passes'
          ? t('rule.passedOnPage', { page: finding.pageUrl })
          : t('rule.wholePage', { page: finding.pageUrl })}
      </p>
    );
  }
  const summary = nodesOnPage(finding);
  return (
    <details className="mt-3 rounded-lg border border-slate-300 dark:border-slate-600">
      <summary className="min-h-11 cursor-pointer px-4 py-2.5 font-medium [overflow-wrap:anywhere]">
        {t(summary.key, summary.values)}
      </summary>
      <ol className="flex flex-col gap-4 border-t border-slate-300 px-4 py-4 dark:border-slate-600">
        {finding.nodes.map((node, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: nodes have no id; the list never reorders.
          <li key={index} className="min-w-0">
            <ElementDetails node={node} />
          </li>
        ))}
      </ol>
      {hidden > 0 ? <p className="px-4 pb-4 text-sm">{t('rule.moreNodes', { count: hidden })}</p> : null}
    </details>
  );
}
