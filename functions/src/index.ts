import { onRequest } from 'firebase-functions/v2/https';
import { defineSecret, defineString } from 'firebase-functions/params';
import { createApp } from './app';
import { cursorKey } from './config/cursor-secret';
import { SITE_URL_PATTERN, siteOrigin } from './config/site-url';
import { limitsFromEnv } from './http/rate-limit';

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

// An instance without a usable SITE_URL or CURSOR_SECRET fails as it starts, saying what to set,
// rather than answering with URLs a request's headers chose or cursors anyone could sign. (Not
// while firebase-tools reads the function's definition: it supplies the parameters itself.)
if (process.env.FUNCTIONS_CONTROL_API !== 'true') {
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
