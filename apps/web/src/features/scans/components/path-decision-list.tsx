import type { IssueDecisionView } from '@klarsicht/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/languages';
import { pathDecisionLine } from '../path-decision-words';

/**
 * A rule's decisions for parts of the site, one line each. A decision taken back (open) decides
 * nothing any more: it stays in the site's decisions for its version only, and is not listed.
 */
export function PathDecisionList({ decisions }: { decisions: readonly IssueDecisionView[] }) {
  const { t } = useTranslation('scans');
  const language = useLanguage();
  const labelId = useId();
  const standing = decisions.filter((decision) => decision.status !== 'open');
  if (standing.length === 0) return null;
  return (
    <div className="mb-3">
      <p id={labelId} className="font-semibold">
        {t('decisions.path.decided')}
      </p>
      <ul aria-labelledby={labelId} className="mt-1 list-disc pl-6" data-testid="path-decisions">
        {standing.map((decision) => (
          <li key={decision.id} className="[overflow-wrap:anywhere]">
            {pathDecisionLine(t, language, decision)}
          </li>
        ))}
      </ul>
    </div>
  );
}
