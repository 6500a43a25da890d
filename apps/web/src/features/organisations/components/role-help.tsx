import { ROLES } from '@klarsicht/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The roles in plain language: what each may do, from owner down to client. */
export function RoleHelp() {
  const { t } = useTranslation('organisations');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h3 id={headingId} className="text-lg font-bold">
        {t('roleHelp.heading')}
      </h3>
      <dl className="mt-3 space-y-2">
        {ROLES.map((role) => (
          <div key={role}>
            <dt className="font-semibold">{t(`roles.${role}`)}</dt>
            <dd>{t(`roleHelp.${role}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
