import { describe, expect, it } from 'vitest';
import {
  bucket,
  codeOf,
  crc32cBase64,
  freshFile,
  md5Base64,
  randomData,
  rejectionOf,
} from '../helpers.js';

/*
 * Uploads as @google-cloud/storage makes them: `resumable: false` is one multipart request,
 * otherwise (the default) a resumable session, in one request or in chunks (`chunkSize`).
 */
describe('uploads', () => {
  it('when a file is saved in one request, then its bytes, type, cache control and custom metadata come back as written', async () => {
    const file = freshFile('multipart', 'photo.webp');
    const data = randomData(70_000);
    await file.save(data, {
      resumable: false,
      contentType: 'image/webp',
      metadata: {
        cacheControl: 'public, max-age=31536000, immutable',
        metadata: { review: 'r1', width: '640' },
      },
    });
    const [downloaded] = await file.download();
    const [metadata] = await file.getMetadata();
    expect(Buffer.compare(downloaded, data)).toBe(0);
    expect(metadata).toMatchObject({
      name: file.name,
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
      metadata: { review: 'r1', width: '640' },
      size: '70000',
      metageneration: '1',
    });
  });

  it('when a file is saved through a resumable session, then the object holds every byte', async () => {
    const file = freshFile('resumable');
    const data = randomData(1_200_000);
    await file.save(data, { resumable: true, contentType: 'application/octet-stream' });
    const [downloaded] = await file.download();
    expect(Buffer.compare(downloaded, data)).toBe(0);
  });

  it('when a resumable upload goes in chunks, then the object is the chunks in order', async () => {
    const file = freshFile('chunked');
    const data = randomData(3 * 256 * 1024 + 1234);
    await file.save(data, { resumable: true, chunkSize: 256 * 1024 });
    const [downloaded] = await file.download();
    expect(Buffer.compare(downloaded, data)).toBe(0);
  });

  it('when an upload completes, then the service reports the MD5 and CRC32C of the bytes sent', async () => {
    const data = randomData(100_001);
    for (const resumable of [false, true]) {
      const file = freshFile(`hashes-${resumable}`);
      await file.save(data, { resumable });
      const [metadata] = await file.getMetadata();
      expect({ md5Hash: metadata.md5Hash, crc32c: metadata.crc32c }).toEqual({
        md5Hash: md5Base64(data),
        crc32c: crc32cBase64(data),
      });
    }
  });

  it('when the client gives an MD5 the bytes do not have, then the upload is refused with 400 and nothing is stored', async () => {
    const data = randomData(5000);
    for (const resumable of [false, true]) {
      const file = freshFile(`bad-md5-${resumable}`);
      const err = await rejectionOf(
        file.save(data, {
          resumable,
          validation: false,
          metadata: { md5Hash: md5Base64(Buffer.from('other')) },
        }),
      );
      expect(err.code).toBe(400);
      expect((await file.exists())[0]).toBe(false);
    }
  });

  it('when the client gives a CRC32C the bytes do not have, then the upload is refused with 400 and nothing is stored', async () => {
    const data = randomData(5000);
    for (const resumable of [false, true]) {
      const file = freshFile(`bad-crc-${resumable}`);
      const code = await codeOf(
        file.save(data, {
          resumable,
          validation: false,
          metadata: { crc32c: crc32cBase64(Buffer.from('other')) },
        }),
      );
      expect(code).toBe(400);
      expect((await file.exists())[0]).toBe(false);
    }
  });

  it('when the client gives the right MD5 and CRC32C, then the upload is stored', async () => {
    const file = freshFile('good-hashes');
    const data = randomData(5000);
    await file.save(data, {
      resumable: false,
      metadata: { md5Hash: md5Base64(data), crc32c: crc32cBase64(data) },
    });
    expect((await file.exists())[0]).toBe(true);
  });

  it('when an object is written again, then it gets a newer generation and its metageneration starts again at 1', async () => {
    const file = freshFile('rewrite');
    await file.save('first', { resumable: false });
    await file.setMetadata({ metadata: { changed: 'yes' } });
    const [before] = await file.getMetadata();
    await file.save('second', { resumable: false });
    const [after] = await file.getMetadata();
    expect(before.metageneration).toBe('2');
    expect(after.metageneration).toBe('1');
    expect(BigInt(after.generation!)).toBeGreaterThan(BigInt(before.generation!));
    expect((await file.download())[0].toString()).toBe('second');
  });

  it('when an empty file is saved, then it exists with size 0', async () => {
    const file = freshFile('empty');
    await file.save(Buffer.alloc(0), { resumable: false });
    const [metadata] = await file.getMetadata();
    expect(metadata.size).toBe('0');
    expect((await file.download())[0].length).toBe(0);
  });

  it('when an object is named with slashes, spaces and non-ASCII letters, then it is stored under exactly that name', async () => {
    const b = bucket();
    const file = freshFile('names', 'photos/été à Paris/ß+%20 #1.webp');
    await file.save('x', { resumable: false });
    const [metadata] = await b.file(file.name).getMetadata();
    expect(metadata.name).toBe(file.name);
  });
});
