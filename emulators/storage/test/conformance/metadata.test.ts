import { describe, expect, it } from 'vitest';
import { codeOf, freshFile, md5Base64 } from '../helpers.js';

/* Object metadata: what the service reports, and changes with setMetadata (a PATCH). */
describe('object metadata', () => {
  it('when an object is written, then its metadata names its size, type, generation, hashes and times', async () => {
    const file = freshFile('read', 'a.txt');
    const before = Date.now();
    await file.save('hello', { resumable: false, contentType: 'text/plain' });
    const [m] = await file.getMetadata();
    expect(m).toMatchObject({
      name: file.name,
      bucket: file.bucket.name,
      size: '5',
      contentType: 'text/plain',
      metageneration: '1',
      md5Hash: md5Base64(Buffer.from('hello')),
      storageClass: 'STANDARD',
    });
    expect(m.generation).toMatch(/^\d+$/);
    expect(typeof m.etag).toBe('string');
    expect(m.crc32c).toMatch(/^[A-Za-z0-9+/]{6}==$/);
    // Generations are microseconds since the epoch.
    expect(Number(BigInt(m.generation!) / 1000n)).toBeGreaterThanOrEqual(before - 5000);
    expect(Date.parse(m.timeCreated!)).toBeGreaterThanOrEqual(before - 5000);
    expect(m.updated).toBe(m.timeCreated);
  });

  it('when metadata is patched, then content type and cache control change, custom keys merge, null removes one, and the metageneration grows', async () => {
    const file = freshFile('patch');
    await file.save('x', {
      resumable: false,
      contentType: 'image/jpeg',
      metadata: { metadata: { keep: '1', drop: '2' } },
    });
    const [before] = await file.getMetadata();
    await file.setMetadata({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=60',
      metadata: { drop: null, added: '3' },
    });
    const [after] = await file.getMetadata();
    expect(after).toMatchObject({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=60',
      metadata: { keep: '1', added: '3' },
      metageneration: '2',
      generation: before.generation,
      md5Hash: before.md5Hash,
    });
    expect(after.metadata).not.toHaveProperty('drop');
    expect(Date.parse(after.updated!)).toBeGreaterThanOrEqual(Date.parse(before.updated!));
    expect(after.etag).not.toBe(before.etag);
  });

  it('when a patch says ifMetagenerationMatch and another patch came first, then it is refused with 412 and changes nothing', async () => {
    const file = freshFile('patch-race');
    await file.save('x', { resumable: false });
    await file.setMetadata({ cacheControl: 'no-cache' }, { ifMetagenerationMatch: 1 });
    const code = await codeOf(
      file.setMetadata({ cacheControl: 'public, max-age=5' }, { ifMetagenerationMatch: 1 }),
    );
    expect(code).toBe(412);
    expect((await file.getMetadata())[0]).toMatchObject({
      cacheControl: 'no-cache',
      metageneration: '2',
    });
  });

  it('when an object does not exist, then its metadata is a 404 and exists() says false', async () => {
    const file = freshFile('absent');
    expect(await codeOf(file.getMetadata())).toBe(404);
    expect(await codeOf(file.setMetadata({ cacheControl: 'no-cache' }))).toBe(404);
    expect((await file.exists())[0]).toBe(false);
  });
});
