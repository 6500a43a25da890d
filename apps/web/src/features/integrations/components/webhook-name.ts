import type { WebhookView } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';

/**
 * How a webhook is named wherever it is acted on (headings, buttons' hidden context, messages): its
 * kind and its description, or its address where it has none.
 */
export function useWebhookName(): (webhook: Pick<WebhookView, 'kind' | 'url' | 'description'>) => string {
  const { t } = useTranslation('integrations');
  return (webhook) =>
    t('item.name', { kind: t(`kinds.${webhook.kind}`), target: webhook.description || webhook.url });
}
