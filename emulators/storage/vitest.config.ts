import { defineConfig } from 'vitest/config';

/*
 * test/conformance: Cloud Storage's behaviour through @google-cloud/storage only, so it also runs
 * against the real service (STORAGE_CONFORMANCE_BUCKET, README.md). test/emulator: what only this
 * emulator has (its cap, its address, a proxy cutting its connections, its memory), which the real
 * service has no use for.
 */
const againstRealService = Boolean(process.env.STORAGE_CONFORMANCE_BUCKET);

export default defineConfig({
  test: {
    include: againstRealService
      ? ['test/conformance/**/*.test.ts']
      : ['test/conformance/**/*.test.ts', 'test/emulator/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
