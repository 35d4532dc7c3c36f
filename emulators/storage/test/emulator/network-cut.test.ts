import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorage, type RunningStorage } from '../../src/server.js';
import { randomData } from '../helpers.js';
import { clientOf } from './support/client.js';
import { cuttingProxy, type CuttingProxy } from './support/cutting-proxy.js';

const BUCKET = 'demo-network-cut';
let emulator: RunningStorage;
let proxy: CuttingProxy;

beforeAll(async () => {
  emulator = await startStorage('127.0.0.1', 0, { buckets: [BUCKET] });
});
afterAll(async () => {
  await proxy?.close();
  await emulator.stop();
});

/*
 * The client's own recovery, through the emulator: a chunked resumable upload whose connection is
 * reset half-way through a chunk asks the session where it stands (a 308 with Range) and sends
 * the rest. The real service cannot be put behind this proxy (TLS), so this test is the emulator's.
 */
describe('a resumable upload cut off by the network', () => {
  it('when the connection is reset mid-chunk, then the client resumes where the session stands and the object is whole', async () => {
    const data = randomData(5 * 256 * 1024 + 777);
    proxy = await cuttingProxy({ host: '127.0.0.1', port: emulator.port }, 700_000);
    const storage = clientOf(proxy.origin);
    const file = storage.bucket(BUCKET).file('cut.bin');
    await file.save(data, {
      resumable: true,
      chunkSize: 512 * 1024,
      // The product's precondition; it also makes the client retry (its writes are idempotent).
      preconditionOpts: { ifGenerationMatch: 0 },
    });
    expect(proxy.cuts()).toBe(1);
    const [metadata] = await file.getMetadata();
    expect(metadata.md5Hash).toBe(createHash('md5').update(data).digest('base64'));
    expect(emulator.stats()).toMatchObject({ openUploads: 0 });
  });
});
