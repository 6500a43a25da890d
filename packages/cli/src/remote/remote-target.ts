import { UsageError } from '../usage-error.js';

/** Where `klarsicht scan --server` sends its scan, and the API token it sends along. */
export interface RemoteTarget {
  /** The service's base URL without a trailing slash, e.g. https://klarsicht.example or https://host/klarsicht. */
  server: string;
  token: string;
}

export interface RemoteOptions {
  server?: string | undefined;
  token?: string | undefined;
  insecure: boolean;
}

/**
 * The service to scan on, from --server/--token or KLARSICHT_SERVER/KLARSICHT_TOKEN (options win);
 * undefined for a local scan. A token never travels over plain http to another machine unless
 * the user says --insecure: anyone on the path could read it and scan on their plan.
 */
export function parseRemoteTarget(
  options: RemoteOptions,
  env: Readonly<Record<string, string | undefined>>,
): RemoteTarget | undefined {
  const server = options.server ?? nonEmpty(env.KLARSICHT_SERVER);
  if (server === undefined) {
    if (options.token !== undefined) {
      throw new UsageError({ code: 'token-needs-server' }, 'scan');
    }
    if (options.insecure) throw new UsageError({ code: 'insecure-needs-server' }, 'scan');
    return undefined;
  }
  const token = (options.token ?? nonEmpty(env.KLARSICHT_TOKEN))?.trim();
  if (!token) {
    throw new UsageError({ code: 'server-needs-token' }, 'scan');
  }
  if (/\s/.test(token)) throw new UsageError({ code: 'token-has-spaces' }, 'scan');

  let url: URL;
  try {
    url = new URL(server.trim());
  } catch {
    throw new UsageError({ code: 'server-not-url', server }, 'scan');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError({ code: 'server-not-http', server }, 'scan');
  }
  if (url.username || url.password) {
    throw new UsageError({ code: 'server-has-credentials', server }, 'scan');
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname) && !options.insecure) {
    throw new UsageError({ code: 'plain-http', host: url.host }, 'scan');
  }
  url.search = '';
  url.hash = '';
  return { server: url.href.replace(/\/+$/, ''), token };
}

/** Loopback names and addresses: traffic to them never leaves the machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '[::1]' ||
    host === '[0:0:0:0:0:0:0:1]'
  );
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}
