import { useTranslation } from 'react-i18next';
import { ImpactBadge } from '../../../components/impact-badge';
import { PageSection } from '../../../components/page-section';
import { IMPACT_ORDER } from '../../../lib/impacts';

/** Explains the four impact levels a result is sorted by. */
export function ResultsOverviewSection() {
  const { t } = useTranslation('home');
  return (
    <PageSection heading={t('resultsOverview.heading')} lead={t('resultsOverview.lead')}>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {IMPACT_ORDER.map((impact) => (
          <div key={impact} className="rounded-xl border border-slate-200 p-5 dark:border-slate-700">
            <dt>
              <ImpactBadge impact={impact} />
            </dt>
            <dd className="mt-3">{t(`resultsOverview.impacts.${impact}`)}</dd>
          </div>
        ))}
      </dl>
    </PageSection>
  );
}
