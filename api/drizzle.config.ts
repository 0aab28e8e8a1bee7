import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations only; they are applied by the app (src/db/migrate.ts),
// never by `drizzle-kit migrate`, which does not load btree_gist on PGlite.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
