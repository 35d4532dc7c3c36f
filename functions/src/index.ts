import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { writeLimitsFromEnv } from './http/rate-limit';

// The runtime reads and parses every body before the app can refuse it: one 30 MB body costs an
// instance about 120 MB. 1 GiB holds six of them at once on top of an idle instance (README,
// "Oversized bodies"; npm run bench:bodies checks it); 256 MiB could not hold two.
export const api = onRequest(
  { maxInstances: 10, concurrency: 6, timeoutSeconds: 30, memory: '1GiB' },
  createApp({ writeLimits: writeLimitsFromEnv(process.env) }),
);
