import type { Stats } from '@klarsicht/contracts';
import { useApiResource } from '../../../lib/use-api-resource';

function isStats(value: unknown): value is Stats {
  const stats = value as Partial<Stats> | null;
  return typeof stats?.last30days === 'number' && typeof stats.avgErrorsPerSite === 'number';
}

export function useStats() {
  return useApiResource('/api/stats', isStats);
}
