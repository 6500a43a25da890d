import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes with node:crypto scrypt: a random 16-byte salt, N = 2^15, r = 8, p = 1 (about
 * 32 MiB and ~100 ms here), stored as `scrypt$N$r$p$salt$hash` so the parameters can be raised
 * later without breaking old hashes.
 */

const KEY_LENGTH = 32;
const DEFAULT_COST = { N: 2 ** 15, r: 8, p: 1 };

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 128 * cost.N * cost.r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, cost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

// Compared against when no account has the e-mail, so that case costs the same time.
const DUMMY_HASH = hashPassword(randomBytes(16).toString('hex'));

/** Constant-time check; `stored` undefined (no such account) still spends one scrypt and answers false. */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = (stored ?? (await DUMMY_HASH)).split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected) && stored !== undefined;
}
