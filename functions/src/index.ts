import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { defineSecret, defineString } from 'firebase-functions/params';
import { createApp } from './app';
import { cursorKey } from './config/cursor-secret';
import { SITE_URL_PATTERN, siteOrigin } from './config/site-url';
import { limitsFromEnv } from './http/rate-limit';
import { sweepOrphanPhotoFiles } from './reviews';

// The site's origin, a parameter: `firebase deploy` reads it from functions/.env (or
// .env.<project>), asks for it when it is missing and refuses a non-interactive deploy without it.
const siteUrl = defineString('SITE_URL', {
  label: 'Site URL',
  description:
    "The site's public origin, like https://tourist-guide.example: the sitemap's URLs start with it.",
  input: {
    text: {
      example: 'https://tourist-guide.example',
      validationRegex: SITE_URL_PATTERN,
      validationErrorMessage: 'An https origin with no path, like https://tourist-guide.example',
    },
  },
});

// The key page cursors are signed with, a Secret Manager secret (`firebase functions:secrets:set
// CURSOR_SECRET`; `firebase deploy` asks for it when it is missing and refuses a non-interactive
// deploy without it). The Functions emulator reads it from functions/.secret.local, which the
// launcher writes.
const cursorSecret = defineSecret('CURSOR_SECRET');
const deployed = process.env.FUNCTIONS_EMULATOR !== 'true';

// An API instance without a usable SITE_URL or CURSOR_SECRET fails as it starts, saying what to
// set, rather than answering with URLs a request's headers chose or cursors anyone could sign.
// (Not while firebase-tools reads the functions' definitions: it supplies the parameters itself;
// nor in another function's instance, which FUNCTION_TARGET names: it is given no CURSOR_SECRET.)
const servesApi = !process.env.FUNCTION_TARGET || process.env.FUNCTION_TARGET === 'api';
if (process.env.FUNCTIONS_CONTROL_API !== 'true' && servesApi) {
  siteOrigin(siteUrl.value());
  cursorKey(cursorSecret.value(), { deployed });
}

// The runtime reads and parses every body before the app can refuse it: one 30 MB body costs an
// instance about 120 MB. 1 GiB holds six of them at once on top of an idle instance (docs/performance.md,
// "Oversized bodies"; npm run bench:bodies checks it); 256 MiB could not hold two.
export const api = onRequest(
  {
    maxInstances: 10,
    concurrency: 6,
    timeoutSeconds: 30,
    memory: '1GiB',
    secrets: [cursorSecret],
  },
  createApp({
    limits: limitsFromEnv(process.env),
    siteUrl: () => siteOrigin(siteUrl.value()),
    cursorSecret: () => cursorKey(cursorSecret.value(), { deployed }),
  }),
);

// Every hour, the photo files no review keeps: those a deletion or an upload failed to delete
// (reviews/photos.ts). In the API's region (both the default, us-central1); no secrets. Its
// instance loads the whole API (about 130 MB before it lists anything): 512 MiB leaves room.
export const sweepPhotos = onSchedule(
  { schedule: 'every 60 minutes', timeoutSeconds: 540, memory: '512MiB', maxInstances: 1 },
  async () => {
    await sweepOrphanPhotoFiles();
  },
);
