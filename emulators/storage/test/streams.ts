import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

/** A stream of `size` random bytes made as it is read (never held whole), and the MD5 of what it gave. */
export function generatedStream(size: number): { stream: Readable; md5: () => string } {
  const hash = createHash('md5');
  let left = size;
  const stream = new Readable({
    read() {
      if (left === 0) return void this.push(null);
      const chunk = randomBytes(Math.min(64 * 1024, left));
      hash.update(chunk);
      left -= chunk.length;
      this.push(chunk);
    },
  });
  return { stream, md5: () => hash.digest('base64') };
}

/** The MD5 of a stream's bytes, read to the end. */
export async function md5Of(stream: AsyncIterable<Buffer>): Promise<{ md5: string; size: number }> {
  const hash = createHash('md5');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { md5: hash.digest('base64'), size };
}
