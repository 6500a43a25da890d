import { type ActivityEntryView, isActivityAction } from '@klarsicht/contracts';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ReflowCellLabel,
  reflowBodyClass,
  reflowCellClass,
  reflowHeadClass,
  reflowRowClass,
  reflowTableClass,
} from '../../../components/reflow-table';
import { mutedTextClass } from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';
import { formatDateTime } from '../../../lib/format-date';
import { subjectParts } from '../activity-entries';

const headClass = 'p-2 text-left align-bottom';
const cellClass = `${reflowCellClass} p-2 align-top`;

/**
 * The entries as a table that reflows into one card per entry below md. Rows take focus from code
 * (the first of a newly loaded page), shown by their background: the focus ring is not drawn for
 * what only code focuses.
 */
export function ActivityTable({
  entries,
  caption,
  busy,
  bodyRef,
}: {
  entries: readonly ActivityEntryView[];
  caption: string;
  /** Another filter is loading: the entries shown are the previous ones. */
  busy: boolean;
  bodyRef: Ref<HTMLTableSectionElement>;
}) {
  const { t } = useTranslation('activity');
  const language = useLanguage();
  const actionLabel = (action: string) => (isActivityAction(action) ? t(`actions.${action}`) : action);

  return (
    <table
      className={`${reflowTableClass} mt-4 ${busy ? 'opacity-60' : ''}`}
      aria-busy={busy || undefined}
      data-testid="activity-table"
    >
      <caption className="sr-only">{caption}</caption>
      <thead className={`bg-slate-100 dark:bg-slate-800 ${reflowHeadClass}`}>
        <tr>
          <th scope="col" className={headClass}>
            {t('entries.number')}
          </th>
          <th scope="col" className={headClass}>
            {t('entries.time')}
          </th>
          <th scope="col" className={headClass}>
            {t('entries.actor')}
          </th>
          <th scope="col" className={headClass}>
            {t('entries.action')}
          </th>
          <th scope="col" className={headClass}>
            {t('entries.subject')}
          </th>
        </tr>
      </thead>
      <tbody ref={bodyRef} className={reflowBodyClass}>
        {entries.map((entry) => (
          <tr
            key={entry.seq}
            tabIndex={-1}
            className={`${reflowRowClass} border-t border-slate-300 focus:bg-blue-50 dark:border-slate-600 dark:focus:bg-blue-950`}
          >
            <td className={`${cellClass} tabular-nums`}>
              <ReflowCellLabel>{t('entries.number')}</ReflowCellLabel>
              {entry.seq}
            </td>
            <td className={`${cellClass} whitespace-nowrap max-md:whitespace-normal`}>
              <ReflowCellLabel>{t('entries.time')}</ReflowCellLabel>
              <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
            </td>
            <td className={`${cellClass} [overflow-wrap:anywhere]`}>
              <ReflowCellLabel>{t('entries.actor')}</ReflowCellLabel>
              {entry.actorLabel}
            </td>
            <td className={cellClass}>
              <ReflowCellLabel>{t('entries.action')}</ReflowCellLabel>
              {actionLabel(entry.action)}
            </td>
            <td className={cellClass}>
              <ReflowCellLabel>{t('entries.subject')}</ReflowCellLabel>
              <SubjectList subject={entry.subject} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "Website: example.com", one pair a line; a key we have no label for shows as it came. */
function SubjectList({ subject }: { subject: Readonly<Record<string, string>> }) {
  const { t } = useTranslation('activity');
  const parts = subjectParts(subject);
  if (parts.length === 0) return null;
  return (
    <ul className="space-y-0.5">
      {parts.map((part) => (
        <li key={part.key} className="[overflow-wrap:anywhere]">
          <span className={mutedTextClass}>{part.known ? t(`subject.${part.known}`) : part.key}:</span>{' '}
          {part.value ?? t('subject.everyPage')}
        </li>
      ))}
    </ul>
  );
}
