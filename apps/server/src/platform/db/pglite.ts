import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { lockDataDir } from './data-dir-lock.js';
import type { Database, Orm, SqlResult } from './database.js';
import { schema } from './schema.js';

/**
 * The embedded database: PostgreSQL in WASM, one instance per process (it is a single session and
 * its directory cannot be shared between processes). PGlite runs one statement or transaction at a
 * time, so callers queue behind each other instead of needing a pool.
 */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  let pglite: PGlite;
  try {
    removeStaleLockFile(dataDir);
    pglite = await PGlite.create(dataDir);
  } catch (error) {
    lock.release();
    throw error;
  }
  const orm = drizzle({ client: pglite, schema }) as unknown as Orm;

  const runScript = async (text: string): Promise<SqlResult> => {
    // Inside PGlite's own transaction so nothing else runs between a failure and its rollback;
    // a script's own BEGIN/COMMIT only draws harmless warnings there.
    const results = await pglite.transaction((tx) => tx.exec(text));
    return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
  };

  return {
    kind: 'pglite',
    orm,
    async executeSql(text, values) {
      if (values === undefined) return runScript(text);
      const result = await pglite.query<Record<string, unknown>>(text, values as unknown[]);
      return { rows: result.rows };
    },
    async withSession(work) {
      return work({
        async query(text, values) {
          const result = await pglite.query<Record<string, unknown>>(text, values ?? []);
          return { rows: result.rows };
        },
        async exec(text) {
          await runScript(text);
        },
      });
    },
    async listen(channel, onPayload) {
      const unsubscribe = await pglite.listen(channel, onPayload);
      return async () => {
        if (!pglite.closed) await unsubscribe();
      };
    },
    async close() {
      if (!pglite.closed) await pglite.close();
      lock.release();
    },
  };
}

/**
 * PostgreSQL's lock file is left behind by a process that was killed, and when the kill falls
 * between creating it and writing it, it is empty: PostgreSQL then refuses to start ("lock file
 * is empty") until someone deletes it. It guards nothing here: every PGlite backend calls itself
 * PID 42, so PostgreSQL takes any existing lock file for its own stale one and starts anyway.
 * `lockDataDir` is what keeps a second process out.
 */
function removeStaleLockFile(dataDir: string): void {
  rmSync(path.join(dataDir, 'postmaster.pid'), { force: true });
}
