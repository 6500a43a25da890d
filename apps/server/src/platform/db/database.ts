import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Schema } from './schema.js';

/** Drizzle over either driver; both speak the same PostgreSQL, so queries are written once. */
export type Orm = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle as repositories receive it. */
export type OrmTransaction = Parameters<Parameters<Orm['transaction']>[0]>[0];
/** Where a repository function may run: the database itself or an open transaction. */
export type Executor = Orm | OrmTransaction;

export interface SqlResult {
  rows: Record<string, unknown>[];
}

/** One connection held for a while (migrations need a session-level advisory lock on one connection). */
export interface SqlSession {
  /** One statement with $1… parameters. */
  query(text: string, values?: unknown[]): Promise<SqlResult>;
  /** Several statements, no parameters. */
  exec(text: string): Promise<void>;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly orm: Orm;
  /**
   * pg-boss's `db` adapter contract: with values one parameterised statement, without values a
   * script whose LAST statement's rows are returned; a failed script is rolled back.
   */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  withSession<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; resolves to the function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
