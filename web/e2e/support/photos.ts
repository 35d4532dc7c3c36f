import type { BrowserContext } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';

/** Where the journeys' readers keep their photos (served by every journey's fixture). */
export const READERS_PHOTO_HOST = 'https://photos.example';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Serves a reader's photo as if from its own site over https (the journeys run offline, where
 * any other address fails to load and the browser logs it).
 */
export async function servePhoto(context: BrowserContext, url: string): Promise<void> {
  await context.route(url, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
  );
}

/*
 * Travellers' photos the journeys upload, made here: a PNG drawn in memory (a gradient, so it is
 * no single colour) and a small JPEG. The API sniffs, decodes and re-encodes both.
 */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `width`×`height` RGB PNG, a gradient from `from` (red, green, blue). */
export function madePng(width: number, height: number, from: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits a channel, RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1); // each row starts with its filter byte (0: none)
    for (let x = 0; x < width; x++) {
      rows.set(
        from.map((c, i) => (c + (i === 0 ? x : y) * 2) % 256),
        row + 1 + x * 3,
      );
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 48×32 JPEG (made once with sharp, quality 60). */
export const SMALL_JPEG = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAgADADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAUG/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AlASGkAAAAAAAAAAf/9k=',
  'base64',
);
