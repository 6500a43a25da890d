import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TrackerKind } from '@klarsicht/contracts';

/**
 * The trackers' webhooks, verified by each vendor's own scheme over the exact bytes received and
 * read down to what Klarsicht needs: which ticket was closed or reopened.
 *
 * - GitHub ("Validating webhook deliveries", "Webhook events and payloads: issues"):
 *   `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the body under the secret>`;
 *   `X-GitHub-Event: issues` with `action` `closed` / `reopened`, the ticket `issue.number`.
 *   `ping` (sent when the hook is made) and every other event or action are ignored. A hook set to
 *   the form content type sends `payload=<JSON>`; that is read too.
 * - GitLab ("Webhooks: secret token", "Webhook events: work item events"): `X-Gitlab-Token` is the
 *   secret itself; `X-Gitlab-Event: Issue Hook` (or `Confidential Issue Hook`), `object_kind`
 *   `issue`, `object_attributes.action` `close` / `reopen`, the ticket `object_attributes.iid`.
 * - Jira Cloud ("Webhooks: secure admin webhooks"): a webhook registered with a secret sends
 *   `X-Hub-Signature: sha256=<hex HMAC-SHA256 of the body under the secret>` (WebSub's
 *   `method=signature`); `webhookEvent: jira:issue_updated` whose `changelog.items` has a `status`
 *   item. The payload carries the issue's status after the change (`issue.fields.status.
 *   statusCategory.key`) but not the category of the one before (`changelog` has its id and name
 *   only), so: now `done` → `closed`; now any other category → `reopened`, which thus also comes
 *   for a move between two open statuses (To Do → In Progress). Read `reopened` as "the ticket is
 *   open now" and apply it idempotently. The ticket is `issue.key`.
 *
 * Comparisons are timing-safe. An empty secret verifies nothing (anyone can compute an HMAC under
 * it), so it refuses every delivery.
 */

export type TrackerWebhookChange = { ticketId: string; change: 'closed' | 'reopened' };

export class TrackerWebhookRefused extends Error {
  constructor(
    /** `signature`: missing or wrong signature/token; `payload`: verified, but not an event. */
    readonly reason: 'signature' | 'payload',
    message: string,
  ) {
    super(message);
    this.name = 'TrackerWebhookRefused';
  }
}

/** A new link's webhook secret: 32 random bytes as 64 hex characters (as GitHub, GitLab and Jira take it). */
export function newTrackerWebhookSecret(): string {
  return randomBytes(32).toString('hex');
}

export function readTrackerWebhook(
  kind: TrackerKind,
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer,
  secret: string,
): TrackerWebhookChange | 'ignored' {
  const header = headerReader(headers);
  if (secret === '') throw new TrackerWebhookRefused('signature', 'No secret is set for this webhook.');
  switch (kind) {
    case 'github':
      return readGithub(header, rawBody, secret);
    case 'gitlab':
      return readGitlab(header, rawBody, secret);
    case 'jira':
      return readJira(header, rawBody, secret);
  }
}

function readGithub(header: HeaderReader, rawBody: Buffer, secret: string): TrackerWebhookChange | 'ignored' {
  verifyHmac(header('x-hub-signature-256'), rawBody, secret, 'X-Hub-Signature-256');
  const event = header('x-github-event');
  if (event !== 'issues') return 'ignored';
  const payload = parse(githubJson(header('content-type'), rawBody));
  const action = payload.action;
  if (action !== 'closed' && action !== 'reopened') return 'ignored';
  const issue = payload.issue;
  if (!isRecord(issue) || !Number.isInteger(issue.number)) throw malformed('issue.number');
  return { ticketId: String(issue.number), change: action };
}

function readGitlab(header: HeaderReader, rawBody: Buffer, secret: string): TrackerWebhookChange | 'ignored' {
  const token = header('x-gitlab-token');
  // Hashed first, so that the comparison takes the same time whatever the token's length.
  if (token === undefined || !timingSafeEqual(sha256(token), sha256(secret))) {
    throw new TrackerWebhookRefused('signature', 'The X-Gitlab-Token does not match.');
  }
  const event = header('x-gitlab-event');
  if (event !== 'Issue Hook' && event !== 'Confidential Issue Hook') return 'ignored';
  const payload = parse(rawBody.toString('utf8'));
  // Tasks, incidents and other work items come as `work_item`: not tickets of ours.
  if (payload.object_kind !== 'issue') return 'ignored';
  const attributes = payload.object_attributes;
  if (!isRecord(attributes)) throw malformed('object_attributes');
  const action = attributes.action;
  if (action !== 'close' && action !== 'reopen') return 'ignored';
  if (!Number.isInteger(attributes.iid)) throw malformed('object_attributes.iid');
  return { ticketId: String(attributes.iid), change: action === 'close' ? 'closed' : 'reopened' };
}

function readJira(header: HeaderReader, rawBody: Buffer, secret: string): TrackerWebhookChange | 'ignored' {
  verifyHmac(header('x-hub-signature'), rawBody, secret, 'X-Hub-Signature');
  const payload = parse(rawBody.toString('utf8'));
  if (payload.webhookEvent !== 'jira:issue_updated') return 'ignored';
  const changelog = payload.changelog;
  const items = isRecord(changelog) && Array.isArray(changelog.items) ? changelog.items : [];
  const statusChanged = items.some(
    (item) =>
      isRecord(item) &&
      (item.fieldId === 'status' || (item.fieldId === undefined && item.field === 'status')),
  );
  if (!statusChanged) return 'ignored';
  const issue = payload.issue;
  if (!isRecord(issue) || typeof issue.key !== 'string' || issue.key === '') throw malformed('issue.key');
  const fields = issue.fields;
  const category =
    isRecord(fields) && isRecord(fields.status) && isRecord(fields.status.statusCategory)
      ? fields.status.statusCategory.key
      : undefined;
  if (typeof category !== 'string') throw malformed('issue.fields.status.statusCategory.key');
  return { ticketId: issue.key, change: category === 'done' ? 'closed' : 'reopened' };
}

/** `sha256=<hex>` of the raw body under the secret, compared in constant time. */
function verifyHmac(signature: string | undefined, rawBody: Buffer, secret: string, name: string): void {
  const match = signature === undefined ? null : /^sha256=([0-9a-fA-F]{64})$/.exec(signature.trim());
  if (!match?.[1])
    throw new TrackerWebhookRefused('signature', `The ${name} header is missing or not sha256=<hex>.`);
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  if (!timingSafeEqual(Buffer.from(match[1], 'hex'), expected)) {
    throw new TrackerWebhookRefused('signature', `The ${name} does not match the body.`);
  }
}

/** GitHub's form content type: the JSON in the `payload` field. */
function githubJson(contentType: string | undefined, rawBody: Buffer): string {
  const text = rawBody.toString('utf8');
  if (!contentType?.toLowerCase().startsWith('application/x-www-form-urlencoded')) return text;
  const payload = new URLSearchParams(text).get('payload');
  if (payload === null) throw malformed('payload');
  return payload;
}

function parse(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new TrackerWebhookRefused('payload', 'The body is not JSON.');
  }
  if (!isRecord(parsed)) throw new TrackerWebhookRefused('payload', 'The body is not a JSON object.');
  return parsed;
}

function malformed(field: string): TrackerWebhookRefused {
  return new TrackerWebhookRefused('payload', `The event lacks ${field}.`);
}

type HeaderReader = (name: string) => string | undefined;

/** Header names compared without case; a repeated header counts only when all its values agree. */
function headerReader(headers: Record<string, string | string[] | undefined>): HeaderReader {
  const lower = new Map<string, string | string[] | undefined>();
  for (const [name, value] of Object.entries(headers)) lower.set(name.toLowerCase(), value);
  return (name) => {
    const value = lower.get(name);
    if (!Array.isArray(value)) return value;
    return value.length > 0 && value.every((entry) => entry === value[0]) ? value[0] : undefined;
  };
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
