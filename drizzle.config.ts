import { defineConfig } from 'drizzle-kit';

/** drizzle-kit generates the checked-in SQL migrations from the table definitions. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
