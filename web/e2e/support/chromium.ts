import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The Chromium the journeys drive: CHROME_PATH when set, else the system's. Playwright's own
 * browser download is never used (no internet here, and CI installs Debian's chromium).
 * Throws at once, naming the fix, when there is none.
 */
export function resolveChromium(
  env: NodeJS.ProcessEnv = process.env,
  candidates: readonly string[] = CANDIDATES,
): string {
  const fromEnv = env.CHROME_PATH?.trim();
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(
      `CHROME_PATH is set to ${fromEnv}, but there is no file there. ` +
        'Point CHROME_PATH at a Chromium or Chrome binary, or unset it and install Chromium ' +
        'with `apt-get install -y chromium`.',
    );
  }
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  throw new Error(
    'No Chromium found for the browser journeys (looked for ' +
      `${candidates.join(', ')}). Install it with \`apt-get install -y chromium\`, ` +
      'or set CHROME_PATH to a Chromium or Chrome binary.',
  );
}

/**
 * How every tool here starts Chromium (the journeys, Lighthouse): headless-friendly, and
 * quiet on a machine whose network is closed (background networking is refused, and noisy).
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;
