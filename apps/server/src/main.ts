import { type Config, ConfigError, loadConfig } from './platform/config.js';
import { DataDirInUseError } from './platform/db/data-dir-lock.js';
import { createLogger } from './platform/observability/logger.js';
import { withCredentialsKeyFile } from './platform/secrets/credentials-key-file.js';
import { type RunningService, startService } from './service.js';

/**
 * The program: `node apps/server/dist/main.js`. Reads the configuration from the environment,
 * starts the role(s) it names, and shuts down gracefully on Ctrl-C / SIGTERM (a second signal
 * ends the process at once).
 */

function readConfig(): Config {
  try {
    const config = loadConfig();
    if (!config.databaseUrl && config.role !== 'all') {
      throw new ConfigError(
        `ROLE=${config.role} needs DATABASE_URL: the embedded database (PGlite) belongs to one process, so it runs with ROLE=all only.`,
      );
    }
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const plainConfig = readConfig();
  const logger = createLogger({ level: plainConfig.logLevel, base: { pid: process.pid } });
  let config: Config;
  try {
    config = await withCredentialsKeyFile(plainConfig, logger);
  } catch (error) {
    logger.fatal({ err: error }, 'Klarsicht could not start');
    process.exitCode = 1;
    return;
  }
  logger.info(
    {
      role: config.role,
      database: config.databaseUrl ? 'postgresql' : `pglite in ${config.dataDir}`,
      allowPrivateTargets: config.worker.allowPrivateTargets,
    },
    'starting Klarsicht',
  );

  let service: RunningService;
  try {
    service = await startService({ config, logger });
  } catch (error) {
    logger.fatal({ err: error }, 'Klarsicht could not start');
    // Said plainly as well: someone ran `npm start` a second time on the same data.
    if (error instanceof DataDirInUseError) console.error(`\n${error.message}\n`);
    process.exitCode = 1;
    return;
  }

  if (service.address) {
    // PUBLIC_URL, not the listening address: sign-in works on that origin only (the other
    // loopback alias is redirected to it, see http/loopback-origin.ts).
    const url = config.publicUrl;
    // Plain lines on stdout, so the address stands out from the JSON log.
    console.log(`\nKlarsicht läuft auf ${url}\nKlarsicht is running at ${url}\n`);
  } else {
    console.log(`\nKlarsicht-Worker läuft / Klarsicht worker is running (pid ${process.pid})\n`);
  }

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(130);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down: no new requests or jobs; running scans go back to the queue');
    service.close().then(
      () => {
        logger.info('shut down cleanly');
        process.exitCode = 0;
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exitCode = 1;
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

await main();
