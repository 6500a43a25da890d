import { Link } from 'react-router';
import { textLinkClass } from '../../../components/ui-classes';
import { routePath } from '../../../lib/route-path';
import { usePlanSiteId } from '../hooks/use-plan-site';

/**
 * A link to the home of `site` (`/sites/:id`) when it is one of the user's sites; nothing otherwise
 * (a single page checked outside the plan has no home).
 */
export function SiteHomeLink({
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
    <Link
      to={routePath('site_monitoring', { id })}
      className={`${textLinkClass}${className ? ` ${className}` : ''}`}
      data-testid="site-home-link"
    >
      {label}
    </Link>
  );
}
