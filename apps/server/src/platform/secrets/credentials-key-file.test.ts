import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createCredentialsCipher } from './credentials-cipher.js';
import { ensureCredentialsKeyFile, withCredentialsKeyFile } from './credentials-key-file.js';

function recordingLogger() {
  const lines: Array<{ fields: unknown; message: string | undefined }> = [];
  return {
    lines,
    info: (fields: unknown, message?: string) => {
      lines.push({ fields, message });
    },
  } as unknown as { lines: typeof lines; info: (...args: unknown[]) => void };
}

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'klarsicht-key-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the embedded default’s CREDENTIALS_KEY', () => {
  it('is made on first start in DATA_DIR, readable by the owner only, and logged once by its path', async () => {
    const logger = recordingLogger();
    const config = await withCredentialsKeyFile(loadConfig({ DATA_DIR: path.join(dataDir, 'new') }), logger);
    const file = path.join(dataDir, 'new', 'credentials.key');
    const [only] = config.credentialsKeys!.keys;
    expect(config.credentialsKeys!.keys).toHaveLength(1);
    expect(only.key).toHaveLength(32);
    const text = await readFile(file, 'utf8');
    expect(Buffer.from(text.trim(), 'base64')).toEqual(only.key);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]!.fields).toEqual({ file });
    expect(JSON.stringify(logger.lines)).not.toContain(text.trim());

    // The next start reuses it, says nothing, and opens what the first one sealed.
    const sealed = createCredentialsCipher(config.credentialsKeys!).seal('geheim', 'user:site');
    const again = await withCredentialsKeyFile(loadConfig({ DATA_DIR: path.join(dataDir, 'new') }), logger);
    expect(createCredentialsCipher(again.credentialsKeys!).open(sealed, 'user:site')).toBe('geheim');
    expect(logger.lines).toHaveLength(1);
  });

  it('is one key when two processes start at the same moment', async () => {
    const file = path.join(dataDir, 'credentials.key');
    const logger = recordingLogger();
    const keys = await Promise.all(Array.from({ length: 8 }, () => ensureCredentialsKeyFile(file, logger)));
    for (const key of keys) expect(key).toEqual(keys[0]);
    expect(logger.lines).toHaveLength(1);
  });

  it('is not made with DATABASE_URL or with CREDENTIALS_KEY set', async () => {
    const logger = recordingLogger();
    const postgres = await withCredentialsKeyFile(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db/klarsicht' }),
      logger,
    );
    expect(postgres.credentialsKeys).toBeUndefined();
    const own = Buffer.alloc(32, 1);
    const explicit = await withCredentialsKeyFile(
      loadConfig({ DATA_DIR: dataDir, CREDENTIALS_KEY: own.toString('hex') }),
      logger,
    );
    expect(explicit.credentialsKeys!.keys[0].key).toEqual(own);
    await expect(stat(path.join(dataDir, 'credentials.key'))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(logger.lines).toEqual([]);
  });

  it('stops the start on a damaged key file instead of replacing it', async () => {
    const file = path.join(dataDir, 'credentials.key');
    await writeFile(file, 'kaputt\n', { mode: 0o600 });
    await expect(ensureCredentialsKeyFile(file, recordingLogger())).rejects.toThrow(
      `${file} holds no usable key`,
    );
    expect(await readFile(file, 'utf8')).toBe('kaputt\n');
  });
});
