import { onRequest } from 'firebase-functions/v2/https';
import { defineString } from 'firebase-functions/params';
import { createApp } from './app';
import { SITE_URL_PATTERN, siteOrigin } from './config/site-url';
import { writeLimitsFromEnv } from './http/rate-limit';

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

// An instance without a usable SITE_URL fails as it starts, saying what to set, rather than
// answering with URLs a request's headers chose. (Not while firebase-tools reads the function's
// definition: it supplies the parameter itself.)
if (process.env.FUNCTIONS_CONTROL_API !== 'true') siteOrigin(siteUrl.value());

// The runtime reads and parses every body before the app can refuse it: one 30 MB body costs an
// instance about 120 MB. 1 GiB holds six of them at once on top of an idle instance (README,
// "Oversized bodies"; npm run bench:bodies checks it); 256 MiB could not hold two.
export const api = onRequest(
  { maxInstances: 10, concurrency: 6, timeoutSeconds: 30, memory: '1GiB' },
  createApp({
    writeLimits: writeLimitsFromEnv(process.env),
    siteUrl: () => siteOrigin(siteUrl.value()),
  }),
);
