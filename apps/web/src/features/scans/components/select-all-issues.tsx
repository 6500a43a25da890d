import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface SelectAllIssuesProps {
  selected: number;
  total: number;
  onChange: (all: boolean) => void;
}

/** Selects or clears every issue the page of the list shows; mixed (indeterminate) when some are. */
export function SelectAllIssues({ selected, total, onChange }: SelectAllIssuesProps) {
  const { t } = useTranslation('scans');
  const ref = useRef<HTMLInputElement>(null);
  const some = selected > 0 && selected < total;
  // Only a property, no attribute, says "mixed"; screen readers announce it.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <label className="mt-2 inline-flex min-h-11 items-center gap-2 font-medium">
      <input
        ref={ref}
        type="checkbox"
        className="size-5 shrink-0 accent-blue-700 dark:accent-blue-300"
        checked={total > 0 && selected === total}
        onChange={(event) => onChange(event.target.checked)}
        data-testid="select-all-issues"
      />
      {t('decisions.bulk.selectAll')}
    </label>
  );
}
