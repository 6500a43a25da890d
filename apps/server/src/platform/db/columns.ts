import { customType, timestamp } from 'drizzle-orm/pg-core';

/** The creation time every table that records events carries. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** PostgreSQL bytea; node-postgres reads it as a Buffer, PGlite as a Uint8Array (a Buffer's parent). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
