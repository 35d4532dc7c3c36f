import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf } from './support/client.js';
import { startStorage, type RunningStorage } from '../../src/server.js';
import { rejectionOf } from '../helpers.js';

let emulator: RunningStorage;
let storage: ReturnType<typeof clientOf>;
beforeAll(async () => {
  emulator = await startStorage('127.0.0.1', 0, { buckets: ['demo-refusals'] });
  storage = clientOf(emulator.origin);
});
afterAll(() => emulator.stop());

/*
 * What the emulator does not do is refused with 501 and a message naming its README, never
 * silently ignored: a test that passes here has not relied on something it lacks.
 */
describe('what the emulator refuses', () => {
  const file = () => storage.bucket('demo-refusals').file('x.txt');

  it.each([
    ['copying', () => file().copy('y.txt')],
    ['ACLs', () => file().makePublic()],
    ['object versions', () => storage.bucket('demo-refusals').getFiles({ versions: true })],
    [
      'partial responses (fields)',
      () => storage.bucket('demo-refusals').getFiles({ fields: 'items(name)' }),
    ],
    ['object holds', () => file().setMetadata({ temporaryHold: true })],
    ['glob matching', () => storage.bucket('demo-refusals').getFiles({ matchGlob: '**.txt' })],
    ['listing buckets', () => storage.getBuckets()],
    ['creating a bucket', () => storage.createBucket('demo-new-bucket')],
    [
      'a customer-supplied encryption key',
      () =>
        storage
          .bucket('demo-refusals')
          .file('secret.txt', { encryptionKey: Buffer.alloc(32, 1) })
          .save('x', { resumable: false }),
    ],
  ])('when a client asks for %s, then it is a 501 naming the README', async (_what, call) => {
    await file().save('x', { resumable: false });
    const err = await rejectionOf(call());
    expect(err.code).toBe(501);
    expect(err.message).toContain('emulators/storage/README.md');
  });

  it('when a patch names a field Cloud Storage does not have, then it is a 400', async () => {
    await file().save('x', { resumable: false });
    const err = await rejectionOf(file().setMetadata({ colour: 'blue' } as Record<string, string>));
    expect(err.code).toBe(400);
  });
});
