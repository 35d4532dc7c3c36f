import { expect } from 'vitest';
import { signIn } from '@tourist-guide/testing';
import { adminAuth } from '../../../src/lib/firebase';
import { bearer, createAdmin, createTestUser, emulatorDb } from '../../helpers';
import type { ContractCase } from '../case';
import type { ApiRequest } from '../targets';
import { expectError, expectNoStackTrace, userWithReview } from '../support';

const newPlace = (title: string) => ({
  title,
  description: 'A wide, quiet valley of terraced tea gardens, walked between small villages.',
  price: 1190,
  country: 'Sri Lanka',
  region: 'Asia',
  img: '/images/kyoto-800.webp',
});

const ADMIN_CALLS: ApiRequest[] = [
  { method: 'GET', path: '/admin/services' },
  { method: 'POST', path: '/admin/service', body: newPlace('Never written') },
  { method: 'PUT', path: '/admin/service/anyPlace', body: newPlace('Never written') },
  { method: 'DELETE', path: '/admin/service/anyPlace' },
  { method: 'GET', path: '/admin/reports' },
  { method: 'GET', path: '/admin/reports?status=resolved&limit=5' },
  { method: 'PUT', path: '/admin/review/anyReview', body: { hidden: true } },
  { method: 'GET', path: '/admin/audit' },
  { method: 'GET', path: '/admin/service/anyPlace/owners' },
  { method: 'PUT', path: '/admin/service/anyPlace/owners', body: { emails: [] } },
  { method: 'GET', path: '/admin/no-such-call' },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const adminCases: ContractCase[] = [
  {
    area: 'admin',
    name: 'an account with the admin claim but an unverified email is the JSON 403 on reads and writes, saying to verify it',
    async run(t) {
      const client = t.client();
      // Anyone can sign up with an address they do not own: the claim alone is not enough.
      const squatter = await createTestUser();
      await adminAuth().setCustomUserClaims(squatter.uid, { admin: true });
      const token = await signIn(squatter.email, squatter.password);
      const title = `Squatted ${t.kind} ${Date.now()}`;
      for (const req of [
        { method: 'GET', path: '/admin/reports' },
        { method: 'GET', path: '/admin/services' },
        { method: 'POST', path: '/admin/service', body: newPlace(title) },
      ] as const) {
        const res = await client.send({ ...req, headers: bearer(token) });
        expectError(
          res,
          403,
          'forbidden',
          "Only the guide's maintainers can do this, with a verified email address: verify yours, then sign in again",
        );
        expect(res.headers['cache-control'], req.path).toBe('private, no-store');
      }
      const written = await emulatorDb().collection('services').where('title', '==', title).get();
      expect(written.size).toBe(0);
    },
  },
  {
    area: 'admin',
    name: "a removed admin's token is refused at once on a read, even right after the same instance served it",
    async run(t) {
      const client = t.client();
      const former = await createAdmin();
      const read = () =>
        client.send({ method: 'GET', path: '/admin/reports', headers: bearer(former.idToken) });
      const before = await read();
      expect(before.status, before.text).toBe(200);
      // Revocation is to the second: the token must be older than it.
      await sleep(1100);
      // What `npm run admin -- revoke` does.
      await adminAuth().setCustomUserClaims(former.uid, null);
      await adminAuth().revokeRefreshTokens(former.uid);
      expectError(
        await read(),
        401,
        'unauthenticated',
        'Your sign-in was revoked, please sign in again',
      );
    },
  },
  {
    area: 'admin',
    name: 'every /admin/** call is the JSON 401 unsigned and 403 for a signed-in reader, before any other check',
    async run(t) {
      const client = t.client();
      const reader = await createTestUser();
      for (const req of ADMIN_CALLS) {
        const anonymous = await client.send(req);
        expectError(anonymous, 401, 'unauthenticated');
        const signedIn = await client.send({ ...req, headers: bearer(reader.idToken) });
        expectError(signedIn, 403, 'forbidden', "Only the guide's maintainers can do this");
        expect(signedIn.headers['cache-control'], req.path).toBe('private, no-store');
        expectNoStackTrace(signedIn);
      }
    },
  },
  {
    area: 'admin',
    name: 'an admin adds a place that is then findable, and retiring it makes its page the JSON 410',
    async run(t) {
      const client = t.client();
      const admin = await createAdmin();
      const title = `Tea Country ${t.kind} ${Date.now()}`;
      const created = await client.send({
        method: 'POST',
        path: '/admin/service',
        headers: bearer(admin.idToken),
        body: newPlace(title),
      });
      expect(created.status, created.text).toBe(201);
      const id = created.body.insertedId as string;
      const found = await client.send({
        method: 'GET',
        path: `/catalog?q=${encodeURIComponent(title)}`,
      });
      expect(found.body.items.map((s: { _id: string }) => s._id)).toEqual([id]);
      const retired = await client.send({
        method: 'DELETE',
        path: `/admin/service/${id}`,
        headers: bearer(admin.idToken),
      });
      expect(retired.body).toEqual({ acknowledged: true, archived: true });
      const page = await client.send({ method: 'GET', path: `/service/${id}` });
      expectError(page, 410, 'gone', 'This place is no longer offered');
      expect(page.headers['cache-control']).toBe('no-store');
    },
  },
  {
    area: 'admin',
    name: "a place's text with a lone surrogate is the JSON 400 naming the field, not a 503; one in letters outside the BMP is added and found",
    async run(t) {
      const client = t.client();
      const admin = await createAdmin();
      const add = (body: unknown) =>
        client.send({
          method: 'POST',
          path: '/admin/service',
          headers: { ...bearer(admin.idToken), 'content-type': 'application/json' },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        });
      const place = newPlace(`Unicode Valley ${t.kind} ${Date.now()}`);
      const bad = JSON.stringify({ ...place, country: 'Sri XX Lanka' }).replace('XX', '\\ud800');
      expectError(
        await add(bad),
        400,
        'invalid_input',
        'Invalid country: Country contains characters that cannot be stored',
      );
      // Cut by UTF-16 units, the search tokens of these words would split a letter in two.
      const astral = '𑋰𝔸𐐷'.repeat(6);
      const created = await add({ ...place, country: astral });
      expect(created.status, created.text).toBe(201);
      const id = created.body.insertedId as string;
      const found = await client.send({
        method: 'GET',
        path: `/catalog?q=${encodeURIComponent(astral)}`,
      });
      expect(found.status, found.text).toBe(200);
      expect(found.body.items.map((s: { _id: string }) => s._id)).toEqual([id]);
      const retired = await client.send({
        method: 'DELETE',
        path: `/admin/service/${id}`,
        headers: bearer(admin.idToken),
      });
      expect(retired.status, retired.text).toBe(200);
    },
  },
  {
    area: 'admin',
    name: "a place's location is kept and answered on every shape, kept by an edit that leaves it out, taken away with null, and out of range is the JSON 400 naming it",
    async run(t) {
      const client = t.client();
      const admin = await createAdmin();
      const as = { ...bearer(admin.idToken), 'content-type': 'application/json' };
      const title = `Ella Gap ${t.kind} ${Date.now()}`;
      const location = { lat: 6.8667, lng: 81.0466 };
      const created = await client.send({
        method: 'POST',
        path: '/admin/service',
        headers: as,
        body: { ...newPlace(title), location },
      });
      expect(created.status, created.text).toBe(201);
      const id = created.body.insertedId as string;
      const read = async (path: string) => {
        const res = await client.send({ method: 'GET', path, headers: bearer(admin.idToken) });
        expect(res.status, `${path}: ${res.text}`).toBe(200);
        return res.body as Record<string, unknown>;
      };
      expect((await read(`/service/${id}`)).location).toEqual(location);
      expect((await read(`/admin/service/${id}`)).location).toEqual(location);
      const page = await read(`/catalog?q=${encodeURIComponent(title)}`);
      expect((page.items as { location: unknown }[]).map((p) => p.location)).toEqual([location]);

      for (const [bad, message] of [
        [{ lat: 90.5, lng: 0 }, 'Invalid location.lat: Latitude must be from -90 to 90'],
        [{ lat: 0, lng: -181 }, 'Invalid location.lng: Longitude must be from -180 to 180'],
        [{ lat: '6.8', lng: 81 }, 'Invalid location.lat: Latitude must be a number of degrees'],
        [{ lat: 6.8 }, 'Invalid location.lng: Longitude must be a number of degrees'],
      ] as const) {
        const refused = await client.send({
          method: 'PUT',
          path: `/admin/service/${id}`,
          headers: as,
          body: { ...newPlace(title), location: bad },
        });
        expectError(refused, 400, 'invalid_input', message);
      }
      // Refused edits changed nothing; an edit without the field keeps it; null takes it away.
      expect((await read(`/service/${id}`)).location).toEqual(location);
      const edit = (body: unknown) =>
        client.send({ method: 'PUT', path: `/admin/service/${id}`, headers: as, body });
      const kept = await edit({ ...newPlace(title), price: 1290 });
      expect(kept.body, kept.text).toEqual({ acknowledged: true, modifiedCount: 1 });
      expect((await read(`/service/${id}`)).location).toEqual(location);
      const cleared = await edit({ ...newPlace(title), price: 1290, location: null });
      expect(cleared.body, cleared.text).toEqual({ acknowledged: true, modifiedCount: 1 });
      expect((await read(`/service/${id}`)).location).toBeNull();
      const retired = await client.send({
        method: 'DELETE',
        path: `/admin/service/${id}`,
        headers: bearer(admin.idToken),
      });
      expect(retired.status, retired.text).toBe(200);
    },
  },
  {
    area: 'admin',
    name: 'a report goes through once (201, then 409), and an admin can hide the review',
    async run(t) {
      const client = t.client();
      const { reviewId } = await userWithReview(client, {}, 7);
      const reader = await createTestUser();
      const send = () =>
        client.send({
          method: 'POST',
          path: `/review/${reviewId}/report`,
          headers: bearer(reader.idToken),
          body: { reason: 'off-topic', note: 'About another place.' },
        });
      const first = await send();
      expect(first.status, first.text).toBe(201);
      expect(first.body).toEqual({ acknowledged: true });
      expectError(await send(), 409, 'conflict', 'You have already reported this review');
      const admin = await createAdmin();
      const hidden = await client.send({
        method: 'PUT',
        path: `/admin/review/${reviewId}`,
        headers: bearer(admin.idToken),
        body: { hidden: true },
      });
      expect(hidden.body).toEqual({ acknowledged: true, hidden: true, modifiedCount: 1 });
    },
  },
];
