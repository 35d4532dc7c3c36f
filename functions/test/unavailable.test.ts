import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@tourist-guide/testing';

// This file runs in its own process (pool: forks), so pointing Firestore elsewhere affects only it.
beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${await freePort()}`;
});

describe('when Firestore cannot be reached', () => {
  it('answers 503 JSON within 5 s instead of hanging', async () => {
    const { api } = await import('./helpers.js');
    const started = Date.now();
    const res = await api().get('/service').expect(503);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(res.body).toEqual({
      error: {
        code: 'database_unavailable',
        message: 'The database is unavailable, please try again',
      },
    });
  });
});
