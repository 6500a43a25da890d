import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GitHubIcon } from '../../components/icons';
import { LogoMark } from '../../components/logo';
import { containerClass } from '../../components/ui-classes';
import { siteConfig } from '../../lib/site-config';

/** Footer links scroll smoothly to the top of the new page (product §2); see useNavigationEffects. */
const smoothTop = { smoothScroll: true };

const footerLinkClass =
  'inline-block py-1 text-slate-700 underline-offset-2 hover:underline dark:text-slate-200';

function FooterColumn({ heading, children }: { heading: string; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="font-semibold">
        {heading}
      </h2>
      <ul className="mt-3 space-y-1">{children}</ul>
    </nav>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className={`${containerClass} grid grid-cols-1 gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4`}>
        <div>
          <Link
            to="/"
            state={smoothTop}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg text-lg font-bold"
          >
            <LogoMark className="size-7" />
            <span>{t('appName')}</span>
          </Link>
          <p className="mt-2 text-slate-700 dark:text-slate-200">{t('footer.tagline')}</p>
          <a
            href={siteConfig.sourceCodeUrl}
            rel="noopener noreferrer"
            aria-label={t('footer.sourceCodeIcon')}
            title={t('footer.sourceCodeIcon')}
            className="mt-3 inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-200 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            <GitHubIcon />
          </a>
        </div>
        <FooterColumn heading={t('footer.resources')}>
          <li>
            <Link to="/bfsg" state={smoothTop} className={footerLinkClass}>
              {t('footer.bfsg')}
            </Link>
          </li>
          <li>
            <Link to="/eaa" state={smoothTop} className={footerLinkClass}>
              {t('footer.eaa')}
            </Link>
          </li>
          <li>
            <Link to="/wcag" state={smoothTop} className={footerLinkClass}>
              {t('footer.wcag')}
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn heading={t('footer.about')}>
          <li>
            <a href={siteConfig.sourceCodeUrl} rel="noopener noreferrer" className={footerLinkClass}>
              {t('footer.sourceCode')}
            </a>
          </li>
          <li>
            <Link to="/contact" state={smoothTop} className={footerLinkClass}>
              {t('footer.contact')}
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn heading={t('footer.legal')}>
          <li>
            <Link to="/imprint" state={smoothTop} className={footerLinkClass}>
              {t('footer.imprint')}
            </Link>
          </li>
          <li>
            <Link to="/barrierefreiheit" state={smoothTop} className={footerLinkClass}>
              {t('footer.accessibility')}
            </Link>
          </li>
          <li>
            {/* The product description's data-protection link has no target: it leads to a placeholder page. */}
            <Link to="/datenschutz" state={smoothTop} className={footerLinkClass}>
              {t('footer.privacy')}
            </Link>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <p className={`${containerClass} py-5 text-sm text-slate-700 dark:text-slate-200`}>
          {t('footer.copyright', { year })}{' '}
          <Link to="/" state={smoothTop} className="underline underline-offset-2 hover:decoration-2">
            {siteConfig.companyName}
          </Link>
          . {t('footer.rights')}
        </p>
      </div>
    </footer>
  );
}
