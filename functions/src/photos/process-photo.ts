import { createHash } from 'node:crypto';
import type { Sharp, SharpOptions } from 'sharp';
import { AppError } from '../errors/app-error';
import { PHOTO_TYPES, PHOTO_WIDTHS, PIXEL_LIMIT, type PhotoSize } from './schema';
import { Slots } from './slots';
import { sniffImage } from './sniff';

/*
 * One upload in, two WebP files out: decoded from what its bytes say it is, turned upright by its
 * EXIF orientation, every piece of metadata dropped (sharp writes none unless asked: no EXIF, GPS,
 * XMP, IPTC or ICC profile leaves), shrunk to each width of PHOTO_WIDTHS and never enlarged.
 */

/** The part of sharp's module used here (typed so under any module resolution). */
interface SharpLib {
  (input: Buffer, options?: SharpOptions): Sharp;
  concurrency(threads: number): number;
  cache(options: boolean): unknown;
}
let sharpModule: SharpLib | undefined;

/** sharp (and libvips) load on the first photo, not with the API: most requests never need them. */
function sharp() {
  if (!sharpModule) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    sharpModule = require('sharp') as SharpLib;
    // One libvips thread per photo and no operation cache: two photos at once use two cores'
    // worth and give their memory back when they finish.
    sharpModule.concurrency(1);
    sharpModule.cache(false);
  }
  return sharpModule;
}

/** Two photos decode at once per instance; the rest wait (docs/api.md, "Photos"). */
const slots = new Slots(2);

export interface ProcessedFile {
  width: number;
  height: number;
  data: Buffer;
  /** SHA-256 of `data`, hex: the file's name holds its start, so a name never changes content. */
  sha256: string;
}

export interface ProcessedPhoto {
  /** The photo's pixels, upright, before shrinking. */
  width: number;
  height: number;
  files: Record<PhotoSize, ProcessedFile>;
}

export const unsupportedType = () =>
  new AppError(
    'unsupported_media_type',
    `This file is not a photo we can take: send a ${PHOTO_TYPES} image`,
  );

const heicUnreadable = () =>
  new AppError(
    'unsupported_media_type',
    `HEIC photos cannot be read here yet: send a ${PHOTO_TYPES} image ` +
      '(an iPhone saves JPEG with Settings > Camera > Formats > Most Compatible)',
  );

const undecodable = () =>
  new AppError('invalid_input', 'This photo could not be read: the file is damaged or incomplete');

const tooManyPixels = () =>
  new AppError(
    'invalid_input',
    `This photo has too many pixels: at most ${PIXEL_LIMIT / 1_000_000} megapixels`,
  );

const decoding: SharpOptions = {
  limitInputPixels: PIXEL_LIMIT,
  // A truncated or corrupt image is refused, not served half grey.
  failOn: 'error',
  sequentialRead: true,
};

const digest = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function webp(pipeline: Sharp, width: number): Promise<ProcessedFile> {
  const { data, info } = await pipeline
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data, sha256: digest(data) };
}

/**
 * The photo's two files, or the AppError saying why not: 415 for anything but a JPEG, PNG or
 * WebP (a HEIC too while this build's libvips has no HEVC decoder), 400 for a file that does not
 * decode or has more than PIXEL_LIMIT pixels.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const kind = sniffImage(bytes);
  if (!kind) throw unsupportedType();
  return slots.run(async () => {
    const make = sharp();
    let meta;
    try {
      meta = await make(bytes, decoding).metadata();
    } catch (err) {
      // libvips reads the header's size first and stops there past the limit.
      if (/pixel limit/i.test(String(err))) throw tooManyPixels();
      throw kind === 'heic' ? heicUnreadable() : undecodable();
    }
    const { width, height } = meta;
    if (!width || !height) throw undecodable();
    if (width * height > PIXEL_LIMIT) throw tooManyPixels();
    try {
      // EXIF orientations 5-8 turn the picture a quarter: its upright width is its height.
      const large = await webp(make(bytes, decoding).rotate(), PHOTO_WIDTHS.large);
      // A photo no wider than the small size is one file, served as both.
      const small =
        large.width <= PHOTO_WIDTHS.small
          ? large
          : await webp(make(large.data), PHOTO_WIDTHS.small);
      const turned = (meta.orientation ?? 1) >= 5;
      return {
        width: turned ? height : width,
        height: turned ? width : height,
        files: { small, large },
      };
    } catch (err) {
      if (/pixel limit/i.test(String(err))) throw tooManyPixels();
      if (kind === 'heic') throw heicUnreadable();
      throw undecodable();
    }
  });
}
