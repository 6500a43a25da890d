import { randomBytes, randomUUID } from 'node:crypto';
import { link, mkdir, open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { type CredentialsKeyRing, parseCredentialsKey, singleKeyRing } from './credentials-cipher.js';

/** The file in DATA_DIR that holds the embedded default's CREDENTIALS_KEY. */
export const CREDENTIALS_KEY_FILE_NAME = 'credentials.key';

/**
 * The embedded default (no DATABASE_URL) keeps its database in DATA_DIR, so the key that seals the
 * sites' sign-in secrets can live next to it: without one, sign-in scanning would be off out of the
 * box. Production (PostgreSQL, many processes on many machines) still has to set CREDENTIALS_KEY,
 * so every API and worker process holds the same key; `loadConfig` leaves `credentialsKeyFile`
 * unset there.
 */
export async function withCredentialsKeyFile<
  C extends { credentialsKeys: CredentialsKeyRing | undefined; credentialsKeyFile: string | undefined },
>(config: C, logger: Pick<Logger, 'info'>): Promise<C> {
  if (config.credentialsKeys || !config.credentialsKeyFile) return config;
  return {
    ...config,
    credentialsKeys: singleKeyRing(await ensureCredentialsKeyFile(config.credentialsKeyFile, logger)),
  };
}

/**
 * Reads the key at `file`, or creates it: 32 random bytes as base64, mode 0600. It is written to a
 * file of its own first and linked into place, so a second process starting at the same moment
 * either finds the whole key or loses the race and reads the winner's, never half a file. The
 * creation is logged once with the path (the key itself never), so an operator knows what to back
 * up with the data: without the key the stored secrets cannot be opened.
 */
export async function ensureCredentialsKeyFile(file: string, logger: Pick<Logger, 'info'>): Promise<Buffer> {
  const existing = await readKeyFile(file);
  if (existing) return existing;
  await mkdir(path.dirname(file), { recursive: true });
  const draft = `${file}.${randomUUID()}.tmp`;
  const handle = await open(draft, 'wx', 0o600);
  try {
    await handle.writeFile(`${randomBytes(32).toString('base64')}\n`, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(draft, file);
    logger.info(
      { file },
      'created CREDENTIALS_KEY for sign-in secrets (back it up with the data; set CREDENTIALS_KEY to use your own)',
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft).catch(() => undefined);
  }
  const created = await readKeyFile(file);
  if (!created) throw new Error(`${file} vanished while it was being created`);
  return created;
}

async function readKeyFile(file: string): Promise<Buffer | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const key = parseCredentialsKey(text);
    if (!key) throw new Error('CREDENTIALS_KEY is empty.');
    return key;
  } catch (error) {
    // Never replaced: a new key would make every stored secret unreadable without a word.
    throw new Error(`${file} holds no usable key: ${(error as Error).message}`);
  }
}
