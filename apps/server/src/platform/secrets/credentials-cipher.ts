import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * The formats' names, first in every sealed value: `v2:<key id>:<payload>` since keys have ids
 * (decision 030), `v1:<payload>` before, which any key of the ring may have sealed.
 */
const VERSION_1 = 'v1';
const VERSION_2 = 'v2';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A key of the ring: its id (named in what it seals) and its 32 bytes. */
export interface CredentialsKey {
  id: string;
  key: Buffer;
}

/**
 * The keys that seal and open sign-in secrets: the first seals, every one opens. Rotation: put a
 * new key first, deploy, `npm run credentials:reseal`, then remove the old one.
 */
export interface CredentialsKeyRing {
  keys: readonly [CredentialsKey, ...CredentialsKey[]];
}

/** The id CREDENTIALS_KEY (one key, no id) and the embedded key file take in the ring. */
export const SINGLE_KEY_ID = '0';

const KEY_ID = /^[A-Za-z0-9._-]{1,32}$/;

/**
 * Seals and opens sign-in secrets with AES-256-GCM under the key ring. The `binding` (organisation
 * and site) is authenticated with each value, so a sealed secret copied to another row does not open.
 */
export interface CredentialsCipher {
  seal(plain: string, binding: string): string;
  /** Throws when the value was sealed under a key not in the ring or another binding, or was changed. */
  open(sealed: string, binding: string): string;
  /** Whether the value is sealed under the key that seals now (nothing for the reseal to do). */
  isCurrent(sealed: string): boolean;
}

/**
 * Reads CREDENTIALS_KEY: 32 bytes, as base64 (`openssl rand -base64 32`) or 64 hex digits.
 * Returns undefined when unset; throws with the way to make one when set but unusable.
 */
export function parseCredentialsKey(value: string | undefined): Buffer | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const key = /^[\da-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (
    key.length !== 32 ||
    (!/^[\da-f]{64}$/i.test(text) && key.toString('base64') !== normaliseBase64(text))
  ) {
    throw new Error(
      'CREDENTIALS_KEY must be 32 random bytes, written as base64 (make one with `openssl rand -base64 32`) or as 64 hex digits.',
    );
  }
  return key;
}

function normaliseBase64(text: string): string {
  const standard = text.replace(/-/g, '+').replace(/_/g, '/');
  return standard.padEnd(Math.ceil(standard.length / 4) * 4, '=');
}

/**
 * Reads CREDENTIALS_KEYS: `id:key,id:key,…`, the first the one that seals; each key as
 * CREDENTIALS_KEY takes it. Returns the entries in order; throws naming what is wrong.
 */
export function parseCredentialsKeys(value: string | undefined): CredentialsKey[] {
  const text = value?.trim();
  if (!text) return [];
  const entries = text.split(',').map((part) => part.trim());
  const seen = new Set<string>();
  return entries.map((entry) => {
    const colon = entry.indexOf(':');
    const id = colon > 0 ? entry.slice(0, colon) : '';
    if (!KEY_ID.test(id)) {
      throw new Error(
        'CREDENTIALS_KEYS is a comma-separated list of id:key, each id 1 to 32 letters, digits, ".", "_" or "-", e.g. 2026-11:<openssl rand -base64 32>.',
      );
    }
    if (seen.has(id)) throw new Error(`CREDENTIALS_KEYS names the key "${id}" twice.`);
    seen.add(id);
    let key: Buffer | undefined;
    try {
      key = parseCredentialsKey(entry.slice(colon + 1));
    } catch {
      throw new Error(
        `CREDENTIALS_KEYS: the key "${id}" must be 32 random bytes, as base64 (\`openssl rand -base64 32\`) or 64 hex digits.`,
      );
    }
    if (!key) throw new Error(`CREDENTIALS_KEYS gives the key "${id}" no value.`);
    return { id, key };
  });
}

/**
 * The ring from the environment: CREDENTIALS_KEYS in its order, then CREDENTIALS_KEY as the key
 * `0` (so a deployment with one key adds a ring beside it and keeps opening what it sealed).
 * Undefined when neither is set.
 */
export function keyRingOf(env: {
  keys?: string | undefined;
  key?: string | undefined;
}): CredentialsKeyRing | undefined {
  const keys = parseCredentialsKeys(env.keys);
  const single = parseCredentialsKey(env.key);
  if (single) {
    if (keys.some((entry) => entry.id === SINGLE_KEY_ID)) {
      throw new Error(`CREDENTIALS_KEYS may not use the id "${SINGLE_KEY_ID}": it is CREDENTIALS_KEY's.`);
    }
    keys.push({ id: SINGLE_KEY_ID, key: single });
  }
  const [first, ...others] = keys;
  return first ? { keys: [first, ...others] } : undefined;
}

/** A ring of one key (the embedded key file, tests). */
export function singleKeyRing(key: Buffer): CredentialsKeyRing {
  return { keys: [{ id: SINGLE_KEY_ID, key }] };
}

export function createCredentialsCipher(ring: CredentialsKeyRing): CredentialsCipher {
  const sealing = ring.keys[0];
  const byId = new Map(ring.keys.map((entry) => [entry.id, entry.key]));
  return {
    seal(plain, binding) {
      return `${VERSION_2}:${sealing.id}:${sealWith(sealing.key, plain, binding)}`;
    },
    open(sealed, binding) {
      const [version, ...rest] = sealed.split(':');
      if (version === VERSION_2 && rest.length === 2) {
        const key = byId.get(rest[0]!);
        if (!key) throw new Error(`Sealed under the key "${rest[0]}", which is not in the key ring.`);
        return openWith(key, rest[1]!, binding);
      }
      if (version === VERSION_1 && rest.length === 1) {
        // Sealed before keys had ids: whichever key of the ring opens it (GCM refuses the others).
        for (const { key } of ring.keys) {
          try {
            return openWith(key, rest[0]!, binding);
          } catch {
            // the next key
          }
        }
        throw new Error('Sealed under a key that is not in the key ring.');
      }
      throw new Error('Not a sealed secret of a known format.');
    },
    isCurrent(sealed) {
      return sealed.startsWith(`${VERSION_2}:${sealing.id}:`);
    },
  };
}

function sealWith(key: Buffer, plain: string, binding: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(binding, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function openWith(key: Buffer, payload: string, binding: string): string {
  const bytes = Buffer.from(payload, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(binding, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}
