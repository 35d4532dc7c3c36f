import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';

export const api = onRequest(
  { maxInstances: 10, concurrency: 80, timeoutSeconds: 30, memory: '256MiB' },
  createApp(),
);
