import { describe, expect, it } from 'vitest';
import { crc32cBase64, freshFile, randomData } from '../helpers.js';

const SIZE = 600_001;

/*
 * The client's resumable upload in every shape of chunking it has: with and without the size
 * known up front, a chunk larger than the object, and chunks that do not divide it.
 */
describe('resumable upload shapes', () => {
  it.each([
    ['the size known, one chunk larger than the object', SIZE + 1, true],
    ['the size known, chunks that do not divide it', SIZE - 1, true],
    ['the size unknown, one chunk larger than the object', SIZE * 2 + 1, false],
    ['the size unknown, chunks that do not divide it', 256 * 1024, false],
  ] as const)(
    'when an upload goes with %s, then the object is whole',
    async (_shape, chunkSize, sized) => {
      const data = randomData(SIZE);
      const file = freshFile('shapes');
      await file.save(data, {
        resumable: true,
        chunkSize,
        ...(sized ? { metadata: { contentLength: SIZE } } : {}),
      });
      const [metadata] = await file.getMetadata();
      expect({ size: metadata.size, crc32c: metadata.crc32c }).toEqual({
        size: String(SIZE),
        crc32c: crc32cBase64(data),
      });
    },
  );

  it('when a file is gzipped on the way up, then it is stored gzipped and comes back as written', async () => {
    const file = freshFile('gzip', 'page.html');
    const html = `<!doctype html><p>${'a travel note '.repeat(2000)}</p>`;
    await file.save(html, { gzip: true, resumable: false, contentType: 'text/html' });
    const [metadata] = await file.getMetadata();
    expect(metadata.contentEncoding).toBe('gzip');
    expect(Number(metadata.size)).toBeLessThan(html.length);
    expect((await file.download())[0].toString()).toBe(html);
  });
});
