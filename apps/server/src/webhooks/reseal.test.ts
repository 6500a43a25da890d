import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { testUserId } from '../../test-support/test-identity.js';
import { createCredentialsCipher, keyRingOf } from '../platform/secrets/credentials-cipher.js';
import { resealWebhookSecrets } from './reseal.js';
import { insertWebhook, openWebhook, webhooksOf } from './webhooks-repo.js';

/** Rotating CREDENTIALS_KEYS (decision 030) reaches webhook addresses and signing secrets too. */

const b64 = (fill: number) => Buffer.alloc(32, fill).toString('base64');
let database: TestDatabase;
let organisationId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  organisationId = await testUserId(database.db, 'reseal-webhooks');
});

afterAll(async () => {
  await database?.destroy();
});

describe('resealing the webhooks', () => {
  it('seals what an older key sealed under the newest and names what no key opens', async () => {
    const old = createCredentialsCipher(keyRingOf({ keys: `alt:${b64(1)}` })!);
    const lost = createCredentialsCipher(keyRingOf({ keys: `weg:${b64(9)}` })!);
    const add = (cipher: typeof old, kind: 'webhook' | 'slack', url: string) =>
      insertWebhook(database.db.orm, cipher, {
        id: randomUUID(),
        organisationId,
        kind,
        url,
        urlShown: url,
        secret: kind === 'webhook' ? 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0' : undefined,
        events: ['issues.new'],
        site: null,
        language: 'de',
        description: null,
        createdBy: null,
      });
    await add(old, 'webhook', 'https://hooks.example/a');
    await add(old, 'slack', 'https://hooks.slack.com/services/T/B/X');
    const gone = await add(lost, 'webhook', 'https://hooks.example/lost');

    const ring = createCredentialsCipher(keyRingOf({ keys: `neu:${b64(2)},alt:${b64(1)}` })!);
    const first = await resealWebhookSecrets(database.db.orm, ring);
    expect(first).toMatchObject({ resealed: 2, current: 0 });
    expect(first.unopened).toEqual([
      { organisationId, webhookId: gone.id, reason: expect.stringContaining('weg') },
    ]);
    // The new key alone opens them now, addresses and secrets alike.
    const newest = createCredentialsCipher(keyRingOf({ keys: `neu:${b64(2)}` })!);
    const opened = (await webhooksOf(database.db.orm, organisationId))
      .filter((row) => row.id !== gone.id)
      .map((row) => openWebhook(newest, row));
    expect(opened).toEqual(
      expect.arrayContaining([
        { url: 'https://hooks.example/a', secret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0' },
        { url: 'https://hooks.slack.com/services/T/B/X', secret: undefined },
      ]),
    );
    // A second run finds everything current.
    expect(await resealWebhookSecrets(database.db.orm, ring)).toMatchObject({ resealed: 0, current: 2 });
  });
});
