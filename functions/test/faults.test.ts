import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startFirestore, type RunningFirestore } from '@tourist-guide/testing';
import type { Express } from 'express';

// This file runs in its own process (pool: forks) against its own Firestore
// emulator, which it stops and starts again; the shared suite is not touched.
let port: number;
let firestore: RunningFirestore | undefined;
let app: Express;
let helpers: typeof import('./helpers.js');
let token: string;
let email: string;

beforeAll(async () => {
  port = await freePort();
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  firestore = await startFirestore('127.0.0.1', port);
  helpers = await import('./helpers.js');
  await helpers.resetData();
  const user = await helpers.createTestUser();
  token = user.idToken;
  email = user.email;
  const { createApp } = await import('../src/app.js');
  // No service cache here: every call must really reach Firestore.
  app = createApp({ servicesTtlMs: 0 });
});

afterAll(async () => {
  await firestore?.stop();
});

type Outcome = { status: number; ms: number; body: unknown };

async function timed(run: () => request.Test): Promise<Outcome> {
  const t0 = Date.now();
  const res = await run();
  return { status: res.status, ms: Date.now() - t0, body: res.body };
}

const unavailable = {
  error: { code: 'database_unavailable', message: 'The database is unavailable, please try again' },
};

describe('when the Firestore emulator stops and comes back', () => {
  it('answers every request in flight with 200 or 503 JSON within 5 s, then recovers without a restart', async () => {
    const calls = () => [
      timed(() => request(app).get('/service')),
      timed(() => request(app).get('/reviews').set(helpers.bearer(token))),
      timed(() =>
        request(app)
          .put('/review/doesNotExist123')
          .set(helpers.bearer(token))
          .send({ review: 'x' }),
      ),
    ];

    // Healthy first.
    expect((await request(app).get('/service')).status).toBe(200);

    // Requests in flight when the database dies.
    const inFlight = Array.from({ length: 5 }, calls).flat();
    firestore!.kill();
    const during = await Promise.all(inFlight);
    for (const o of during) {
      expect([200, 404, 503]).toContain(o.status);
      expect(o.ms).toBeLessThan(5000);
      if (o.status === 503) expect(o.body).toEqual(unavailable);
    }

    // Requests made while it is down.
    const down = await Promise.all(calls());
    for (const o of down) {
      expect(o.status).toBe(503);
      expect(o.ms).toBeLessThan(5000);
      expect(o.body).toEqual(unavailable);
    }
    console.log(
      `[faults] in flight: ${during.map((o) => `${o.status}/${o.ms}ms`).join(' ')}; ` +
        `while down: ${down.map((o) => `${o.status}/${o.ms}ms`).join(' ')}`,
    );

    // Back on the same port, empty as a restarted in-memory emulator is; seed again.
    firestore = await startFirestore('127.0.0.1', port);
    await helpers.seedServices();
    const t0 = Date.now();
    let status = 0;
    while (Date.now() - t0 < 15_000) {
      status = (await request(app).get('/service')).status;
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    console.log(`[faults] recovered ${Date.now() - t0} ms after the emulator came back`);
    const mine = await request(app).get('/reviews').query({ email }).set(helpers.bearer(token));
    expect(mine.status).toBe(200);
  }, 60_000);
});
