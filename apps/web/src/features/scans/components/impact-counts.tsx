import type { ScanView } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';
import { ImpactBadge } from '../../../components/impact-badge';
import { IMPACT_ORDER } from '../../../lib/impacts';

/** Issues per impact, each labelled in words (never by colour alone). */
export function ImpactCounts({ byImpact }: { byImpact: ScanView['counts']['byImpact'] }) {
  const { t } = useTranslation('scans');
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1" aria-label={t('list.byImpact')}>
      {IMPACT_ORDER.map((impact) => (
        <li key={impact} className="inline-flex items-center gap-1" data-testid={`count-${impact}`}>
          <ImpactBadge impact={impact} />
          <span className="font-semibold tabular-nums">{byImpact[impact]}</span>
        </li>
      ))}
    </ul>
  );
}
