import type { FindingView } from '@klarsicht/contracts';
import { documentPartOf, failureSummaryParts } from '@klarsicht/report';
import { useTranslation } from 'react-i18next';
import { AuthorizedImage } from '../../../components/authorized-image';

type FindingNode = FindingView['nodes'][number];

/** The screenshot path, once the server sends one (an optional field newer servers add). */
function screenshotOf(node: FindingNode): string | undefined {
  const value = (node as { screenshot?: unknown }).screenshot;
  return typeof value === 'string' && value.startsWith('/api/') ? value : undefined;
}

/** What to fix: each part's header ("Beheben Sie …") over a list of its points. */
function FailureSummary({ text }: { text: string }) {
  return (
    <div className="text-sm" data-testid="failure-summary">
      {failureSummaryParts(text).map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a summary's parts never move; their order is their identity
        <div key={index} className="mt-1">
          {part.header ? <p>{part.header}</p> : null}
          {part.header || part.items.length > 1 ? (
            <ul className="list-disc ps-5">
              {part.items.map((item, itemIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two checks may say the same words
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          ) : (
            <p>{part.items[0]}</p>
          )}
        </div>
      ))}
    </div>
  );
}

/**
 * One affected element (or part of a PDF): selector, HTML snippet, what failed (in the reader's
 * language) and its screenshot.
 */
export function ElementDetails({ node }: { node: FindingNode }) {
  const { t } = useTranslation('scans');
  const screenshot = screenshotOf(node);
  // A finding in a PDF points at a part of the document, not at an element of a web page.
  const part = documentPartOf(node.selector);
  return (
    <>
      {part ? (
        <>
          <p className="text-sm font-semibold">{t('rule.documentPart')}</p>
          <p className="text-sm [overflow-wrap:anywhere]">
            {t(`rule.documentParts.${part.kind}`, {
              selector: node.selector,
              page: part.kind === 'page' ? part.page : undefined,
              name: part.kind === 'field' ? part.name : undefined,
            })}
          </p>
        </>
      ) : (
        <>
          <p className="text-sm font-semibold">{t('rule.selector')}</p>
          <code className="block break-all text-sm">{node.selector}</code>
        </>
      )}
      {/* A document part whose entries are all missing has no excerpt to show. */}
      {node.html || !part ? (
        <>
          <p className="mt-2 text-sm font-semibold">{t(part ? 'rule.documentSnippet' : 'rule.html')}</p>
          {/* Long lines wrap: a box that scrolls sideways hides code on a phone and takes no focus. */}
          <pre className="mt-1 whitespace-pre-wrap rounded bg-slate-100 p-2 text-sm [overflow-wrap:anywhere] dark:bg-slate-800">
            <code>{node.html}</code>
          </pre>
        </>
      ) : null}
      {node.failureSummary ? (
        <>
          <p className="mt-2 text-sm font-semibold">{t('rule.failureSummary')}</p>
          <FailureSummary text={node.failureSummary} />
        </>
      ) : null}
      {screenshot ? (
        <AuthorizedImage path={screenshot} alt={t('rule.screenshot', { selector: node.selector })} />
      ) : null}
    </>
  );
}
