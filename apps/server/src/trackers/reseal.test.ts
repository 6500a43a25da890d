import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { testUserId } from '../../test-support/test-identity.js';
import {
  type CredentialsCipher,
  createCredentialsCipher,
  keyRingOf,
} from '../platform/secrets/credentials-cipher.js';
import { resealTrackerSecrets } from './reseal.js';
import { trackerLinks } from './schema.js';
import { tokenBinding, webhookSecretBinding } from './trackers-repo.js';

/** Rotating CREDENTIALS_KEYS (decision 030) reaches the trackers' tokens and webhook secrets too. */

const b64 = (fill: number) => Buffer.alloc(32, fill).toString('base64');
let database: TestDatabase;
let organisationId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  organisationId = await testUserId(database.db, 'reseal-trackers');
});

afterAll(async () => {
  await database?.destroy();
});

async function link(cipher: CredentialsCipher, token: string): Promise<string> {
  const id = randomUUID();
  await database.db.orm.insert(trackerLinks).values({
    id,
    organisationId,
    kind: 'github',
    target: 'team/site',
    baseUrl: 'https://api.github.com',
    settings: {},
    tokenSealed: cipher.seal(token, tokenBinding(id)),
    webhookSecretSealed: cipher.seal(`geheim-${token}`, webhookSecretBinding(id)),
  });
  return id;
}

describe('resealing the trackers', () => {
  it('seals what an older key sealed under the newest and names what no key opens', async () => {
    const old = createCredentialsCipher(keyRingOf({ keys: `alt:${b64(1)}` })!);
    const lost = createCredentialsCipher(keyRingOf({ keys: `weg:${b64(9)}` })!);
    const kept = await link(old, 'ghp_alt');
    const gone = await link(lost, 'ghp_weg');

    const ring = createCredentialsCipher(keyRingOf({ keys: `neu:${b64(2)},alt:${b64(1)}` })!);
    const first = await resealTrackerSecrets(database.db.orm, ring);
    expect(first).toMatchObject({ resealed: 1, current: 0 });
    expect(first.unopened).toEqual([
      { organisationId, trackerId: gone, reason: expect.stringContaining('weg') },
    ]);

    // The new key alone opens the token and the webhook secret now.
    const newest = createCredentialsCipher(keyRingOf({ keys: `neu:${b64(2)}` })!);
    const [row] = await database.db.orm.select().from(trackerLinks).where(eq(trackerLinks.id, kept));
    expect(newest.open(row!.tokenSealed, tokenBinding(kept))).toBe('ghp_alt');
    expect(newest.open(row!.webhookSecretSealed, webhookSecretBinding(kept))).toBe('geheim-ghp_alt');
    // A second run finds it current.
    expect(await resealTrackerSecrets(database.db.orm, ring)).toMatchObject({ resealed: 0, current: 1 });
  });
});
