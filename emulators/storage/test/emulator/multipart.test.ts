import { describe, expect, it } from 'vitest';
import { StorageError } from '../../src/errors.js';
import { readMultipartRelated } from '../../src/multipart.js';

const BOUNDARY = 'b0undary-1234';

function body(parts: { type: string; body: Buffer | string }[], close = true): Buffer {
  const pieces: (Buffer | string)[] = [];
  for (const part of parts)
    pieces.push(`--${BOUNDARY}\r\nContent-Type: ${part.type}\r\n\r\n`, part.body, '\r\n');
  if (close) pieces.push(`--${BOUNDARY}--`);
  return Buffer.concat(pieces.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));
}

async function parse(bytes: Buffer, chunkSize: number) {
  const media: Buffer[] = [];
  async function* chunks() {
    for (let i = 0; i < bytes.length; i += chunkSize) yield bytes.subarray(i, i + chunkSize);
  }
  const parts = await readMultipartRelated(chunks(), BOUNDARY, (b) => media.push(Buffer.from(b)));
  return { ...parts, media: Buffer.concat(media) };
}

/* The multipart/related reader: the media streams through, whatever the chunks' edges. */
describe('multipart uploads', () => {
  // Media holding near-boundaries: CRLF, "--", and the boundary without its leading CRLF.
  const media = Buffer.concat([
    Buffer.from(`\r\n--b0undary-12\r\n-- --${BOUNDARY}x\r`),
    Buffer.from(Array.from({ length: 600 }, (_, i) => i % 256)),
    Buffer.from('\r\n-'),
  ]);
  const upload = body([
    { type: 'application/json', body: '{"contentType":"image/webp"}' },
    { type: 'image/webp', body: media },
  ]);

  for (const chunkSize of [1, 2, 3, 7, 64, 100_000]) {
    it(`when the body arrives in chunks of ${chunkSize} bytes, then the metadata and the media come out exact`, async () => {
      const parsed = await parse(upload, chunkSize);
      expect(parsed.metadata).toBe('{"contentType":"image/webp"}');
      expect(parsed.mediaType).toBe('image/webp');
      expect(Buffer.compare(parsed.media, media)).toBe(0);
    });
  }

  it('when a body has a third part, then it is refused with 400', async () => {
    const three = body([
      { type: 'application/json', body: '{}' },
      { type: 'text/plain', body: 'a' },
      { type: 'text/plain', body: 'b' },
    ]);
    await expect(parse(three, 10)).rejects.toMatchObject({
      status: 400,
    } satisfies Partial<StorageError>);
  });

  it('when a body ends without its close delimiter, then it is refused with 400', async () => {
    const open = body(
      [
        { type: 'application/json', body: '{}' },
        { type: 'text/plain', body: 'a' },
      ],
      false,
    );
    await expect(parse(open, 10)).rejects.toMatchObject({ status: 400 });
  });
});
