import { expect } from 'vitest';
import { bearer, createAdmin, createTestUser } from '../../helpers';
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
  { method: 'PUT', path: '/admin/review/anyReview', body: { hidden: true } },
  { method: 'GET', path: '/admin/no-such-call' },
];

export const adminCases: ContractCase[] = [
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
