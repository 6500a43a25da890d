import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: it writes the next SQL migration from the modules' schema.ts files, gathered by src/platform/db/schema.ts.
// The server applies migrations itself at start (src/platform/db/migrate.ts), under an advisory lock.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/platform/db/schema.ts',
  out: './migrations',
});
