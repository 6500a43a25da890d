import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirInUseError } from './data-dir-lock.js';
import { openPgliteDatabase } from './pglite.js';

/** Two processes on one embedded data directory would destroy it: the second is turned away. */

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const pgliteModule = fileURLToPath(new URL('./pglite.ts', import.meta.url));

let dataDir: string;
let holder: ChildProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'klarsicht-lock-'));
});
afterAll(async () => {
  holder?.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** Another process that opens the directory, writes a row and keeps it open until killed. */
function holdInAnotherProcess(): Promise<ChildProcess> {
  const script = `
    const { openPgliteDatabase } = await import(${JSON.stringify(pgliteModule)});
    const db = await openPgliteDatabase(${JSON.stringify(dataDir)});
    await db.executeSql("create table if not exists kept (note text); insert into kept values ('written by the holder')");
    console.log('open');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', '--input-type=module', '-e', script],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('open')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`the holder exited (${code}) before opening`)));
  });
}

describe('the embedded data directory', () => {
  it('refuses a second process while the first holds it, and is taken over once that one is killed', async () => {
    holder = await holdInAnotherProcess();
    const refused = openPgliteDatabase(dataDir);
    await expect(refused).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(refused).rejects.toThrow(`in use by process ${holder.pid}`);

    const gone = new Promise((resolve) => holder?.once('exit', resolve));
    holder.kill('SIGKILL');
    await gone;
    const db = await openPgliteDatabase(dataDir);
    try {
      const { rows } = await db.executeSql('select note from kept', []);
      expect(rows).toEqual([{ note: 'written by the holder' }]);
    } finally {
      await db.close();
    }
    // Closed: the next process may open it.
    const again = await openPgliteDatabase(dataDir);
    await again.close();
  }, 60_000);
});
