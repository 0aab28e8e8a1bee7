import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Operations tests: what the production images do (entrypoint, nginx configs), run without
// Docker on this machine's nginx. Node only; no database.
export default defineProject({
  test: {
    name: 'ops',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
