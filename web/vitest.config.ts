import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

// Not the site's Vite config: the framework's plugin builds the site, the tests import its modules
// as they are.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { ...aliases } },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.integration.test.ts'],
          setupFiles: ['./src/testing/setup-tests.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['src/**/*.integration.test.ts'],
          testTimeout: 30_000,
          // The files share one suite; some add places: one at a time.
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // The page function's own logic (server/): pure functions, no suite.
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
        },
      },
    ],
  },
});
