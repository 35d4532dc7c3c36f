import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/errors/app-error';
import { processPhoto, sniffImage } from '../src/photos';
import { heicBytes, noisyJpeg, pdfBytes, phoneJpeg, pixelBomb, pngWithText } from './photo-images';

async function refusal(bytes: Buffer): Promise<AppError> {
  const err = await processPhoto(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('the photo pipeline', () => {
  it('tells a type by its bytes alone', async () => {
    expect(sniffImage(await phoneJpeg(40, 30))).toBe('jpeg');
    expect(sniffImage(await pngWithText(10, 10))).toBe('png');
    expect(
      sniffImage(
        await sharp(await pngWithText(10, 10))
          .webp()
          .toBuffer(),
      ),
    ).toBe('webp');
    expect(sniffImage(heicBytes())).toBe('heic');
    expect(sniffImage(pdfBytes())).toBeNull();
    expect(
      sniffImage(
        await sharp(await pngWithText(10, 10))
          .avif()
          .toBuffer(),
      ),
    ).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });

  it('when a phone JPEG carries GPS, a copyright and orientation 6, then the WebP files are upright and carry no metadata', async () => {
    const input = await phoneJpeg(1200, 800, 6);
    const before = await sharp(input).metadata();
    expect(before.exif?.toString('latin1')).toContain('secret-owner');
    expect(before.orientation).toBe(6);

    const photo = await processPhoto(input);
    // Turned a quarter: 1200 x 800 stored is 800 x 1200 upright.
    expect([photo.width, photo.height]).toEqual([800, 1200]);
    for (const file of [photo.files.small, photo.files.large]) {
      const meta = await sharp(file.data).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(file.data.includes('secret-owner')).toBe(false);
      expect(meta.height).toBeGreaterThan(meta.width ?? 0);
      expect([meta.width, meta.height]).toEqual([file.width, file.height]);
    }
    // Never enlarged: the large file is the photo's own size, the small one 400 wide.
    expect([photo.files.large.width, photo.files.large.height]).toEqual([800, 1200]);
    expect([photo.files.small.width, photo.files.small.height]).toEqual([400, 600]);
  });

  it('shrinks a large photo to 1600 and 400 wide, keeping its shape', async () => {
    const photo = await processPhoto(await noisyJpeg(4000, 3000));
    expect([photo.files.large.width, photo.files.large.height]).toEqual([1600, 1200]);
    expect([photo.files.small.width, photo.files.small.height]).toEqual([400, 300]);
    expect(photo.files.large.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(photo.files.large.sha256).not.toBe(photo.files.small.sha256);
  });

  it('when a PNG has text chunks naming its author, then none of them survives', async () => {
    const input = await pngWithText();
    expect(input.includes('secret-owner')).toBe(true);
    const photo = await processPhoto(input);
    for (const file of [photo.files.small, photo.files.large]) {
      expect(file.data.includes('secret-owner')).toBe(false);
      expect(file.data.includes('38.7N')).toBe(false);
      const meta = await sharp(file.data).metadata();
      expect(meta.exif ?? meta.xmp ?? meta.comments).toBeUndefined();
    }
    // 300 wide: never enlarged, so both sizes are the one 300-wide file.
    expect(photo.files.large.width).toBe(300);
    expect(photo.files.small).toBe(photo.files.large);
  });

  it('refuses a pixel bomb (a small PNG declaring 100,000 x 100,000) with 400, without decoding it', async () => {
    const bomb = await pixelBomb();
    expect(bomb.length).toBeLessThan(1000);
    const err = await refusal(bomb);
    expect(err.status).toBe(400);
    expect(err.message).toMatch(/too many pixels: at most 50 megapixels/);
  });

  it('refuses a PDF named .jpg with 415 naming the types it takes', async () => {
    const err = await refusal(pdfBytes());
    expect(err.status).toBe(415);
    expect(err.code).toBe('unsupported_media_type');
    expect(err.message).toMatch(/JPEG, PNG or WebP/);
  });

  it('refuses a HEIC this build cannot decode with 415, saying so and naming the types it takes', async () => {
    const err = await refusal(heicBytes());
    expect(err.status).toBe(415);
    expect(err.message).toMatch(/HEIC photos cannot be read here yet: send a JPEG, PNG or WebP/);
  });

  it('refuses a JPEG cut in half with 400', async () => {
    const whole = await noisyJpeg(600, 400);
    const err = await refusal(whole.subarray(0, Math.floor(whole.length / 2)));
    expect(err.status).toBe(400);
    expect(err.message).toMatch(/could not be read/);
  });
});
