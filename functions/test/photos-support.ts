import sharp from 'sharp';
import { expect } from 'vitest';
import { adminStorage } from '../src/lib/firebase';
import { photosBucketName } from '../src/photos';
import { api, bearer, type TestUser } from './helpers';

/**
 * A PNG of its own colour, so that each upload is a different file; wider than the small size,
 * so that each photo has two files.
 */
export function smallPng(seed = Math.floor(Math.random() * 2 ** 24), width = 480, height = 360) {
  const colour = { r: seed & 255, g: (seed >> 8) & 255, b: (seed >> 16) & 255 };
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export const upload = (
  user: TestUser,
  reviewId: string,
  bytes: Buffer,
  contentType = 'application/octet-stream',
) =>
  api()
    .post(`/review/${reviewId}/photos`)
    .set(bearer(user.idToken))
    .set('Content-Type', contentType)
    .send(bytes);

/** Uploads a small PNG to `reviewId` as `user`; the photo. */
export async function addPhoto(user: TestUser, reviewId: string) {
  const res = await upload(user, reviewId, await smallPng());
  expect(res.status, res.text).toBe(201);
  return res.body.photo as { id: string; urls: { small: string; large: string }; alt: string };
}

/** The names of the bucket's files under `prefix`. */
export async function filesUnder(prefix: string): Promise<string[]> {
  const [files] = await adminStorage().bucket(photosBucketName()).getFiles({ prefix });
  return files.map((f) => f.name).sort();
}

export const reviewFiles = (reviewId: string) => filesUnder(`photos/${reviewId}/`);
