import sharp from 'sharp';
import { expect } from 'vitest';
import { photoSchema } from '../../../src/reviews/schema';
import { bearer, createTestUser } from '../../helpers';
import { pdfBytes } from '../../photo-images';
import type { ContractCase } from '../case';
import { expectError, userWithReview } from '../support';

/*
 * Photos' uploads are the one body the app reads itself, raw, up to 15 MB (http/upload-body.ts):
 * in-process from the stream, on the deployed path from the runtime's `rawBody` (the Functions
 * runtime has read and kept every body before the app runs). Both answer alike.
 */

const png = (seed: number) =>
  sharp({
    create: { width: 480, height: 320, channels: 3, background: { r: seed & 255, g: 90, b: 30 } },
  })
    .png()
    .toBuffer();

export const photoCases: ContractCase[] = [
  {
    area: 'photos',
    name: "takes a review's photo as raw bytes (201) whose URLs load as WebP, then its alt text (PATCH)",
    async run(t) {
      const client = t.client();
      const { user, reviewId } = await userWithReview(client);
      const res = await client.send({
        method: 'POST',
        path: `/review/${reviewId}/photos`,
        headers: { ...bearer(user.idToken), 'content-type': 'image/png' },
        body: await png(Date.now()),
      });
      expect(res.status, res.text).toBe(201);
      const photo = photoSchema.parse(res.body.photo);
      expect([photo.width, photo.height]).toEqual([480, 320]);
      const file = await fetch(photo.urls.small);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(400);

      const patched = await client.send({
        method: 'PATCH',
        path: `/review/${reviewId}/photos/${photo.id}`,
        headers: bearer(user.idToken),
        body: { alt: 'A quiet square' },
      });
      expect(patched.status, patched.text).toBe(200);
      expect(patched.body.photo.alt).toBe('A quiet square');
    },
    timeoutMs: 30_000,
  },
  {
    area: 'photos',
    name: 'answers 413 with the JSON error to an upload over 15 MB, and keeps no photo',
    async run(t) {
      const client = t.client();
      const { user, reviewId } = await userWithReview(client);
      const big = Buffer.concat([await png(1), Buffer.alloc(16 * 1024 * 1024)]);
      const res = await client.send({
        method: 'POST',
        path: `/review/${reviewId}/photos`,
        headers: { ...bearer(user.idToken), 'content-type': 'application/octet-stream' },
        body: big,
      });
      expectError(res, 413, 'payload_too_large', 'This file is too large: at most 15 MB');
      const review = await client.send({
        method: 'GET',
        path: `/review/${reviewId}`,
        headers: bearer(user.idToken),
      });
      expect(review.body.photos).toEqual([]);
    },
    timeoutMs: 30_000,
  },
  {
    area: 'photos',
    name: 'answers 415 with the JSON error to a PDF sent as image/jpeg, naming the types it takes',
    async run(t) {
      const client = t.client();
      const { user, reviewId } = await userWithReview(client);
      const res = await client.send({
        method: 'POST',
        path: `/review/${reviewId}/photos`,
        headers: { ...bearer(user.idToken), 'content-type': 'image/jpeg' },
        body: pdfBytes(),
      });
      expectError(
        res,
        415,
        'unsupported_media_type',
        'This file is not a photo we can take: send a JPEG, PNG or WebP image',
      );
    },
  },
  {
    area: 'photos',
    name: "refuses a photo for someone else's review (403) and for an unknown one (404)",
    async run(t) {
      const client = t.client();
      const { reviewId } = await userWithReview(client);
      const stranger = await createTestUser();
      const body = await png(2);
      const theirs = await client.send({
        method: 'POST',
        path: `/review/${reviewId}/photos`,
        headers: { ...bearer(stranger.idToken), 'content-type': 'image/png' },
        body,
      });
      expectError(theirs, 403, 'forbidden', 'This review belongs to someone else');
      const unknown = await client.send({
        method: 'POST',
        path: '/review/noSuchReview42/photos',
        headers: { ...bearer(stranger.idToken), 'content-type': 'image/png' },
        body,
      });
      expectError(unknown, 404, 'not_found', 'No such review');
    },
  },
];
