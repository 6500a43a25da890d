import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: it writes the next SQL migration from the feature files in src/db/schema/.
// The server applies migrations itself at start (src/db/migrate.ts), under an advisory lock.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './migrations',
});
