import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/*
 * Images the photo tests make for themselves with sharp (nothing checked in): a phone's JPEG
 * with GPS and an orientation, a PNG with text chunks, a pixel bomb, files that only pretend.
 */

/** A JPEG of `width` x `height` stored pixels whose EXIF says to turn it (6: a quarter, clockwise) and where it was taken. */
export function phoneJpeg(width = 1200, height = 800, orientation = 6): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera', Copyright: 'secret-owner' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '38/1 42/1 17/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '9/1 8/1 0/1',
      },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** A noisy JPEG (so it does not compress to nothing) of `width` x `height`: a camera's photo. */
export async function noisyJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = (i % 3 === 0 ? (i / 3) % width : seed) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** `png` with `tEXt` chunks (`keyword` → text) right after its header. */
export function withTextChunks(png: Buffer, texts: Record<string, string>): Buffer {
  const ihdrEnd = 8 + 8 + 13 + 4;
  const extra = Object.entries(texts).map(([k, v]) =>
    chunk('tEXt', Buffer.from(`${k}\0${v}`, 'latin1')),
  );
  return Buffer.concat([png.subarray(0, ihdrEnd), ...extra, png.subarray(ihdrEnd)]);
}

/** A PNG with text chunks naming its author and where it was. */
export async function pngWithText(width = 300, height = 200): Promise<Buffer> {
  const png = await sharp({
    create: { width, height, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 1 } },
  })
    .png()
    .toBuffer();
  return withTextChunks(png, { Author: 'secret-owner', Comment: 'taken at home, 38.7N 9.1W' });
}

/** A small PNG whose header claims `width` x `height` pixels (its CRC made right). */
export async function pixelBomb(width = 100_000, height = 100_000): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: 'white' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** The first bytes of a PDF, named whatever the sender likes. */
export const pdfBytes = () =>
  Buffer.from(
    '%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  );

/** An ISO-BMFF header of a HEIC (as an iPhone writes), with a body no decoder here reads. */
export const heicBytes = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
    Buffer.alloc(200, 1),
  ]);
