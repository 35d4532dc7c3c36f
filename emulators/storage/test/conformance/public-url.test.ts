import { describe, expect, it } from 'vitest';
import { freshFile, md5Hex, randomData } from '../helpers.js';

/*
 * The object's public URL (`file.publicUrl()`: the XML API's /{bucket}/{object}), fetched as a
 * browser does, without credentials. On the real service the bucket must be publicly readable
 * (README.md, "Against the real service").
 */
async function savedPhoto(label: string, bytes = randomData(4000)) {
  const file = freshFile(label, 'photo.webp');
  await file.save(bytes, {
    resumable: false,
    contentType: 'image/webp',
    metadata: { cacheControl: 'public, max-age=31536000, immutable' },
  });
  const [metadata] = await file.getMetadata();
  return { file, bytes, metadata, url: file.publicUrl() };
}

describe('public URLs', () => {
  it('when a browser GETs an object, then it gets the bytes with type, cache control, ETag, length, ranges and date', async () => {
    const { bytes, metadata, url } = await savedPhoto('get');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), bytes)).toBe(0);
    expect(
      Object.fromEntries(
        ['content-type', 'cache-control', 'etag', 'content-length', 'accept-ranges'].map((h) => [
          h,
          res.headers.get(h),
        ]),
      ),
    ).toEqual({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${md5Hex(bytes)}"`,
      'content-length': String(bytes.length),
      'accept-ranges': 'bytes',
    });
    expect(Date.parse(res.headers.get('last-modified')!)).toBeLessThanOrEqual(Date.now());
    expect(res.headers.get('x-goog-generation')).toBe(metadata.generation);
    expect(res.headers.get('x-goog-hash')).toContain(`md5=${metadata.md5Hash}`);
  });

  it('when a browser sends HEAD, then it gets the same headers and no body', async () => {
    const { bytes, url } = await savedPhoto('head');
    const [get, head] = [await fetch(url), await fetch(url, { method: 'HEAD' })];
    expect(head.status).toBe(200);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    for (const h of ['content-type', 'cache-control', 'etag', 'last-modified', 'accept-ranges'])
      expect(head.headers.get(h), h).toBe(get.headers.get(h));
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
  });

  it('when a browser asks for a range, then it gets 206 with Content-Range and just those bytes', async () => {
    const { bytes, url } = await savedPhoto('range');
    const cases = [
      ['bytes=0-99', 0, 100],
      ['bytes=3900-', 3900, 4000],
      ['bytes=-50', 3950, 4000],
      ['bytes=3990-5000', 3990, 4000],
    ] as const;
    for (const [range, start, end] of cases) {
      const res = await fetch(url, { headers: { Range: range } });
      expect(res.status, range).toBe(206);
      expect(res.headers.get('content-range'), range).toBe(`bytes ${start}-${end - 1}/4000`);
      expect(res.headers.get('content-length'), range).toBe(String(end - start));
      expect(
        Buffer.compare(Buffer.from(await res.arrayBuffer()), bytes.subarray(start, end)),
        range,
      ).toBe(0);
    }
  });

  it('when a range starts past the end, then it is a 416', async () => {
    const { url } = await savedPhoto('range-416');
    const res = await fetch(url, { headers: { Range: 'bytes=4000-4100' } });
    expect(res.status).toBe(416);
  });

  it('when a browser revalidates with the ETag it has, then it gets 304 and no body', async () => {
    const { url } = await savedPhoto('etag');
    const etag = (await fetch(url)).headers.get('etag')!;
    const res = await fetch(url, { headers: { 'If-None-Match': etag } });
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe(etag);
    const changed = await fetch(url, { headers: { 'If-None-Match': '"0123"' } });
    expect(changed.status).toBe(200);
  });

  it('when an object has no cache control of its own, then its public URL says public, max-age=3600', async () => {
    const file = freshFile('default-cache', 'plain.txt');
    await file.save('text', { resumable: false, contentType: 'text/plain' });
    expect((await fetch(file.publicUrl())).headers.get('cache-control')).toBe(
      'public, max-age=3600',
    );
  });

  it('when an object is deleted, then its public URL answers 404', async () => {
    const { file, url } = await savedPhoto('deleted');
    await file.delete();
    const res = await fetch(url);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('NoSuchKey');
  });
});
