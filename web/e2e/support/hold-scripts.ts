import type { Page } from '@playwright/test';

/**
 * Holds the page's scripts (every `/assets/*.js`, except `except`, e.g. the entry the HTML
 * names) until the returned function is called: the page as its HTML is, before the app's code
 * has arrived.
 */
export async function holdAppScripts(page: Page, except?: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    if (new URL(route.request().url()).pathname !== except) await released;
    await route.continue();
  });
  return release;
}
