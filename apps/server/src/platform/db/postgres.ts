import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger as ServiceLogger } from '../log.js';
import type { Database, Orm, SqlResult } from './database.js';
import { schema } from './schema.js';

type Logger = Pick<ServiceLogger, 'warn'>;

/** PostgreSQL through a `pg` pool: the scale-out setting, shared by many API and worker processes. */
export function openPostgresDatabase(
  connectionString: string,
  options: { poolSize: number; applicationName?: string; logger?: Logger },
): Database {
  const applicationName = options.applicationName ?? 'klarsicht';
  const pool = new pg.Pool({ connectionString, max: options.poolSize, application_name: applicationName });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => options.logger?.warn({ err: error }, 'idle database connection failed'));
  const orm = drizzle({ client: pool, schema }) as unknown as Orm;
  const listeners = new Set<() => Promise<void>>();

  const runScript = async (client: pg.PoolClient | pg.Client, text: string): Promise<SqlResult> => {
    try {
      const result = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: last?.rows ?? [] };
    } catch (error) {
      // A script that failed after its own BEGIN leaves the connection in an aborted transaction.
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    }
  };

  return {
    kind: 'postgres',
    orm,
    async executeSql(text, values) {
      if (values !== undefined) {
        const result = await pool.query(text, values as unknown[]);
        return { rows: result.rows };
      }
      const client = await pool.connect();
      try {
        return await runScript(client, text);
      } finally {
        client.release();
      }
    },
    async withSession(work) {
      const client = await pool.connect();
      try {
        return await work({
          async query(text, values) {
            const result = await client.query(text, values as unknown[] | undefined);
            return { rows: result.rows };
          },
          async exec(text) {
            await runScript(client, text);
          },
        });
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload) {
      const listener = new ReconnectingListener(connectionString, channel, onPayload, options.logger);
      await listener.start();
      const stop = () => listener.stop();
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      if (!pool.ended && !pool.ending) await pool.end();
    },
  };
}

/**
 * LISTEN needs its own connection for as long as it listens, outside the pool. When that
 * connection drops it is opened again after a pause; notifications sent in between are lost, which
 * is why the event hub also polls.
 */
class ReconnectingListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
    private readonly logger: Logger | undefined,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: 'klarsicht-listen',
    });
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.onPayload(message.payload ?? '');
    });
    client.on('error', (error) => {
      this.logger?.warn({ err: error }, 'notification listener lost its connection');
      this.dropped(client);
    });
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
  }

  private dropped(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => {});
    this.scheduleRestart();
  }

  private scheduleRestart(): void {
    if (this.stopped || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.stopped) return;
      this.start().catch((error: unknown) => {
        this.logger?.warn({ err: error }, 'notification listener could not reconnect');
        this.scheduleRestart();
      });
    }, 1_000);
    this.retryTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}
