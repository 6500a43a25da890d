import type { TrackerView } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';

/**
 * How an issue tracker is named wherever it is acted on (headings, buttons' hidden context,
 * messages): its kind and what it points at, `GitHub: acme/website`.
 */
export function useTrackerName(): (tracker: Pick<TrackerView, 'kind' | 'target'>) => string {
  const { t } = useTranslation('integrations');
  return (tracker) =>
    t('trackers.item.name', { kind: t(`trackers.kinds.${tracker.kind}`), target: tracker.target });
}
