import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/**
 * Signing per the Standard Webhooks specification (standardwebhooks.com), with its reference
 * library: `webhook-signature: v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">` under the
 * secret's bytes. A receiver verifies with any of the specification's libraries and refuses a
 * timestamp too far from its clock (replays).
 */

const SECRET_PREFIX = 'whsec_';
/** 32 bytes: the HMAC-SHA256 key size; the specification asks for 24 to 64. */
const SECRET_BYTES = 32;

export function newSigningSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

export function signatureHeaders(
  secret: string,
  eventId: string,
  at: Date,
  body: string,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(eventId, at, body),
  };
}
