import { BILLING_MODES, type BillingMode } from '@klarsicht/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Monthly or one-time: native radio buttons in a fieldset, so arrow keys, the group's name and the
 * checked state work everywhere without script. The checked option is marked by a filled dot and
 * a bold border, not by colour alone.
 */
export function BillingModeChoice({
  mode,
  onChange,
}: {
  mode: BillingMode;
  onChange: (mode: BillingMode) => void;
}) {
  const { t } = useTranslation('billing');
  const name = useId();
  return (
    <fieldset className="mt-6">
      <legend className="text-lg font-semibold">{t('setup.modeLegend')}</legend>
      <div className="mt-3 flex flex-wrap gap-3">
        {BILLING_MODES.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-500 bg-white px-4 py-2 font-medium has-checked:border-2 has-checked:border-blue-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-700 dark:border-slate-400 dark:bg-slate-900 dark:has-checked:border-blue-300 dark:has-focus-visible:outline-blue-300"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={mode === option}
              onChange={() => onChange(option)}
              className="size-5 accent-blue-700 focus-visible:outline-none dark:accent-blue-300"
            />
            {t(`modes.${option}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
