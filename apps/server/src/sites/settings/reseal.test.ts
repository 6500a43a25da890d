import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { testUserId } from '../../../test-support/test-identity.js';
import { createCredentialsCipher, keyRingOf } from '../../platform/secrets/credentials-cipher.js';
import { siteScanSettings } from '../schema.js';
import { resealSignInSecrets } from './reseal.js';
import { secretBinding } from './site-settings-model.js';

/** Rotating CREDENTIALS_KEYS (decision 030): every stored secret sealed anew under the newest key. */

const b64 = (fill: number) => Buffer.alloc(32, fill).toString('base64');
let database: TestDatabase;
let organisationId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  organisationId = await testUserId(database.db, 'reseal-owner');
});

afterAll(async () => {
  await database?.destroy();
});

describe('resealing the sign-in secrets', () => {
  it('seals what an older key sealed under the newest, leaves current ones, and names what no key opens', async () => {
    const old = createCredentialsCipher(keyRingOf({ keys: `alt:${b64(1)}` })!);
    const lost = createCredentialsCipher(keyRingOf({ keys: `weg:${b64(9)}` })!);
    const secret = (site: string, cipher = old) =>
      cipher.seal(JSON.stringify({ password: `pw-${site}` }), secretBinding(organisationId, site));
    await database.db.orm.insert(siteScanSettings).values([
      { organisationId, site: 'eins.example', signInSecret: secret('eins.example') },
      { organisationId, site: 'zwei.example', signInSecret: secret('zwei.example') },
      { organisationId, site: 'verloren.example', signInSecret: secret('verloren.example', lost) },
      { organisationId, site: 'ohne.example', signInSecret: null },
    ]);

    const ring = createCredentialsCipher(keyRingOf({ keys: `neu:${b64(2)},alt:${b64(1)}` })!);
    const first = await resealSignInSecrets(database.db.orm, ring);
    expect(first).toMatchObject({ resealed: 2, current: 0 });
    expect(first.unopened).toEqual([
      expect.objectContaining({
        organisationId,
        site: 'verloren.example',
        reason: expect.stringContaining('"weg"'),
      }),
    ]);

    // The old key can go now: the new one alone opens every resealed secret.
    const newOnly = createCredentialsCipher(keyRingOf({ keys: `neu:${b64(2)}` })!);
    const rows = await database.db.orm.select().from(siteScanSettings);
    for (const site of ['eins.example', 'zwei.example']) {
      const row = rows.find((entry) => entry.site === site)!;
      expect(row.signInSecret).toMatch(/^v2:neu:/);
      expect(JSON.parse(newOnly.open(row.signInSecret!, secretBinding(organisationId, site)))).toEqual({
        password: `pw-${site}`,
      });
    }
    const again = await resealSignInSecrets(database.db.orm, ring);
    expect(again).toMatchObject({ resealed: 0, current: 2 });
  });
});
