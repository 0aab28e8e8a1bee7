import { defineConfig } from 'vitest/config';

// One runner for every unit, component and API test. API tests run on the
// embedded PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set
// (scripts/test.mjs sets it when a server answers on 127.0.0.1:5432).
const pgUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      {
        extends: './api/vitest.config.ts',
        // *.pg.test.ts need a PostgreSQL server (several processes on one database).
        test: {
          name: 'api-pglite',
          env: { TEST_DB: 'pglite' },
          // Every test database starts from one migrated dump (api/test/global-setup.ts).
          globalSetup: ['./test/global-setup.ts'],
          exclude: ['**/node_modules/**', '**/*.pg.test.ts'],
        },
      },
      ...(pgUrl
        ? [
            {
              extends: './api/vitest.config.ts',
              test: {
                name: 'api-postgres',
                env: { TEST_DB: 'postgres', TEST_DATABASE_URL: pgUrl },
              },
            },
          ]
        : []),
      // Production images without Docker: entrypoint and nginx configs on this machine's nginx.
      './scripts/vitest.config.ts',
      './shared/vitest.config.ts',
      './shell/vitest.config.ts',
      './mf-*/vitest.config.ts',
    ],
  },
});
