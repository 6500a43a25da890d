import { routePath } from '../../lib/route-path';

export const sitePath = (siteId: string) => routePath('site_monitoring', { id: siteId });
