import type { Impact } from '@klarsicht/contracts';
import { impactLabel } from '@klarsicht/report';
import { useLanguage } from '../i18n/languages';

// Text/background pairs with ≥ 7:1 contrast in both schemes; the label, not the colour, carries the meaning.
const impactColours: Record<Impact, string> = {
  critical: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  serious: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100',
  moderate: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  minor: 'bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
};

/** The impact's badge; a finding without an impact ("Ohne Einstufung") gets its words only. */
export function ImpactBadge({ impact }: { impact: Impact | null }) {
  const language = useLanguage();
  if (impact === null) return <span>{impactLabel(null, language)}</span>;
  return (
    <span className={`inline-block rounded-full px-3 py-0.5 text-sm font-semibold ${impactColours[impact]}`}>
      {impactLabel(impact, language)}
    </span>
  );
}
