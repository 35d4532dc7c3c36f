import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { photoSchema, reviewSchema } from '../src/reviews/schema';
import {
  api,
  bearer,
  createAdmin,
  createTestUser,
  decide,
  emulatorDb,
  newPlace,
  post,
  resetData,
  type TestUser,
} from './helpers';
import { pdfBytes, phoneJpeg, pixelBomb } from './photo-images';
import { addPhoto, filesUnder, reviewFiles, smallPng, upload } from './photos-support';

/* A review's photos: who may add, describe, order and remove them; what a visitor sees. */

let admin: TestUser;
let place: string;
beforeAll(async () => {
  await resetData();
  admin = await createAdmin();
  place = await newPlace(admin);
});

/** A new author and their review of `placeId`. */
async function authorWithReview(placeId = place) {
  const author = await createTestUser();
  return { author, reviewId: await post(author, placeId, 4, 'With pictures.') };
}

const ownReview = async (user: TestUser, id: string) =>
  reviewSchema.parse((await api().get(`/review/${id}`).set(bearer(user.idToken)).expect(200)).body);

const gallery = async (placeId: string, query = '') =>
  (await api().get(`/service/${placeId}/photos${query}`).expect(200)).body as {
    items: { id: string; reviewId: string }[];
    nextCursor: string | null;
  };

describe('POST /review/:id/photos', () => {
  it("when the author sends a phone's JPEG as octet-stream, then 201 with a Photo whose WebP URLs a browser loads, cached for a year", async () => {
    const { author, reviewId } = await authorWithReview();
    const res = await upload(author, reviewId, await phoneJpeg(1200, 800, 6));
    expect(res.status, res.text).toBe(201);
    const photo = photoSchema.parse(res.body.photo);
    expect(Object.keys(res.body)).toEqual(['photo']);
    expect([photo.width, photo.height, photo.alt]).toEqual([800, 1200, '']);

    for (const url of [photo.urls.small, photo.urls.large]) {
      const file = await fetch(url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
    }
    expect(new URL(photo.urls.small).pathname).toMatch(
      new RegExp(`/photos/${reviewId}/${photo.id}/[0-9a-f]{16}-400\\.webp$`),
    );
    expect((await ownReview(author, reviewId)).photos).toEqual([photo]);
    const list = await api().get(`/service/${place}/reviews`).expect(200);
    const listed = (list.body.items as { _id: string; photos: unknown }[]).find(
      (r) => r._id === reviewId,
    );
    expect(listed?.photos).toEqual([photo]);
  });

  it('takes the type from the bytes: a PNG sent as image/jpeg is a PNG, a PDF sent as image/jpeg is 415 and stores nothing', async () => {
    const { author, reviewId } = await authorWithReview();
    expect((await upload(author, reviewId, await smallPng(), 'image/jpeg')).status).toBe(201);
    const pdf = await upload(author, reviewId, pdfBytes(), 'image/jpeg');
    expect(pdf.status).toBe(415);
    expect(pdf.body.error).toEqual({
      code: 'unsupported_media_type',
      message: 'This file is not a photo we can take: send a JPEG, PNG or WebP image',
    });
    expect((await ownReview(author, reviewId)).photos).toHaveLength(1);
    expect(await reviewFiles(reviewId)).toHaveLength(2);
  });

  it('answers 400 for a pixel bomb and stores nothing', async () => {
    const { author, reviewId } = await authorWithReview();
    const res = await upload(author, reviewId, await pixelBomb(), 'image/png');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/too many pixels/);
    expect(await reviewFiles(reviewId)).toEqual([]);
  });

  it('when another account sends a photo for my review, then it is refused with 403 and my review keeps none', async () => {
    const { author, reviewId } = await authorWithReview();
    const stranger = await createTestUser();
    const res = await upload(stranger, reviewId, await smallPng());
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('forbidden');
    expect((await ownReview(author, reviewId)).photos).toEqual([]);
  });

  it('answers 404 for an unknown review and for a hidden one, 401 without a token', async () => {
    const { author, reviewId } = await authorWithReview();
    expect((await upload(author, 'noSuchReview123', await smallPng())).status).toBe(404);
    expect((await decide(admin, reviewId, true)).status).toBe(200);
    const hidden = await upload(author, reviewId, await smallPng());
    expect(hidden.status).toBe(404);
    const anonymous = await api()
      .post(`/review/${reviewId}/photos`)
      .set('Content-Type', 'image/png')
      .send(await smallPng());
    expect(anonymous.status).toBe(401);
  });

  it('answers 409 to a sixth photo and keeps the five, each with its two files', async () => {
    const { author, reviewId } = await authorWithReview();
    for (let i = 0; i < 5; i++) await addPhoto(author, reviewId);
    const sixth = await upload(author, reviewId, await smallPng());
    expect(sixth.status).toBe(409);
    expect(sixth.body.error.message).toBe(
      'A review has at most 5 photos: remove one to add another',
    );
    expect((await ownReview(author, reviewId)).photos).toHaveLength(5);
    expect(await reviewFiles(reviewId)).toHaveLength(10);
  });

  it('answers 413 for a body over 15 MB, declared or streamed without a length, and stores nothing', async () => {
    const { author, reviewId } = await authorWithReview();
    const big = Buffer.concat([await smallPng(), Buffer.alloc(15 * 1024 * 1024)]);
    const declared = await upload(author, reviewId, big);
    expect(declared.status).toBe(413);
    expect(declared.body.error).toEqual({
      code: 'payload_too_large',
      message: 'This file is too large: at most 15 MB',
    });

    const server = createApp().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const streamed = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: `/review/${reviewId}/photos`,
            headers: { ...bearer(author.idToken), 'content-type': 'image/png' },
          },
          (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        // Chunked: no Content-Length, so only counting the bytes can stop it.
        for (let i = 0; i < 16; i++)
          req.write(big.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024));
        req.end();
      });
      expect(streamed.status).toBe(413);
      expect(JSON.parse(streamed.body).error.code).toBe('payload_too_large');
    } finally {
      server.close();
    }
    expect(await reviewFiles(reviewId)).toEqual([]);
  });
});

describe("a review's photos, once added", () => {
  it('PATCH sets the alt text (trimmed, at most 200), for the author only', async () => {
    const { author, reviewId } = await authorWithReview();
    const photo = await addPhoto(author, reviewId);
    const path = `/review/${reviewId}/photos/${photo.id}`;
    const res = await api()
      .patch(path)
      .set(bearer(author.idToken))
      .send({ alt: '  The harbour at dusk ' })
      .expect(200);
    expect(res.body).toEqual({
      acknowledged: true,
      photo: { ...photo, alt: 'The harbour at dusk' },
    });
    expect((await ownReview(author, reviewId)).photos[0]?.alt).toBe('The harbour at dusk');
    const long = await api()
      .patch(path)
      .set(bearer(author.idToken))
      .send({ alt: 'a'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe('Invalid alt: alt must be at most 200 characters');
    const other = await createTestUser();
    expect((await api().patch(path).set(bearer(other.idToken)).send({ alt: 'mine' })).status).toBe(
      403,
    );
    expect(
      (
        await api()
          .patch(`/review/${reviewId}/photos/noSuchPhoto1`)
          .set(bearer(author.idToken))
          .send({ alt: 'x' })
      ).status,
    ).toBe(404);
  });

  it("PUT puts them in the author's order; an order that is not each photo once is 400", async () => {
    const { author, reviewId } = await authorWithReview();
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await addPhoto(author, reviewId)).id);
    const reversed = [...ids].reverse();
    const res = await api()
      .put(`/review/${reviewId}/photos`)
      .set(bearer(author.idToken))
      .send({ order: reversed })
      .expect(200);
    expect(res.body.photos.map((p: { id: string }) => p.id)).toEqual(reversed);
    expect((await ownReview(author, reviewId)).photos.map((p) => p.id)).toEqual(reversed);
    for (const order of [
      ids.slice(0, 2),
      [ids[0], ids[0], ids[1]],
      [...ids.slice(0, 2), 'otherPhoto1'],
    ]) {
      const bad = await api()
        .put(`/review/${reviewId}/photos`)
        .set(bearer(author.idToken))
        .send({ order });
      expect(bad.status).toBe(400);
    }
    const other = await createTestUser();
    expect(
      (
        await api()
          .put(`/review/${reviewId}/photos`)
          .set(bearer(other.idToken))
          .send({ order: ids })
      ).status,
    ).toBe(403);
  });

  it('DELETE by the author or an admin removes the photo and its files; anyone else is 403', async () => {
    const { author, reviewId } = await authorWithReview();
    const [one, two] = [await addPhoto(author, reviewId), await addPhoto(author, reviewId)];
    const stranger = await createTestUser();
    const refused = await api()
      .delete(`/review/${reviewId}/photos/${one.id}`)
      .set(bearer(stranger.idToken));
    expect(refused.status).toBe(403);

    const mine = await api()
      .delete(`/review/${reviewId}/photos/${one.id}`)
      .set(bearer(author.idToken))
      .expect(200);
    expect(mine.body).toEqual({ acknowledged: true });
    expect(await filesUnder(`photos/${reviewId}/${one.id}/`)).toEqual([]);
    expect((await fetch(one.urls.large)).status).toBe(404);

    await api()
      .delete(`/review/${reviewId}/photos/${two.id}`)
      .set(bearer(admin.idToken))
      .expect(200);
    expect(await reviewFiles(reviewId)).toEqual([]);
    expect((await ownReview(author, reviewId)).photos).toEqual([]);
    expect(
      (await api().delete(`/review/${reviewId}/photos/${two.id}`).set(bearer(author.idToken)))
        .status,
    ).toBe(404);
  });
});

describe("a place's photos", () => {
  it("GET /service/:id/photos lists the visible reviews' photos newest first, page by page", async () => {
    const ownPlace = await newPlace(admin);
    const first = await authorWithReview(ownPlace);
    const second = await authorWithReview(ownPlace);
    const a = await addPhoto(first.author, first.reviewId);
    const b = await addPhoto(second.author, second.reviewId);
    const c = await addPhoto(first.author, first.reviewId);
    const page1 = await gallery(ownPlace, '?limit=2');
    expect(page1.items.map((p) => [p.id, p.reviewId])).toEqual([
      [c.id, first.reviewId],
      [b.id, second.reviewId],
    ]);
    const page2 = await gallery(ownPlace, `?limit=2&cursor=${page1.nextCursor}`);
    expect(page2.items.map((p) => p.id)).toEqual([a.id]);
    expect(page2.nextCursor).toBeNull();
    expect((await api().get(`/service/${ownPlace}/photos?limit=49`)).status).toBe(400);
    expect((await api().get('/service/noSuchPlace12/photos')).status).toBe(404);
  });

  it("when a moderator hides a review, then its photos leave the place's gallery and public list, while its author and admins still see them", async () => {
    const ownPlace = await newPlace(admin);
    const { author, reviewId } = await authorWithReview(ownPlace);
    const photo = await addPhoto(author, reviewId);
    expect((await gallery(ownPlace)).items.map((p) => p.id)).toEqual([photo.id]);

    expect((await decide(admin, reviewId, true)).status).toBe(200);
    expect((await gallery(ownPlace)).items).toEqual([]);
    const list = await api().get(`/service/${ownPlace}/reviews`).expect(200);
    expect(list.body.items).toEqual([]);
    expect((await ownReview(author, reviewId)).photos.map((p) => p.id)).toEqual([photo.id]);
    const queue = await api()
      .get('/admin/reports?status=resolved&limit=100')
      .set(bearer(admin.idToken))
      .expect(200);
    const row = (queue.body as { review: { _id: string; photos: { id: string }[] } }[]).find(
      (r) => r.review._id === reviewId,
    );
    expect(row?.review.photos.map((p) => p.id)).toEqual([photo.id]);

    expect((await decide(admin, reviewId, false)).status).toBe(200);
    expect((await gallery(ownPlace)).items.map((p) => p.id)).toEqual([photo.id]);
  });

  it('a reader reports a photo as a report of its review, named in the queue; once', async () => {
    const { author, reviewId } = await authorWithReview();
    const photo = await addPhoto(author, reviewId);
    const reader = await createTestUser();
    const path = `/review/${reviewId}/photos/${photo.id}/report`;
    const res = await api()
      .post(path)
      .set(bearer(reader.idToken))
      .send({ reason: 'offensive', note: 'Not the place' });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({ acknowledged: true });
    expect(
      (await api().post(path).set(bearer(reader.idToken)).send({ reason: 'spam' })).status,
    ).toBe(409);
    expect(
      (await api().post(path).set(bearer(author.idToken)).send({ reason: 'spam' })).status,
    ).toBe(403);
    const other = await createTestUser();
    expect(
      (
        await api()
          .post(`/review/${reviewId}/photos/noSuchPhoto1/report`)
          .set(bearer(other.idToken))
          .send({ reason: 'spam' })
      ).status,
    ).toBe(404);
    const queue = await api()
      .get('/admin/reports?limit=100')
      .set(bearer(admin.idToken))
      .expect(200);
    const row = (queue.body as { review: { _id: string }; notes: string[] }[]).find(
      (r) => r.review._id === reviewId,
    );
    expect(row?.notes).toEqual([`Photo ${photo.id}: Not the place`]);
  });
});

describe('photos and deletion', () => {
  it("when the author deletes the review, then the bucket holds none of its files and the place's gallery none of its photos", async () => {
    const ownPlace = await newPlace(admin);
    const { author, reviewId } = await authorWithReview(ownPlace);
    await addPhoto(author, reviewId);
    await addPhoto(author, reviewId);
    expect(await reviewFiles(reviewId)).toHaveLength(4);
    await api().delete(`/review/${reviewId}`).set(bearer(author.idToken)).expect(200);
    expect(await reviewFiles(reviewId)).toEqual([]);
    expect((await gallery(ownPlace)).items).toEqual([]);
  });

  it("lists each review's photos in the account's export, and deleting the account leaves none of its files", async () => {
    const [one, two] = [await newPlace(admin), await newPlace(admin)];
    const me = await createTestUser();
    const first = await post(me, one, 5, 'First');
    const second = await post(me, two, 3, 'Second');
    const a = await addPhoto(me, first);
    const b = await addPhoto(me, second);
    const exported = await api().get('/account/export').set(bearer(me.idToken)).expect(200);
    const photosOf = (id: string) =>
      (exported.body.reviews as { _id: string; photos: { id: string }[] }[])
        .find((r) => r._id === id)
        ?.photos.map((p) => p.id);
    expect(photosOf(first)).toEqual([a.id]);
    expect(photosOf(second)).toEqual([b.id]);

    await api().delete('/account').set(bearer(me.idToken)).expect(200);
    expect([...(await reviewFiles(first)), ...(await reviewFiles(second))]).toEqual([]);
    expect((await emulatorDb().collection('photoAllowances').doc(me.uid).get()).exists).toBe(false);
    const entries = await emulatorDb().collection('reviewPhotos').where('uid', '==', me.uid).get();
    expect(entries.size).toBe(0);
  });
});

describe('photo limits', () => {
  const today = () => new Date().toISOString().slice(0, 10);

  it('after 50 photos in a day an account is refused with 429 until tomorrow (UTC)', async () => {
    const { author, reviewId } = await authorWithReview();
    await emulatorDb()
      .collection('photoAllowances')
      .doc(author.uid)
      .set({ day: today(), photos: 50, bytes: 1000 });
    const res = await upload(author, reviewId, await smallPng());
    expect(res.status).toBe(429);
    expect(res.body.error.message).toMatch(/^You have added 50 photos today/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(86_400);
  });

  it('an upload that would take the day past 200 MB is 429; yesterday does not count', async () => {
    const { author, reviewId } = await authorWithReview();
    const doc = emulatorDb().collection('photoAllowances').doc(author.uid);
    await doc.set({ day: today(), photos: 3, bytes: 200 * 1024 * 1024 - 10 });
    const res = await upload(author, reviewId, await smallPng());
    expect(res.status).toBe(429);
    expect(res.body.error.message).toMatch(/over 200 MB/);
    await doc.set({ day: '2000-01-01', photos: 50, bytes: 200 * 1024 * 1024 });
    expect((await upload(author, reviewId, await smallPng())).status).toBe(201);
    expect((await doc.get()).data()).toMatchObject({ day: today(), photos: 1 });
  });

  it("charges a photo's decoding to the account's allowance of work: past it, the next call is 429", async () => {
    const app = createApp({ limits: { costPerUser: 25 } });
    const { author, reviewId } = await authorWithReview();
    const first = await (
      await import('supertest')
    )
      .default(app)
      .post(`/review/${reviewId}/photos`)
      .set(bearer(author.idToken))
      .set('Content-Type', 'image/png')
      .send(await smallPng());
    expect(first.status, first.text).toBe(201);
    const next = await (
      await import('supertest')
    )
      .default(app)
      .get(`/review/${reviewId}`)
      .set(bearer(author.idToken));
    expect(next.status).toBe(429);
    expect(next.body.error.message).toMatch(/Too many requests from your account/);
  });
});
