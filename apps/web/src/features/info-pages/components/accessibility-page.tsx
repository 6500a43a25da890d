import { CONCILIATION_BODY, MARKET_SURVEILLANCE_AUTHORITY, type PublicBody } from '@klarsicht/report';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '../../../components/external-link';
import { containerClass, textLinkClass } from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';
import { siteConfig } from '../../../lib/site-config';

/**
 * Klarsicht's own accessibility statement (`/barrierefreiheit`, `/accessibility`): what we check and
 * how, honestly not claiming what no person has checked yet, and the bodies a statement names,
 * from the same source the statements our customers publish use.
 */
export function AccessibilityPage() {
  const { t } = useTranslation('legal');
  const measures = t('accessibility.measures', { returnObjects: true });
  return (
    <div className={`${containerClass} py-16 sm:py-20`}>
      <h1 className="text-4xl font-extrabold tracking-tight">{t('accessibility.heading')}</h1>
      <p className="mt-6 max-w-3xl text-lg">{t('accessibility.intro')}</p>

      <h2 className="mt-10 text-2xl font-bold">{t('accessibility.serviceHeading')}</h2>
      <p className="mt-3 max-w-3xl">{t('accessibility.service')}</p>

      <h2 className="mt-10 text-2xl font-bold">{t('accessibility.statusHeading')}</h2>
      <p className="mt-3 max-w-3xl">{t('accessibility.status')}</p>

      <h2 className="mt-10 text-2xl font-bold">{t('accessibility.measuresHeading')}</h2>
      <ul className="mt-3 max-w-3xl list-disc space-y-2 pl-6">
        {measures.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>

      <h2 className="mt-10 text-2xl font-bold">{t('accessibility.feedbackHeading')}</h2>
      <p className="mt-3 max-w-3xl">{t('accessibility.feedback')}</p>
      <p className="mt-3">
        <Link to="/kontakt" className={textLinkClass}>
          {t('accessibility.contactLink')}
        </Link>
      </p>
      <p className="mt-1">
        {t('accessibility.emailLabel')}:{' '}
        <a href={`mailto:${siteConfig.contactEmail}`} className={textLinkClass}>
          {siteConfig.contactEmail}
        </a>
      </p>

      <h2 className="mt-10 text-2xl font-bold">{t('accessibility.authorityHeading')}</h2>
      <p className="mt-3 max-w-3xl">{t('accessibility.authorityLead')}</p>
      <BodyAddress body={MARKET_SURVEILLANCE_AUTHORITY} />
      <p className="mt-3 max-w-3xl">{t('accessibility.authorityRequest')}</p>

      <h2 className="mt-10 text-2xl font-bold">{t('accessibility.conciliationHeading')}</h2>
      <p className="mt-3 max-w-3xl">{t('accessibility.conciliationLead')}</p>
      <BodyAddress body={CONCILIATION_BODY} />

      <p className="mt-10">{t('accessibility.prepared')}</p>
    </div>
  );
}

function BodyAddress({ body }: { body: PublicBody }) {
  const language = useLanguage();
  return (
    <address className="mt-3 max-w-3xl not-italic">
      {body.name[language]}
      {body.address.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      {body.email ? (
        <a href={`mailto:${body.email}`} className={`${textLinkClass} block w-fit`}>
          {body.email}
        </a>
      ) : null}
      {body.website ? (
        <span className="block">
          <ExternalLink href={body.website}>{body.website.replace(/^https?:\/\//, '')}</ExternalLink>
        </span>
      ) : null}
    </address>
  );
}
