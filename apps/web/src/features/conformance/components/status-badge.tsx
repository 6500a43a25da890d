import type { ConformanceStatus } from '@klarsicht/report';
import { useConformanceWords } from '../conformance-words';

// Text/background pairs with ≥ 7:1 contrast in both schemes; the word, not the colour, carries the meaning.
const statusColours: Record<ConformanceStatus, string> = {
  conforms: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  'does-not-conform': 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  'not-applicable': 'bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
  'not-tested': 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
};

export function StatusBadge({ status }: { status: ConformanceStatus }) {
  const words = useConformanceWords();
  return (
    <span
      className={`inline-block rounded-full px-3 py-0.5 text-sm font-semibold whitespace-nowrap ${statusColours[status]}`}
    >
      {words.status(status)}
    </span>
  );
}
