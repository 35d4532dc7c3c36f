import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorage, type RunningStorage } from '../../src/server.js';
import { crc32cBase64, md5Base64 } from '../helpers.js';
import { clientOf } from './support/client.js';

let emulator: RunningStorage;
beforeAll(async () => {
  emulator = await startStorage('127.0.0.1', 0, { buckets: ['demo-media'] });
});
afterAll(() => emulator.stop());

const upload = (name: string, body: string, headers: Record<string, string> = {}) =>
  fetch(
    `${emulator.origin}/upload/storage/v1/b/demo-media/o?uploadType=media&name=${encodeURIComponent(name)}`,
    { method: 'POST', body, headers: { 'Content-Type': 'text/plain', ...headers } },
  );

/*
 * The JSON API's simple upload (uploadType=media), which @google-cloud/storage never makes (its
 * one-request upload is multipart) but curl and other clients do; and X-Goog-Hash, which the
 * client sends only from its lower-level upload API.
 */
describe('simple (media) uploads', () => {
  it("when the body is the object, then it is stored with the request's Content-Type", async () => {
    const res = await upload('notes/a.txt', 'hello');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: 'notes/a.txt',
      contentType: 'text/plain',
      size: '5',
    });
    const [data] = await clientOf(emulator.origin)
      .bucket('demo-media')
      .file('notes/a.txt')
      .download();
    expect(data.toString()).toBe('hello');
  });

  it('when X-Goog-Hash names the hashes of the bytes, then it is stored; when it names others, then 400 and nothing is', async () => {
    const good = `crc32c=${crc32cBase64(Buffer.from('hello'))},md5=${md5Base64(Buffer.from('hello'))}`;
    expect((await upload('hashed.txt', 'hello', { 'X-Goog-Hash': good })).status).toBe(200);
    const bad = `md5=${md5Base64(Buffer.from('other'))}`;
    expect((await upload('bad.txt', 'hello', { 'X-Goog-Hash': bad })).status).toBe(400);
    const [exists] = await clientOf(emulator.origin).bucket('demo-media').file('bad.txt').exists();
    expect(exists).toBe(false);
  });

  it('when the name is missing, then it is a 400 naming it', async () => {
    const res = await fetch(
      `${emulator.origin}/upload/storage/v1/b/demo-media/o?uploadType=media`,
      {
        method: 'POST',
        body: 'x',
      },
    );
    expect(res.status).toBe(400);
    expect((await res.json()) as unknown).toMatchObject({
      error: { code: 400, errors: [{ reason: 'required' }] },
    });
  });
});
