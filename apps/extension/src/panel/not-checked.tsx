import { type NotCheckedEntry, notCheckedCheckName, notCheckedReasonText } from '@klarsicht/report';
import { useLanguage, useTexts } from './texts.js';

/** The checks a scan runs that the extension could not: named, so the result passes off nothing. */
export function NotChecked({ entries }: { entries: readonly NotCheckedEntry[] }) {
  const t = useTexts();
  const lang = useLanguage();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="not-checked">
      <h2 id="not-checked">{t.notChecked}</h2>
      <p>{t.notCheckedLead}</p>
      <ul>
        {entries.map((entry) => (
          <li key={entry.check}>
            {notCheckedCheckName(entry.check, lang)}
            {entry.reason === 'not-available' ? null : ` (${notCheckedReasonText(entry.reason, lang)})`}
          </li>
        ))}
      </ul>
    </section>
  );
}
