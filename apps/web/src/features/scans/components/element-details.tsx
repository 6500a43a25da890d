import type { FindingView } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';
import { AuthorizedImage } from '../../../components/authorized-image';

type FindingNode = FindingView['nodes'][number];

/** The screenshot path, once the server sends one (an optional field newer servers add). */
function screenshotOf(node: FindingNode): string | undefined {
  const value = (node as { screenshot?: unknown }).screenshot;
  return typeof value === 'string' && value.startsWith('/api/') ? value : undefined;
}

/** One affected element: selector, HTML snippet, what failed (in the reader's language) and its screenshot. */
export function ElementDetails({ node }: { node: FindingNode }) {
  const { t } = useTranslation('scans');
  const screenshot = screenshotOf(node);
  return (
    <>
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
        <AuthorizedImage path={screenshot} alt={t('rule.screenshot', { selector: node.selector })} />
      ) : null}
    </>
  );
}
