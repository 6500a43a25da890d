import type { FindingView } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';
import { ScreenshotImage } from './screenshot-image';

type FindingNode = FindingView['nodes'][number];

/** The screenshot path, once the server sends one (an optional field newer servers add). */
function screenshotOf(node: FindingNode): string | undefined {
  const value = (node as { screenshot?: unknown }).screenshot;
  return typeof value === 'string' && value.startsWith('/api/') ? value : undefined;
}

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
        {finding.nodes.map((node, index) => {
          const screenshot = screenshotOf(node);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: nodes have no id; the list never reorders.
            <li key={index} className="min-w-0">
              <p className="text-sm font-semibold">{t('rule.selector')}</p>
              <code className="block break-all text-sm">{node.selector}</code>
              <p className="mt-2 text-sm font-semibold">{t('rule.html')}</p>
              <pre className="mt-1 overflow-x-auto rounded bg-slate-100 p-2 text-sm dark:bg-slate-800">
                <code>{node.html}</code>
              </pre>
              {node.failureSummary ? (
                <>
                  <p className="mt-2 text-sm font-semibold">{t('rule.failureSummary')}</p>
                  <p className="whitespace-pre-line text-sm">{node.failureSummary}</p>
                </>
              ) : null}
              {screenshot ? (
                <ScreenshotImage path={screenshot} alt={t('rule.screenshot', { selector: node.selector })} />
              ) : null}
            </li>
          );
        })}
      </ol>
      {hidden > 0 ? <p className="px-4 pb-4 text-sm">{t('rule.moreNodes', { count: hidden })}</p> : null}
    </details>
  );
}
