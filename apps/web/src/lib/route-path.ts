import { APP_ROUTE_PATHS, type AppRouteName } from '@klarsicht/contracts';

/**
 * The address of one of the app's pages with its `:params` filled in. Linking to another feature's
 * page this way, rather than through that feature's index, keeps its code out of the linking page's
 * chunk: the page loads only when someone opens it.
 */
export function routePath(name: AppRouteName, values: Readonly<Record<string, string>> = {}): string {
  return APP_ROUTE_PATHS[name].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(values[key] ?? ''));
}
