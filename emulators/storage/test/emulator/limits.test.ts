import { afterEach, describe, expect, it } from 'vitest';
import { clientOf } from './support/client.js';
import { startStorage, type RunningStorage } from '../../src/server.js';
import { codeOf, randomData } from '../helpers.js';

let emulator: RunningStorage | undefined;
afterEach(async () => {
  await emulator?.stop();
  emulator = undefined;
});

async function start(maxBytes?: number) {
  emulator = await startStorage('127.0.0.1', 0, { buckets: ['demo-limits'], maxBytes });
  const client = clientOf(emulator.origin);
  return { emulator, bucket: client.bucket('demo-limits'), client };
}

/* What only this emulator has: its address, its buckets, its memory cap and its bookkeeping. */
describe('the emulator itself', () => {
  it('when it starts, then it listens on the loopback address it was given and is empty', async () => {
    const { emulator, bucket } = await start();
    expect(emulator.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await bucket.getFiles())[0]).toEqual([]);
    expect(emulator.stats()).toMatchObject({ objects: 0, bytes: 0, openUploads: 0 });
  });

  it('when a bucket it was not given is used, then every call is a 404', async () => {
    const { client } = await start();
    const other = client.bucket('demo-other').file('x');
    expect(await codeOf(other.save('x', { resumable: false }))).toBe(404);
    expect(await codeOf(other.save('x', { resumable: true }))).toBe(404);
    expect(await codeOf(other.download())).toBe(404);
    expect((await fetch(`${emulator!.origin}/demo-other/x`)).status).toBe(404);
    expect((await client.bucket('demo-limits').exists())[0]).toBe(true);
  });

  it('when an upload would go past maxBytes, then it fails with 507, and what it took is given back', async () => {
    const { emulator, bucket } = await start(1024 * 1024);
    await bucket.file('fits.bin').save(randomData(600_000), { resumable: false });
    const held = emulator.stats().bytes;
    for (const resumable of [false, true]) {
      const code = await codeOf(
        bucket.file(`over-${resumable}.bin`).save(randomData(600_000), { resumable }),
      );
      expect(code).toBe(507);
    }
    expect(emulator.stats()).toMatchObject({ objects: 1, bytes: held, openUploads: 0 });
  });

  it('when uploads are refused, replaced or deleted, then the bytes held are exactly the live objects', async () => {
    const { emulator, bucket } = await start();
    const file = bucket.file('a.bin');
    await file.save(randomData(1000), { resumable: false });
    await file.save(randomData(3000), { resumable: true });
    expect(
      await codeOf(
        file.save(randomData(5000), {
          resumable: false,
          preconditionOpts: { ifGenerationMatch: 0 },
        }),
      ),
    ).toBe(412);
    expect(
      await codeOf(
        file.save(randomData(5000), {
          resumable: true,
          preconditionOpts: { ifGenerationMatch: 0 },
        }),
      ),
    ).toBe(412);
    expect(emulator.stats()).toMatchObject({ objects: 1, bytes: 3000, openUploads: 0 });
    await file.delete();
    expect(emulator.stats()).toMatchObject({ objects: 0, bytes: 0 });
  });

  it('when a resumable session is cancelled, then it answers 499 and its bytes are given back', async () => {
    const { emulator, bucket } = await start();
    const [uri] = await bucket.file('cancelled.bin').createResumableUpload();
    const put = await fetch(uri, {
      method: 'PUT',
      headers: { 'Content-Range': 'bytes 0-99/1000' },
      body: randomData(100),
    });
    expect(put.status).toBe(308);
    expect(put.headers.get('range')).toBe('bytes=0-99');
    expect(emulator.stats().openUploads).toBe(1);
    expect((await fetch(uri, { method: 'DELETE' })).status).toBe(499);
    expect(emulator.stats()).toMatchObject({ openUploads: 0, bytes: 0 });
    expect(
      (await fetch(uri, { method: 'PUT', headers: { 'Content-Range': 'bytes */*' } })).status,
    ).toBe(404);
  });

  it('when it is stopped, then its port is closed', async () => {
    const { emulator: running } = await start();
    const origin = running.origin;
    await running.stop();
    emulator = undefined;
    await expect(fetch(`${origin}/b/demo-limits`)).rejects.toThrow();
  });
});
