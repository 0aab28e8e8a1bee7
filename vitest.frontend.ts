import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/**
 * The test project of a front-end package (shared, shell, each remote): jsdom, its src tests, the
 * common setup. One definition; each package's vitest.config.ts only names itself (its folder name).
 */
export function frontendProject(name: string) {
  return defineProject({
    test: {
      name,
      root: fileURLToPath(new URL(`./${name}/`, import.meta.url)),
      environment: 'jsdom',
      // The machine runs several suites at once; user-event journeys need headroom.
      testTimeout: 20_000,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))],
    },
  });
}
