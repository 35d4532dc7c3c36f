import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { writeLimitsFromEnv } from './http/rate-limit';

export const api = onRequest(
  { maxInstances: 10, concurrency: 80, timeoutSeconds: 30, memory: '256MiB' },
  createApp({ writeLimits: writeLimitsFromEnv(process.env) }),
);
