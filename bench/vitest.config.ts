import { defineConfig } from 'vitest/config';

// The benches' own logic (the regression guard's verdict): pure functions, no suite.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
