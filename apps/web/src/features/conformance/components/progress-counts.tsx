import type { ConformanceProgressView } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';

/**
 * How far the evaluation has come, counted by who decided: a person's assessments are never
 * added up with what the automated test found (the statement words them the same way).
 */
export function ProgressCounts({
  progress,
  className,
}: {
  progress: ConformanceProgressView;
  className?: string;
}) {
  const { t } = useTranslation('conformance');
  return (
    <div className={className} data-testid="progress">
      <p>{t('progress.lead', { total: progress.total })}</p>
      <ul className="list-disc pl-6">
        <li data-testid="progress-by-person">{t('progress.byPerson', { number: progress.byPerson })}</li>
        <li data-testid="progress-by-scan">{t('progress.byScan', { number: progress.byScan })}</li>
        <li data-testid="progress-untested">{t('progress.untested', { number: progress.untested })}</li>
      </ul>
    </div>
  );
}
