import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, Orm, SqlResult } from './database.js';
import { schema } from './schema.js';

/**
 * The embedded database: PostgreSQL in WASM, one instance per process (it is a single session and
 * its directory cannot be shared between processes). PGlite runs one statement or transaction at a
 * time, so callers queue behind each other instead of needing a pool.
 */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
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
    },
  };
}
