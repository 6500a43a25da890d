import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon } from './icons';
import { textLinkClass } from './ui-classes';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  hrefLang?: string;
}

/** A link leaving the site, opened in the same tab; screen readers hear that it is external. */
export function ExternalLink({ href, children, className = textLinkClass, hrefLang }: ExternalLinkProps) {
  const { t } = useTranslation();
  return (
    <a href={href} className={className} rel="noopener noreferrer" hrefLang={hrefLang}>
      {children}
      <span className="ml-1 inline-block align-middle">
        <ExternalLinkIcon />
      </span>
      <span className="sr-only"> {t('externalLink')}</span>
    </a>
  );
}
