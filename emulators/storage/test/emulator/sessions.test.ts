import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorage, type RunningStorage } from '../../src/server.js';
import { randomData } from '../helpers.js';
import { clientOf } from './support/client.js';

let emulator: RunningStorage;
let storage: ReturnType<typeof clientOf>;
beforeAll(async () => {
  emulator = await startStorage('127.0.0.1', 0, { buckets: ['demo-sessions'] });
  storage = clientOf(emulator.origin);
});
afterAll(() => emulator.stop());

const newSession = async (name: string) =>
  (await storage.bucket('demo-sessions').file(name).createResumableUpload())[0];

const status = (uri: string) =>
  fetch(uri, { method: 'PUT', headers: { 'Content-Range': 'bytes */*' } });

/* The resumable sessions' own rules, which the client relies on when it resumes. */
describe('resumable sessions', () => {
  it('when a request is still sending and a newer one comes for the same session, then the old one is cut off and its bytes kept', async () => {
    const uri = await newSession('hanging.bin');
    // A PUT that sends 1000 bytes and then stalls, as a client whose network went quiet.
    const stalled = request(uri, {
      method: 'PUT',
      headers: { 'Content-Range': 'bytes 0-*/*', 'Transfer-Encoding': 'chunked' },
    });
    const cut = new Promise<string>((resolve) => {
      stalled.on('error', (err) => resolve(err.message));
      stalled.on('response', (res) => resolve(`answered ${res.statusCode}`));
    });
    stalled.write(randomData(1000));
    await new Promise((r) => setTimeout(r, 200));
    const res = await status(uri);
    expect(res.status).toBe(308);
    expect(res.headers.get('range')).toBe('bytes=0-999');
    expect(await cut).not.toMatch(/^answered/);
  });

  it('when a request starts past the bytes the session holds, then it is a 400 and the session goes on', async () => {
    const uri = await newSession('gap.bin');
    const gap = await fetch(uri, {
      method: 'PUT',
      headers: { 'Content-Range': 'bytes 10-19/20' },
      body: randomData(10),
    });
    expect(gap.status).toBe(400);
    const whole = await fetch(uri, {
      method: 'PUT',
      headers: { 'Content-Range': 'bytes 0-19/20' },
      body: randomData(20),
    });
    expect(whole.status).toBe(200);
  });

  it('when a session has completed and is asked again, then it answers the object once more (a client that lost the answer)', async () => {
    const uri = await newSession('done.bin');
    const first = await fetch(uri, {
      method: 'PUT',
      headers: { 'Content-Range': 'bytes 0-4/5' },
      body: 'hello',
    });
    const again = await status(uri);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await again.json()).toEqual(await first.json());
  });
});
