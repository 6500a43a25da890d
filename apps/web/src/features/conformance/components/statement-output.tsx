import type { SiteStatement } from '@klarsicht/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../components/external-link';
import { buttonSecondaryClass, cardClass, inputClass, mutedTextClass } from '../../../components/ui-classes';
import { formatDateTime } from '../../../lib/format-date';

/** The published statement: its public address, the snippets to copy and every version. */
export function StatementOutput({ statement }: { statement: SiteStatement }) {
  const { t } = useTranslation('conformance');
  const headingId = useId();
  const { publicUrl, snippets } = statement;
  // One message for all snippets, naming the one copied: two "copied" lines side by side would not say which.
  const [copyMessage, setCopyMessage] = useState('');
  const onCopy = (what: string) => (outcome: 'copied' | 'copyFailed') =>
    setCopyMessage(t(`statement.${outcome}`, { what }));
  return (
    <section aria-labelledby={headingId} className={`${cardClass} mt-8`} data-testid="statement-output">
      <h2 id={headingId} className="text-xl font-bold">
        {t('statement.publishedHeading')}
      </h2>
      {publicUrl && snippets ? (
        <>
          <h3 className="mt-4 font-semibold">{t('statement.publicUrl')}</h3>
          <p className="mt-1 break-all">
            <ExternalLink href={publicUrl}>{publicUrl}</ExternalLink>
          </p>
          <p className={`mt-1 ${mutedTextClass}`}>{t('statement.publicUrlHint')}</p>
          <Snippet
            label={t('statement.htmlSnippet')}
            value={snippets.html}
            onCopy={onCopy(t('statement.htmlSnippet'))}
          />
          <Snippet
            label={t('statement.markdownSnippet')}
            value={snippets.markdown}
            onCopy={onCopy(t('statement.markdownSnippet'))}
          />
          <p role="status" className="mt-2 empty:hidden" data-testid="statement-copy-status">
            {copyMessage}
          </p>
          <h3 className="mt-6 font-semibold">{t('statement.versionsHeading')}</h3>
          <ul className="mt-1 list-disc pl-6" data-testid="statement-versions">
            {statement.versions.map((version) => (
              <li key={version.number}>
                <ExternalLink href={version.url}>
                  {t('statement.version', {
                    number: version.number,
                    date: formatDateTime(version.publishedAt),
                  })}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2">{t('statement.notPublished')}</p>
      )}
    </section>
  );
}

function Snippet({
  label,
  value,
  onCopy,
}: {
  label: string;
  value: string;
  onCopy: (outcome: 'copied' | 'copyFailed') => void;
}) {
  const { t } = useTranslation('conformance');
  const id = useId();
  const copy = () => {
    const clipboard = navigator.clipboard;
    if (!clipboard) {
      onCopy('copyFailed');
      return;
    }
    clipboard.writeText(value).then(
      () => onCopy('copied'),
      () => onCopy('copyFailed'),
    );
  };
  return (
    <div className="mt-4">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <textarea id={id} readOnly className={`${inputClass} mt-1 h-40 font-mono text-sm`} value={value} />
      <button type="button" className={`${buttonSecondaryClass} mt-2`} onClick={copy}>
        {t('statement.copy', { what: label })}
      </button>
    </div>
  );
}
