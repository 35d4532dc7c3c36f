/// <reference types="node" />
/**
 * The API client against the real API: Hosting emulator -> /api rewrite ->
 * Functions emulator -> Firestore and Auth emulators. The launcher starts the
 * suite and sets TG_SITE_URL during `npm test`; without it this file fails
 * (it never skips), so a green run always means the client was really tested.
 */
import { createTestUser, lookupAccount, seedServices, type TestUser } from '@tourist-guide/testing';
import { deleteAccount } from '@/features/account/api/delete-account';
import { exportAccount } from '@/features/account/api/export-account';
import { updateProfile } from '@/features/account/api/update-profile';
import { getServicePreview } from '@/features/home/api/get-service-preview';
import { getService } from '@/features/services/api/get-service';
import { getCatalog } from '@/features/services/api/get-catalog';
import { createReview } from '@/features/reviews/api/create-review';
import { deleteReview } from '@/features/reviews/api/delete-review';
import { getMyReviews } from '@/features/reviews/api/get-my-reviews';
import { getReview } from '@/features/reviews/api/get-review';
import { getSavedServices } from '@/features/saved/api/get-saved-services';
import { saveService, unsaveService } from '@/features/saved/api/save-service';
import { updateReview } from '@/features/reviews/api/update-review';
import { ApiError, createApiClient, type ApiClient } from '@/lib/api-client';

const siteUrl = process.env.TG_SITE_URL;
if (!siteUrl) {
  throw new Error(
    'TG_SITE_URL is not set. This file tests the web API client against the real API in the ' +
      'emulator suite: run it via `npm test` at the repository root, which starts the suite and ' +
      'sets TG_SITE_URL.',
  );
}

const apiBase = `${siteUrl.replace(/\/+$/, '')}/api`;

function clientFor(user: TestUser | null): ApiClient {
  return createApiClient({ baseUrl: apiBase, getToken: async () => user?.idToken ?? null });
}

async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

let seeded: Awaited<ReturnType<typeof seedServices>>;
const anonymous = clientFor(null);

beforeAll(async () => {
  seeded = await seedServices();
});

describe('services through the real API', () => {
  it('GET /services gives the four-service home preview', async () => {
    const preview = await getServicePreview({ client: anonymous });
    expect(preview).toHaveLength(4);
    for (const service of preview) {
      expect(service).toEqual({
        _id: expect.any(String),
        title: expect.any(String),
        description: expect.any(String),
        price: expect.any(Number),
        img: expect.stringMatching(/^\/images\/services\/.+-800\.webp$/),
        photos: expect.arrayContaining([service.img]),
        country: expect.any(String),
        region: expect.any(String),
        // Every seeded place has its coordinates (emulators/seed/places.json).
        location: { lat: expect.any(Number), lng: expect.any(Number) },
        rating: {
          average: expect.toBeOneOf([null, expect.any(Number)]),
          count: expect.any(Number),
          histogram: [
            expect.any(Number),
            expect.any(Number),
            expect.any(Number),
            expect.any(Number),
            expect.any(Number),
          ],
        },
      });
    }
  });

  it('GET /catalog pages through every seeded service, and searches them', async () => {
    const ids: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await getCatalog({ sort: 'title' }, cursor, { client: anonymous });
      expect(page.total).toBe(seeded.length);
      ids.push(...page.items.map((s) => s._id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(ids.sort()).toEqual(seeded.map((s) => s._id).sort());
    // The title's word first, then the place whose description names São Jorge Castle.
    const sao = await getCatalog({ q: 'sao' }, undefined, { client: anonymous });
    expect(sao.items.map((s) => s.title)).toEqual(['São Paulo, Brazil', 'Lisbon, Portugal']);
  });

  it('GET /service/:id gives one service, and a typed 404 for an unknown id', async () => {
    const first = seeded[0]!;
    await expect(getService(first._id, { client: anonymous })).resolves.toMatchObject({
      _id: first._id,
      title: first.title,
      price: first.price,
    });
    const error = await apiError(getService('no-such-service', { client: anonymous }));
    expect(error).toMatchObject({ status: 404, code: 'not_found' });
  });
});

describe('reviews through the real API', () => {
  it('refuses the review list without a token (the client stops it) and with a bad one (the server does)', async () => {
    const local = await apiError(getMyReviews('x@example.com', { client: anonymous }));
    expect(local).toMatchObject({ status: 401, code: 'unauthenticated' });

    const forged = createApiClient({ baseUrl: apiBase, getToken: async () => 'not-a-token' });
    const remote = await apiError(getMyReviews('x@example.com', { client: forged }));
    expect(remote).toMatchObject({ status: 401, code: 'unauthenticated' });
  });

  it('creates, lists, reads, edits and deletes my review; another user can touch none of it', async () => {
    const me = await createTestUser({ displayName: 'Web Client Test' });
    const other = await createTestUser();
    const mine = clientFor(me);
    const theirs = clientFor(other);
    const service = seeded[1]!;

    const created = await createReview(
      {
        service: service._id,
        serviceName: service.title,
        price: service.price,
        customer: 'Web Client Test',
        email: me.email,
        message: '  Lovely place.  ',
      },
      { client: mine },
    );
    expect(created).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const id = created.insertedId;

    const list = await getMyReviews(me.email, { client: mine });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      _id: id,
      service: service._id,
      serviceName: service.title,
      customer: 'Web Client Test',
      email: me.email,
      img: service.img,
    });

    const stored = await getReview(id, { client: mine });
    expect(stored).toMatchObject({ _id: id, email: me.email });

    expect((await apiError(getReview(id, { client: theirs }))).status).toBe(403);
    expect((await apiError(getMyReviews(me.email, { client: theirs }))).status).toBe(403);
    expect((await apiError(deleteReview(id, { client: theirs }))).status).toBe(403);

    const updated = await updateReview(stored, 'Even better the second time.', 4, { client: mine });
    expect(updated).toMatchObject({ acknowledged: true, modifiedCount: 1 });
    const unchanged = await updateReview(stored, 'Even better the second time.', 4, {
      client: mine,
    });
    expect(unchanged.modifiedCount).toBe(0);
    expect((await getReview(id, { client: mine })).message).toBe('Even better the second time.');

    await expect(deleteReview(id, { client: mine })).resolves.toMatchObject({ deletedCount: 1 });
    expect((await apiError(getReview(id, { client: mine }))).status).toBe(404);
    expect(await getMyReviews(me.email, { client: mine })).toEqual([]);
  });

  it('turns a validation failure into a typed 400', async () => {
    const me = await createTestUser();
    const error = await apiError(
      createReview(
        {
          service: seeded[0]!._id,
          serviceName: 'x',
          price: 1,
          customer: 'Me',
          email: me.email,
          message: 'x'.repeat(2001),
        },
        { client: clientFor(me) },
      ),
    );
    expect(error).toMatchObject({ status: 400, code: 'invalid_input' });
    expect(error.message).not.toBe('');
  });
});

describe('saved places through the real API', () => {
  it('saves places (idempotently), lists them most recent first, removes one; a typed 404 and 401', async () => {
    const [first, second] = seeded as [(typeof seeded)[0], (typeof seeded)[0]];
    const client = clientFor(await createTestUser());

    await expect(saveService(first._id, { client })).resolves.toEqual({ saved: true });
    await expect(saveService(second._id, { client })).resolves.toEqual({ saved: true });
    await expect(saveService(second._id, { client })).resolves.toEqual({ saved: true });
    const { items } = await getSavedServices({ client });
    expect(items.map((place) => [place._id, place.archived])).toEqual([
      [second._id, false],
      [first._id, false],
    ]);
    expect(items[0]).toMatchObject({ title: second.title, price: second.price });

    await expect(unsaveService(second._id, { client })).resolves.toEqual({ saved: false });
    const after = await getSavedServices({ client });
    expect(after.items.map((place) => place._id)).toEqual([first._id]);

    const unknown = await apiError(saveService('no-such-service', { client }));
    expect(unknown).toMatchObject({ status: 404, code: 'not_found' });
    const signedOut = await apiError(getSavedServices({ client: anonymous }));
    expect(signedOut).toMatchObject({ status: 401, code: 'unauthenticated' });
  });
});

describe('accounts through the real API', () => {
  it('saves the profile, downloads the data under the name the API gives it, then deletes the account', async () => {
    const user = await createTestUser();
    const client = clientFor(user);

    await updateProfile(
      { displayName: 'Ada Byron', photoURL: 'https://photos.example/ada.png' },
      { client },
    );
    // The file and its name as Hosting passes them on: the name is read from the real header.
    const file = await exportAccount({ client });
    expect(file.filename).toMatch(/^[\w.-]+\.json$/);
    const data = JSON.parse(await file.blob.text()) as {
      account: { uid: string; displayName: string; photoURL: string };
    };
    expect(data.account).toMatchObject({
      uid: user.uid,
      displayName: 'Ada Byron',
      photoURL: 'https://photos.example/ada.png',
    });

    expect(await deleteAccount({ client })).toEqual({
      acknowledged: true,
      deletedReviews: 0,
      deletedReports: 0,
    });
    expect(await lookupAccount(user.email)).toBeUndefined();
  });
});

describe('when the server cannot be reached', () => {
  it('the client reports status 0 with a clear message', async () => {
    const nowhere = createApiClient({
      baseUrl: 'http://127.0.0.1:9/api',
      getToken: async () => null,
    });
    const error = await apiError(getCatalog({}, undefined, { client: nowhere }));
    expect(error).toMatchObject({ status: 0, code: 'network' });
    expect(error.message).toMatch(/can't reach the server/);
  });
});
