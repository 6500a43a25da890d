import { EVENT_VERSION, eventEnvelopeSchema, TEST_EVENT_TYPE } from '@klarsicht/contracts';
import { z } from 'zod';
import { RETRY_DELAYS_SECONDS } from './delivery-worker.js';

/**
 * The events as OpenAPI 3.1 `webhooks` (what Klarsicht sends, not what it serves), from the same
 * schemas the payloads are built against: a receiver's developer finds every payload, its version
 * and the signature headers in /api/docs.
 */

const SUMMARIES: Record<string, string> = {
  'scan.finished':
    'A scan of a site finished: its issues by impact, and new and fixed ones against the previous scan',
  'issues.new': 'A scan found issues the previous scan of the site did not have (up to 50 listed)',
  'issues.fixed': 'Issues of the previous scan that this scan no longer found (up to 50 listed)',
  'issue.reopened':
    'A scan found an issue again that was fixed or verified, or an accepted one past its review date',
  'statement.outdated':
    'The published accessibility statement no longer matches the site (once per published version)',
  'monitoring.failed': 'A scheduled scan of a site failed: the site is not being watched',
  [TEST_EVENT_TYPE]: 'Sent by the "send test" button of a webhook',
};

const header = (name: string, description: string) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
});

export function eventWebhooksDoc(): Record<string, unknown> {
  const entries = eventEnvelopeSchema.options.map((option) => {
    const type = option.shape.type.value;
    const { $schema: _ignored, ...schema } = z.toJSONSchema(option, { io: 'output' }) as Record<
      string,
      unknown
    >;
    return [
      type,
      {
        post: {
          summary: SUMMARIES[type] ?? type,
          description: `Payload version ${EVENT_VERSION}. Signed as the Standard Webhooks specification says; a delivery that is not answered with 2xx within 15 s is tried again after ${RETRY_DELAYS_SECONDS.map((seconds) => `${seconds} s`).join(', ')} (the same webhook-id each time). Answering 410 Gone switches the webhook off.`,
          tags: ['webhooks'],
          parameters: [
            header('webhook-id', "The event's id: the same on every attempt, to drop a repeat."),
            header(
              'webhook-timestamp',
              'When this attempt was signed, in seconds since 1970; refuse one far from your clock.',
            ),
            header(
              'webhook-signature',
              '`v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` under the secret (`whsec_…`, base64 after the prefix).',
            ),
          ],
          requestBody: { required: true, content: { 'application/json': { schema } } },
          responses: {
            '2XX': { description: 'Received: nothing more is sent for this event.' },
            '410': { description: 'Gone: the webhook is switched off; nothing more is sent to it.' },
          },
        },
      },
    ];
  });
  return Object.fromEntries(entries);
}
