import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seedPgliteDataDir } from '../../../test-support/test-database.js';
import { openPgliteDatabase } from './pglite.js';

let dataDir: string | undefined;

afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the embedded database directory', () => {
  it('opens with the lock file a process killed while starting left empty', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'klarsicht-pglite-lock-'));
    await seedPgliteDataDir(dataDir);
    // What PostgreSQL leaves when the kill falls between creating its lock file and writing it.
    await writeFile(path.join(dataDir, 'postmaster.pid'), '');

    const db = await openPgliteDatabase(dataDir);
    try {
      const { rows } = await db.executeSql('select count(*)::int as scans from scans', []);
      expect(rows).toEqual([{ scans: 0 }]);
    } finally {
      await db.close();
    }
  });
});
