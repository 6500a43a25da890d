import { APP_ROUTE_PATHS } from '@klarsicht/contracts';
import { generatePath, Link } from 'react-router';
import { useAuth } from '../../auth';
import { useMonitors } from '../api/monitoring-api';

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
  const { user } = useAuth();
  const monitors = useMonitors(user?.sub);
  const monitor = monitors.data?.find((candidate) => candidate.site === site);
  if (!monitor) return null;
  return (
    <p className={className}>
      <Link
        to={generatePath(APP_ROUTE_PATHS.site_settings, { id: monitor.id })}
        className="font-semibold underline underline-offset-2"
        data-testid="site-settings-link"
      >
        {label}
      </Link>
    </p>
  );
}
