import { Link } from 'react-router';
import { textLinkClass } from '../../../components/ui-classes';
import { routePath } from '../../../lib/route-path';
import { useAuth } from '../../auth';
import { useSites } from '../api/monitoring-api';

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
  const { user } = useAuth();
  const sites = useSites(user?.sub);
  const found = sites.data?.find((candidate) => candidate.site === site);
  if (!found) return null;
  return (
    <Link
      to={routePath('site_monitoring', { id: found.id })}
      className={`${textLinkClass}${className ? ` ${className}` : ''}`}
      data-testid="site-home-link"
    >
      {label}
    </Link>
  );
}
