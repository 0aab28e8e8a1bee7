import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mf-booking-admin',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../vitest.setup.ts'],
  },
});
