import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../src/platform/db/database.js';
import { MIGRATIONS_DIR, migrate } from '../src/platform/db/migrate.js';
import { openPgliteDatabase } from '../src/platform/db/pglite.js';
import { openPostgresDatabase } from '../src/platform/db/postgres.js';
import { startScanQueue } from '../src/platform/queue/scan-queue.js';

/**
 * A database for one test file: PGlite in a temporary directory (once per file, not per test), or — when TEST_DATABASE_URL points at a PostgreSQL server — a fresh database
 * `klarsicht_t_<random>` created on that server and dropped afterwards.
 */

export interface TestDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** For PostgreSQL: the connection string of the throwaway database (child processes use it). */
  url: string | undefined;
  /** For PGlite: the data directory (a restart test reopens it). */
  dataDir: string | undefined;
  /** Closes the connection and removes the database or directory. */
  destroy(): Promise<void>;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export async function createTestDatabase(
  options: {
    kind?: 'pglite' | 'postgres';
    /** Migrate from this directory instead (a migration test's database as an older release left it). */
    migrations?: string;
  } = {},
): Promise<TestDatabase> {
  const kind = options.kind ?? (TEST_DATABASE_URL ? 'postgres' : 'pglite');
  const migrateOptions = options.migrations ? { directory: options.migrations } : {};
  if (kind === 'pglite') {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'klarsicht-test-'));
    // The template is migrated to the newest release: an older one starts from an empty cluster.
    if (!options.migrations) await seedPgliteDataDir(dataDir);
    const db = await openPgliteDatabase(dataDir);
    await migrate(db, migrateOptions);
    return {
      db,
      kind,
      url: undefined,
      dataDir,
      async destroy() {
        await db.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `klarsicht_t_${randomBytes(6).toString('hex')}`;
  await withServer(TEST_DATABASE_URL, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = withDatabaseName(TEST_DATABASE_URL, name);
  const db = openPostgresDatabase(url, { poolSize: 10, applicationName: 'klarsicht-test' });
  await migrate(db, migrateOptions);
  return {
    db,
    kind,
    url,
    dataDir: undefined,
    async destroy() {
      await db.close();
      await withServer(TEST_DATABASE_URL, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

function withDatabaseName(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withServer<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Fills `dataDir` with a copy of a migrated PGlite cluster (our tables and pg-boss's). Creating one
 * from nothing (initdb in WASM) takes 5 s and more on a busy machine; copying a closed one takes
 * a fraction of that. The template lives in the temp directory, keyed by what shapes it, and is
 * built once by whichever test file needs it first (a rename publishes it atomically).
 */
export async function seedPgliteDataDir(dataDir: string): Promise<void> {
  await cp(await pgliteTemplate(), dataDir, { recursive: true });
}

let template: Promise<string> | undefined;

function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = path.join(tmpdir(), `klarsicht-pglite-template-${await templateKey()}`);
    if (existsSync(path.join(dir, 'PG_VERSION'))) return dir;
    const building = await mkdtemp(path.join(tmpdir(), 'klarsicht-pglite-build-'));
    const db = await openPgliteDatabase(building);
    try {
      await migrate(db);
      const queue = await startScanQueue(
        db,
        {
          expireInSeconds: 60,
          retryLimit: 0,
          retryDelaySeconds: 0,
          pollingIntervalSeconds: 1,
          maintenanceIntervalSeconds: 60,
        },
        { error: () => {} },
      );
      await queue.stop(1_000);
    } finally {
      await db.close();
    }
    try {
      await rename(building, dir);
    } catch {
      // Another test file published its template first; theirs is as good as ours.
      await rm(building, { recursive: true, force: true });
    }
    return dir;
  })();
  return template;
}

async function templateKey(): Promise<string> {
  const require = createRequire(import.meta.url);
  const hash = createHash('sha256');
  for (const pkg of ['@electric-sql/pglite', 'pg-boss']) {
    // Not every package exports its package.json: walk up from its entry point to find it.
    let dir = path.dirname(require.resolve(pkg));
    while (!existsSync(path.join(dir, 'package.json')) || !dir.endsWith(pkg)) dir = path.dirname(dir);
    hash.update(JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')).version);
  }
  for (const file of (await readdir(MIGRATIONS_DIR)).sort()) {
    if (file.endsWith('.sql')) hash.update(await readFile(path.join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}
