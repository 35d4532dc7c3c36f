import type { Locator, Page } from '@playwright/test';

/**
 * Holds the app's code (every `/assets/*.js` but the page's own scripts, which a prerendered
 * page keeps in `/assets/inline-*.js`) until the returned function is called: the page as its
 * HTML is, before the app's code has arrived.
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    if (!new URL(route.request().url()).pathname.startsWith('/assets/inline-')) await released;
    await route.continue();
  });
  return release;
}

/** Whether React has taken this element over (its fiber is attached). */
export const takenOver = (element: Locator) =>
  element.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')));
