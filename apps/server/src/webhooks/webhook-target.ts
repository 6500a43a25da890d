import type { WebhookKind } from '@klarsicht/contracts';
import { assertPublicHost, ScanError } from '@klarsicht/scanner/options';
import { HttpProblem } from '../platform/http/problem.js';

/**
 * Where a webhook may send (decision 030). Checked when it is saved, to answer a mistake at once,
 * and again at every delivery (deliver-http.ts), because a name may resolve elsewhere later.
 */

export interface TargetPolicy {
  /** KLARSICHT_ALLOW_PRIVATE_TARGETS: development and tests reach this machine; production never. */
  allowPrivateTargets: boolean;
}

/** Slack's incoming webhooks live here (api.slack.com/messaging/webhooks). */
const SLACK_HOST = 'hooks.slack.com';
/**
 * Teams "Workflows" webhooks are Power Automate flows: the classic Logic Apps hosts
 * (`prod-NN.<region>.logic.azure.com`) and the newer Power Platform environment hosts.
 */
const TEAMS_HOSTS = [/\.logic\.azure\.com$/i, /\.api\.powerplatform\.com$/i];

export function checkTargetForm(kind: WebhookKind, input: string, policy: TargetPolicy): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new HttpProblem(400, 'invalid_url', 'The address is not a URL.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new HttpProblem(400, 'invalid_url', 'The address must be an http(s) URL.');
  if (url.username || url.password)
    throw new HttpProblem(400, 'invalid_url', 'The address must not carry a user name or password.');
  // Locally (tests, a demo) chats are faked on this machine; in production only the real ones count.
  if (policy.allowPrivateTargets) return url;
  if (url.protocol !== 'https:') throw new HttpProblem(400, 'url_not_https', 'The address must use https.');
  if (kind === 'slack' && (url.hostname !== SLACK_HOST || !url.pathname.startsWith('/services/')))
    throw new HttpProblem(
      400,
      'url_not_chat',
      'A Slack address is an incoming webhook: https://hooks.slack.com/services/…',
    );
  if (kind === 'teams' && !TEAMS_HOSTS.some((host) => host.test(url.hostname)))
    throw new HttpProblem(
      400,
      'url_not_chat',
      'A Teams address is the URL of a Workflows flow "when a Teams webhook request is received".',
    );
  return url;
}

/** The form, and that its host resolves to public addresses only. */
export async function checkTarget(kind: WebhookKind, input: string, policy: TargetPolicy): Promise<URL> {
  const url = checkTargetForm(kind, input, policy);
  try {
    await assertPublicHost(url.hostname, { allowPrivateAddresses: policy.allowPrivateTargets });
  } catch (error) {
    if (error instanceof ScanError && error.code === 'private_address')
      throw new HttpProblem(400, 'url_forbidden', `${error.message}: webhooks go to the internet only.`);
    if (error instanceof ScanError) throw new HttpProblem(400, 'invalid_url', `${error.message}.`);
    throw error;
  }
  return url;
}

/**
 * What lists show of an address: a webhook's origin and path (a query may carry a token), a chat's
 * origin only (the path is the credential).
 */
export function shownTarget(kind: WebhookKind, url: URL): string {
  if (kind !== 'webhook') return `${url.origin}/…`;
  return `${url.origin}${url.pathname}${url.search ? '?…' : ''}`;
}
