import { type Finding, fill, impactLabel } from '@klarsicht/report';
import { useId } from 'react';
import { highlightElement } from '../tab/overlays.js';
import { runInTab } from '../tab/tab-document.js';
import { useLanguage, useTexts } from './texts.js';

interface FindingListProps {
  heading: string;
  empty: string;
  findings: readonly Finding[];
  kind: 'violation' | 'incomplete';
  tabId: number;
  onAnnounce: (message: string) => void;
}

/** One category's findings, most severe first as the engine sorts them, each with its elements. */
export function FindingList({ heading, empty, findings, kind, tabId, onAnnounce }: FindingListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>
        {heading} <span className="count">({findings.length})</span>
      </h2>
      {findings.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ol className="findings">
          {findings.map((finding, index) => (
            <FindingItem
              key={finding.id}
              finding={finding}
              number={index + 1}
              kind={kind}
              tabId={tabId}
              onAnnounce={onAnnounce}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

function FindingItem({
  finding,
  number,
  kind,
  tabId,
  onAnnounce,
}: {
  finding: Finding;
  number: number;
  kind: FindingListProps['kind'];
  tabId: number;
  onAnnounce: (message: string) => void;
}) {
  const t = useTexts();
  const lang = useLanguage();
  const criteria = finding.wcag.map((criterion) => `${criterion.id} ${criterion.title}`).join(', ');
  const show = async (selector: string, element: number) => {
    const label = `${number}.${element} ${finding.help}`;
    const { found } = await runInTab(tabId, highlightElement, { selector, label }).catch(() => ({
      found: false,
    }));
    onAnnounce(found ? t.elementShown : t.elementGone);
  };
  return (
    <li className={`finding ${kind}`}>
      <h3>{finding.help}</h3>
      <p className="meta">
        {kind === 'violation' ? (
          <span>{fill(t.impact, { impact: impactLabel(finding.impact, lang) }, lang)}</span>
        ) : null}
        <span>{fill(t.elements, { count: finding.nodeCount }, lang)}</span>
        {criteria ? <span>{fill(t.criteria, { criteria }, lang)}</span> : null}
      </p>
      <p>{finding.description}</p>
      {finding.bfsg ? <p className="bfsg">{finding.bfsg}</p> : null}
      <ul className="elements">
        {finding.nodes.map((node, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one report's list, never reordered; selectors may repeat.
          <li key={index}>
            <code>{node.selector}</code>
            <button type="button" onClick={() => void show(node.selector, index + 1)}>
              {fill(t.showElement, { number: index + 1 }, lang)}
            </button>
          </li>
        ))}
      </ul>
      {finding.helpUrl ? (
        <p>
          <a href={finding.helpUrl} target="_blank" rel="noreferrer">
            {t.moreInfo}
            <span className="visually-hidden">: {finding.help}</span>
          </a>
        </p>
      ) : null}
    </li>
  );
}
