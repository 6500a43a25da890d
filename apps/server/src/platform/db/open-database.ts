import path from 'node:path';
import type { Logger as ServiceLogger } from '../log.js';
import type { Database } from './database.js';
import { openPgliteDatabase } from './pglite.js';
import { openPostgresDatabase } from './postgres.js';

export interface DatabaseSettings {
  databaseUrl: string | undefined;
  dataDir: string;
  databasePoolSize: number;
}

type Logger = Pick<ServiceLogger, 'warn'>;

/** PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR (kept across restarts). */
export async function openDatabase(settings: DatabaseSettings, logger?: Logger): Promise<Database> {
  if (settings.databaseUrl) {
    return openPostgresDatabase(settings.databaseUrl, {
      poolSize: settings.databasePoolSize,
      ...(logger ? { logger } : {}),
    });
  }
  return openPgliteDatabase(path.join(settings.dataDir, 'pglite'));
}
