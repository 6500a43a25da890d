import { Link } from 'react-router';
import { routePath } from '../../../lib/route-path';
import { usePlanSiteId } from '../hooks/use-plan-site';

/**
 * A link to the settings of `site` (sign-in and crawl scope), when it is one of the user's sites;
 * nothing otherwise (a single page checked without a plan has no settings).
 */
export function SiteSettingsLink({
  site,
  label,
  className,
}: {
  site: string;
  label: string;
  className?: string;
}) {
  const id = usePlanSiteId(site);
  if (id === undefined) return null;
  return (
    <p className={className}>
      <Link
        to={routePath('site_settings', { id })}
        className="font-semibold underline underline-offset-2"
        data-testid="site-settings-link"
      >
        {label}
      </Link>
    </p>
  );
}
