import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

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

/**
 * Holds every script but the entry `path`'s HTML names: the page while the app's code is on its
 * way, with the entry running (it waits for the page to load and paint, then asks for the app).
 */
export async function holdAppScriptsButEntry(
  page: Page,
  request: APIRequestContext,
  path: string,
): Promise<() => void> {
  const html = await (await request.get(path)).text();
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  expect(entry, 'the entry script in the HTML').toBeTruthy();
  return holdAppScripts(page, entry);
}

/** Whether React has taken this element over (its fiber is attached). */
export const takenOver = (element: Locator) =>
  element.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')));
