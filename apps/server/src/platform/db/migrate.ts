import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger as ServiceLogger } from '../log.js';
import type { Database } from './database.js';

/**
 * Applies the SQL files in apps/server/migrations in name order, each once, each in its own
 * transaction, under a session advisory lock so several processes starting together do not race
 * (on PGlite the lock is moot but harmless). Files are written by `drizzle-kit generate` from
 * schema (the modules' schema.ts files); a file already applied must never change, which the stored checksum reveals.
 */

/** Same path from src/db (tests, tsx) and dist/db (the build): two levels up, then migrations/. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../migrations/', import.meta.url));

// Any constant works; this one is "klarsicht" in ASCII, shortened to fit a bigint.
const MIGRATION_LOCK_KEY = 0x6b6c61727369;

export interface MigrationResult {
  applied: string[];
}

type Logger = Pick<ServiceLogger, 'info' | 'warn'>;

export async function migrate(
  db: Database,
  options: { directory?: string; logger?: Logger } = {},
): Promise<MigrationResult> {
  const directory = options.directory ?? MIGRATIONS_DIR;
  const files = (await readdir(directory)).filter((name) => name.endsWith('.sql')).sort();
  const migrations = await Promise.all(
    files.map(async (file) => {
      const sql = await readFile(path.join(directory, file), 'utf8');
      return {
        version: file.replace(/\.sql$/, ''),
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    }),
  );

  return db.withSession(async (session) => {
    await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await session.exec(`
        CREATE TABLE IF NOT EXISTS schema_migrations (
          version text PRIMARY KEY,
          checksum text NOT NULL,
          applied_at timestamptz NOT NULL DEFAULT now()
        )`);
      const { rows } = await session.query('SELECT version, checksum FROM schema_migrations');
      const known = new Map(rows.map((row) => [String(row.version), String(row.checksum)]));
      const applied: string[] = [];
      for (const migration of migrations) {
        const checksum = known.get(migration.version);
        if (checksum !== undefined) {
          if (checksum !== migration.checksum) {
            options.logger?.warn({ version: migration.version }, 'applied migration file has changed since');
          }
          continue;
        }
        // One script: the migration and its bookkeeping commit together or not at all.
        const record = `INSERT INTO schema_migrations (version, checksum) VALUES ('${migration.version.replace(/'/g, "''")}', '${migration.checksum}')`;
        await session.exec(`BEGIN;\n${stripBreakpoints(migration.sql)};\n${record};\nCOMMIT;`);
        applied.push(migration.version);
        options.logger?.info({ version: migration.version }, 'database migration applied');
      }
      return { applied };
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  });
}

/** drizzle-kit separates statements with a marker comment; plain semicolons are enough for us. */
function stripBreakpoints(sql: string): string {
  return sql.replaceAll('--> statement-breakpoint', '').trim().replace(/;$/, '');
}
