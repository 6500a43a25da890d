import type { OrganisationView } from '@klarsicht/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui-classes';
import { setCurrentOrganisation } from '../../../lib/current-organisation';

/**
 * Chooses the organisation the app works in. Every later call names it (the
 * `Klarsicht-Organisation` header); what was loaded for the one before is dropped.
 */
export function OrganisationSwitcher({
  organisations,
  active,
}: {
  organisations: readonly OrganisationView[];
  active: OrganisationView;
}) {
  const { t } = useTranslation('organisations');
  const id = useId();
  const [switched, setSwitched] = useState<string | null>(null);
  const label = (organisation: OrganisationView) =>
    organisation.personal ? t('switcher.personal', { name: organisation.name }) : organisation.name;
  return (
    <div className="mt-4">
      <label htmlFor={id} className="block font-semibold">
        {t('switcher.label')}
      </label>
      <select
        id={id}
        className={`${inputClass} mt-2 sm:max-w-md`}
        value={active.id}
        onChange={(event) => {
          const next = organisations.find((organisation) => organisation.id === event.target.value);
          if (!next) return;
          setCurrentOrganisation(next.personal ? null : next.id);
          setSwitched(label(next));
        }}
      >
        {organisations.map((organisation) => (
          <option key={organisation.id} value={organisation.id}>
            {`${label(organisation)} – ${t(`roles.${organisation.role}`)}`}
          </option>
        ))}
      </select>
      <p role="status" className="mt-2 text-sm font-medium empty:hidden">
        {switched ? t('switcher.switched', { name: switched }) : ''}
      </p>
    </div>
  );
}
