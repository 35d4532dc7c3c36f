import type { BrowserContext } from '@playwright/test';

/** Where the journeys' readers keep their photos (served by every journey's fixture). */
export const READERS_PHOTO_HOST = 'https://photos.example';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Serves a reader's photo as if from its own site over https (the journeys run offline, where
 * any other address fails to load and the browser logs it).
 */
export async function servePhoto(context: BrowserContext, url: string): Promise<void> {
  await context.route(url, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
  );
}
