import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** The format's name, first in every sealed value, so a later format can be told apart. */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals and opens sign-in secrets with AES-256-GCM under CREDENTIALS_KEY. The `binding` (user and
 * site) is authenticated with each value, so a sealed secret copied to another row does not open.
 */
export interface CredentialsCipher {
  seal(plain: string, binding: string): string;
  /** Throws when the value was sealed under another key or binding, or was changed. */
  open(sealed: string, binding: string): string;
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

export function createCredentialsCipher(key: Buffer): CredentialsCipher {
  return {
    seal(plain, binding) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(binding, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed, binding) {
      const [version, payload] = sealed.split(':', 2);
      if (version !== VERSION || payload === undefined)
        throw new Error('Not a sealed secret of a known format.');
      const bytes = Buffer.from(payload, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(binding, 'utf8'));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
