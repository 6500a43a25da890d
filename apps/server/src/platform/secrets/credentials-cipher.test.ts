import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createCredentialsCipher,
  keyRingOf,
  parseCredentialsKeys,
  singleKeyRing,
} from './credentials-cipher.js';

const key = (fill: number) => Buffer.alloc(32, fill);
const b64 = (fill: number) => key(fill).toString('base64');

/** A value sealed the way the first format did, before keys had ids. */
function sealedV1(secret: Buffer, plain: string, binding: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  cipher.setAAD(Buffer.from(binding, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

describe('the key ring', () => {
  it('seals under its first key, naming it, and opens with any of its keys', () => {
    const old = createCredentialsCipher(keyRingOf({ keys: `2025:${b64(1)}` })!);
    const sealedOld = old.seal('passwort', 'org:site');
    expect(sealedOld).toMatch(/^v2:2025:/);
    const ring = createCredentialsCipher(keyRingOf({ keys: `2026:${b64(2)},2025:${b64(1)}` })!);
    expect(ring.open(sealedOld, 'org:site')).toBe('passwort');
    expect(ring.isCurrent(sealedOld)).toBe(false);
    const sealedNew = ring.seal('passwort', 'org:site');
    expect(sealedNew).toMatch(/^v2:2026:/);
    expect(ring.isCurrent(sealedNew)).toBe(true);
    // Without the old key, what it sealed is named as such.
    expect(() =>
      createCredentialsCipher(keyRingOf({ keys: `2026:${b64(2)}` })!).open(sealedOld, 'org:site'),
    ).toThrow(/"2025", which is not in the key ring/);
  });

  it('opens what the one-key format sealed, with whichever key of the ring it was', () => {
    const v1 = sealedV1(key(1), 'geheim', 'org:site');
    const ring = createCredentialsCipher(keyRingOf({ keys: `neu:${b64(2)}`, key: b64(1) })!);
    expect(ring.open(v1, 'org:site')).toBe('geheim');
    expect(() => ring.open(v1, 'org:other-site')).toThrow(/not in the key ring/);
    expect(() => createCredentialsCipher(singleKeyRing(key(3))).open(v1, 'org:site')).toThrow();
  });

  it('refuses a secret moved to another binding or changed', () => {
    const cipher = createCredentialsCipher(singleKeyRing(key(4)));
    const sealed = cipher.seal('geheim', 'org:a');
    expect(() => cipher.open(sealed, 'org:b')).toThrow();
    expect(() => cipher.open(`${sealed.slice(0, -4)}AAAA`, 'org:a')).toThrow();
    expect(() => cipher.open('v9:x:y', 'org:a')).toThrow(/known format/);
  });

  it('reads CREDENTIALS_KEYS and CREDENTIALS_KEY together, and says what is wrong with them', () => {
    expect(keyRingOf({})).toBeUndefined();
    expect(keyRingOf({ key: b64(5) })!.keys.map((entry) => entry.id)).toEqual(['0']);
    expect(
      keyRingOf({ keys: `a:${b64(1)},b:${b64(2)}`, key: b64(3) })!.keys.map((entry) => entry.id),
    ).toEqual(['a', 'b', '0']);
    expect(() => parseCredentialsKeys(b64(1))).toThrow(/id:key/);
    expect(() => parseCredentialsKeys(`a:${b64(1)},a:${b64(2)}`)).toThrow(/twice/);
    expect(() => parseCredentialsKeys('a:kurz')).toThrow(/"a" must be 32 random bytes/);
    expect(() => keyRingOf({ keys: `0:${b64(1)}`, key: b64(2) })).toThrow(/CREDENTIALS_KEY's/);
  });
});
