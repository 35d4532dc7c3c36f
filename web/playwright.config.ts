import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, resolveChromium } from './e2e/support/chromium';

const executablePath = resolveChromium();

const baseURL = process.env.TG_SITE_URL;
if (!baseURL) {
  throw new Error(
    'TG_SITE_URL is not set. The browser journeys run against the emulator suite: run them via ' +
      '`npm test` (or `npm run suite -- npm run e2e -w web`).',
  );
}

/**
 * Browser journeys in Debian's Chromium against the emulator suite the launcher started
 * (Hosting serving the emulator build, real Functions, Auth and Firestore emulators).
 * One worker: the suite's single function instance is the bottleneck, and serial journeys
 * keep the timing honest on a 2-core machine.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    viewport: { width: 1366, height: 900 },
    locale: 'en-GB',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [{ name: 'chromium' }],
});
