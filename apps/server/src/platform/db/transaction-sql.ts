import { type SQL, sql } from 'drizzle-orm';
import type { Executor, SqlResult } from './database.js';

/**
 * pg-boss's `db` adapter over an open Drizzle transaction, so a queue call (failing a job, sending
 * one) commits or rolls back together with our own rows. Drizzle numbers its own parameters, so
 * each `$n` of the statement becomes a bound value; `$2::uuid[]` keeps its cast.
 */
export function transactionSql(tx: Executor): {
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
} {
  return {
    async executeSql(text, values = []) {
      const result = await tx.execute(bind(text, values));
      return { rows: (result as unknown as SqlResult).rows };
    },
  };
}

function bind(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= values.length) throw new Error(`statement uses $${match[1]} without a value`);
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${sql.param(asParameter(values[index]))}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/** Arrays go to the driver whole (Drizzle would spread them into a list); objects as JSON text, which both drivers read as json. */
function asParameter(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
    return JSON.stringify(value);
  }
  return value;
}
