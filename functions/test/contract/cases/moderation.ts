import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import { signIn } from '@tourist-guide/testing';
import { adminAuth } from '../../../src/lib/firebase';
import { bearer, createAdmin, createTestUser, emulatorDb, type TestUser } from '../../helpers';
import type { ContractCase } from '../case';
import type { ApiResponse, Client, Target } from '../targets';
import { expectError, service, userWithReview } from '../support';

/*
 * Moderation at the edge: a decision outlives delete + re-post, the queue and the audit trail
 * are paged with the Link header at the address the client called (/api/… behind Hosting), and
 * their cursors are refused (400, no database work) unless this API made them for that list.
 */

const PLACE = 9;
/** Seeded places of the answers case and the deleted author's case (no other case uses them). */
const ANSWERED = 15;
const LEFT = 16;

function api(client: Client, token: string) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    client.send({ method, path, headers: bearer(token), body });
  return send;
}

/** The path of the Link header's next page, as the function's own URL sees it. */
function nextPath(t: Target, res: ApiResponse): string | null {
  const link = res.headers.link;
  if (!link) return null;
  const url = /^<([^>]+)>; rel="next"$/.exec(link)?.[1];
  expect(url, link).toBeDefined();
  // Behind Hosting the link is the address called (/api/...); the client sends function paths.
  if (t.kind === 'hosting') {
    expect(url!.startsWith('/api/'), link).toBe(true);
    return url!.slice('/api'.length);
  }
  expect(url!.startsWith('/admin/'), link).toBe(true);
  return url!;
}

async function wholeList(t: Target, client: Client, admin: TestUser, first: string) {
  const rows: { _id?: string; review?: { _id: string }; openReports?: number }[] = [];
  let path: string | null = first;
  let pages = 0;
  while (path) {
    const res = await api(client, admin.idToken)('GET', path);
    expect(res.status, res.text).toBe(200);
    expect(Array.isArray(res.body), res.text).toBe(true);
    expect(res.headers['cache-control']).toBe('private, no-store');
    rows.push(...res.body);
    pages += 1;
    path = nextPath(t, res);
  }
  return { rows, pages };
}

const suiteKey = () => {
  const key = process.env.CURSOR_SECRET;
  if (!key) throw new Error('CURSOR_SECRET is not set: run the contract suite inside the suite');
  return key;
};

/** A cursor signed with the suite's own key, for `scope`, holding `v`. */
const signed = (scope: string, v: unknown[]) =>
  Buffer.from(
    JSON.stringify({
      v,
      d: createHmac('sha256', suiteKey())
        .update(`${scope}\n${JSON.stringify(v)}`)
        .digest('base64url'),
    }),
  ).toString('base64url');

export const moderationCases: ContractCase[] = [
  {
    area: 'moderation',
    name: 'a hidden review deleted and posted again by its author stays hidden: out of its place, once in the open queue marked a re-post, and kept hidden it stays so when posted yet again',
    async run(t) {
      const client = t.client();
      const admin = await createAdmin();
      const { user: author, reviewId } = await userWithReview(client, { rating: 1 }, PLACE);
      const asAuthor = api(client, author.idToken);
      const reader = await createTestUser();
      const reported = await api(client, reader.idToken)('POST', `/review/${reviewId}/report`, {
        reason: 'spam',
      });
      expect(reported.status, reported.text).toBe(201);
      const hidden = await api(client, admin.idToken)('PUT', `/admin/review/${reviewId}`, {
        hidden: true,
      });
      expect(hidden.body).toEqual({ acknowledged: true, hidden: true, modifiedCount: 1 });
      const countBefore = (
        await emulatorDb().collection('services').doc(service(PLACE)._id).get()
      ).get('rating.count') as number;

      expect((await asAuthor('DELETE', `/review/${reviewId}`)).status).toBe(200);
      const again = await asAuthor('POST', '/review', {
        service: service(PLACE)._id,
        customer: 'Sam Spammer',
        message: 'Cheap watches, once more!',
        rating: 1,
      });
      expect(again.status, again.text).toBe(201);
      expect(again.body.insertedId).toBe(reviewId);

      const mine = await asAuthor('GET', `/review/${reviewId}`);
      expect(mine.body).toMatchObject({ hidden: true, message: 'Cheap watches, once more!' });
      const listed = await client.send({
        method: 'GET',
        path: `/service/${service(PLACE)._id}/reviews?limit=50`,
      });
      expect(listed.body.items.map((r: { _id: string }) => r._id)).not.toContain(reviewId);
      const countAfter = (
        await emulatorDb().collection('services').doc(service(PLACE)._id).get()
      ).get('rating.count') as number;
      expect(countAfter).toBe(countBefore);
      expectError(
        await api(client, (await createTestUser()).idToken)('POST', `/review/${reviewId}/report`, {
          reason: 'spam',
        }),
        404,
        'not_found',
        'No such review',
      );
      const { rows } = await wholeList(t, client, admin, '/admin/reports?status=open&limit=100');
      // Once in the queue, marked a re-post, the report already decided counted as decided.
      expect(rows.find((r) => r.review?._id === reviewId)).toMatchObject({
        status: 'open',
        review: { hidden: true },
        reportCount: 1,
        openReports: 0,
        repost: true,
      });

      // Kept hidden, it stays hidden and resolved when posted yet again.
      const kept = await api(client, admin.idToken)('PUT', `/admin/review/${reviewId}`, {
        hidden: true,
      });
      expect(kept.body).toEqual({ acknowledged: true, hidden: true, modifiedCount: 1 });
      expect((await asAuthor('DELETE', `/review/${reviewId}`)).status).toBe(200);
      const third = await asAuthor('POST', '/review', {
        service: service(PLACE)._id,
        customer: 'Sam Spammer',
        message: 'Cheap watches, a third time!',
        rating: 1,
      });
      expect(third.status, third.text).toBe(201);
      expect((await asAuthor('GET', `/review/${reviewId}`)).body).toMatchObject({ hidden: true });
      const open = await wholeList(t, client, admin, '/admin/reports?status=open&limit=100');
      expect(open.rows.map((r) => r.review?._id)).not.toContain(reviewId);
      const resolved = await wholeList(
        t,
        client,
        admin,
        '/admin/reports?status=resolved&limit=100',
      );
      expect(resolved.rows.find((r) => r.review?._id === reviewId)).toMatchObject({
        status: 'resolved',
        review: { hidden: true },
        repost: true,
      });
    },
    timeoutMs: 30_000,
  },
  {
    area: 'moderation',
    name: 'a reported review deleted and posted again keeps its reports: open in the queue, marked a re-post, and its reporter is the JSON 409',
    async run(t) {
      const client = t.client();
      const admin = await createAdmin();
      const { user: author, reviewId } = await userWithReview(client, { rating: 3 }, PLACE + 1);
      const reader = await createTestUser();
      const report = () =>
        api(client, reader.idToken)('POST', `/review/${reviewId}/report`, { reason: 'other' });
      expect((await report()).status).toBe(201);
      expectError(await report(), 409, 'conflict', 'You have already reported this review');
      expect((await api(client, author.idToken)('DELETE', `/review/${reviewId}`)).status).toBe(200);
      const again = await api(client, author.idToken)('POST', '/review', {
        service: service(PLACE + 1)._id,
        customer: 'Ana Traveller',
        message: 'Rewritten, about this place now.',
        rating: 3,
      });
      expect(again.body.insertedId).toBe(reviewId);
      expectError(await report(), 409, 'conflict', 'You have already reported this review');
      const { rows } = await wholeList(t, client, admin, '/admin/reports?status=open&limit=100');
      expect(rows.find((r) => r.review?._id === reviewId)).toMatchObject({
        status: 'open',
        review: { hidden: false, message: 'Rewritten, about this place now.' },
        reportCount: 1,
        openReports: 1,
        repost: true,
      });
    },
  },
  {
    area: 'moderation',
    name: 'the queue and the audit trail are JSON arrays paged by the Link header at the address called, each row once, most reported / newest first',
    async run(t) {
      const client = t.client();
      const admin = await createAdmin();
      const made: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const { reviewId } = await userWithReview(client, { rating: 4 }, PLACE + 2);
        for (let n = 0; n <= i; n += 1) {
          const reader = await createTestUser();
          const res = await api(client, reader.idToken)('POST', `/review/${reviewId}/report`, {
            reason: 'spam',
          });
          expect(res.status, res.text).toBe(201);
        }
        made.push(reviewId);
      }
      const queue = await wholeList(t, client, admin, '/admin/reports?limit=2');
      expect(queue.pages).toBeGreaterThan(1);
      const seen = queue.rows.map((r) => r.review!._id);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(expect.arrayContaining(made));
      const counts = queue.rows.map((r) => r.openReports!);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));

      // Two decisions by this admin: the trail lists them newest first, a page of one at a time.
      const decide = api(client, admin.idToken);
      expect((await decide('PUT', `/admin/review/${made[0]}`, { hidden: true })).status).toBe(200);
      expect((await decide('PUT', `/admin/review/${made[1]}`, { hidden: false })).status).toBe(200);
      const trail = await wholeList(t, client, admin, '/admin/audit?limit=1');
      const mine = (
        trail.rows as { actor: { uid: string }; action: string; target: { id: string } }[]
      )
        .filter((e) => e.actor.uid === admin.uid)
        .map((e) => [e.action, e.target.id]);
      expect(mine).toEqual([
        ['review.dismiss', made[1]],
        ['review.hide', made[0]],
      ]);
    },
    timeoutMs: 60_000,
  },
  {
    area: 'moderation',
    name: "an admin's answer in a place's name and its removal are in the audit trail; an owner's are not",
    async run(t) {
      const client = t.client();
      const admin = await createAdmin();
      const { reviewId } = await userWithReview(client, { rating: 4 }, ANSWERED);
      const owner = await createTestUser();
      await adminAuth().updateUser(owner.uid, { emailVerified: true });
      const ownerToken = await signIn(owner.email, owner.password);
      const asAdmin = api(client, admin.idToken);
      const named = await asAdmin('PUT', `/admin/service/${service(ANSWERED)._id}/owners`, {
        emails: [owner.email],
      });
      expect(named.status, named.text).toBe(200);
      const writes: [string, 'PUT' | 'DELETE', unknown][] = [
        [admin.idToken, 'PUT', { message: 'Thank you for coming!' }],
        [ownerToken, 'PUT', { message: 'From the owner.' }],
        [admin.idToken, 'DELETE', undefined],
      ];
      for (const [token, method, body] of writes) {
        const res = await api(client, token)(method, `/review/${reviewId}/response`, body);
        expect(res.status, res.text).toBe(200);
      }
      const cleared = await asAdmin('PUT', `/admin/service/${service(ANSWERED)._id}/owners`, {
        emails: [],
      });
      expect(cleared.status, cleared.text).toBe(200);
      const { rows } = await wholeList(t, client, admin, '/admin/audit?limit=100');
      const entries = (rows as { actor: { uid: string }; action: string; target: { id: string } }[])
        .filter((e) => e.target.id === reviewId)
        .map((e) => [e.action, e.actor.uid]);
      expect(entries).toEqual([
        ['review.unanswer', admin.uid],
        ['review.answer', admin.uid],
      ]);
    },
    timeoutMs: 30_000,
  },
  {
    area: 'moderation',
    name: 'after DELETE /account, no audit entry names its address or its name: entries about its review stay, naming "a deleted account"',
    async run(t) {
      const client = t.client();
      const admin = await createAdmin();
      const name = `Leaving Reviewer ${Math.random().toString(36).slice(2, 8)}`;
      const { user: author, reviewId } = await userWithReview(
        client,
        { rating: 1, customer: name },
        LEFT,
      );
      const reader = await createTestUser();
      const reported = await api(client, reader.idToken)('POST', `/review/${reviewId}/report`, {
        reason: 'spam',
      });
      expect(reported.status, reported.text).toBe(201);
      const decide = api(client, admin.idToken);
      expect((await decide('PUT', `/admin/review/${reviewId}`, { hidden: true })).status).toBe(200);
      expect((await decide('PUT', `/admin/review/${reviewId}`, { hidden: false })).status).toBe(
        200,
      );
      const closed = await api(client, author.idToken)('DELETE', '/account');
      expect(closed.status, closed.text).toBe(200);

      const { rows } = await wholeList(t, client, admin, '/admin/audit?limit=100');
      const about = (rows as { target: { id: string }; summary: string }[]).filter(
        (e) => e.target.id === reviewId,
      );
      expect(about.map((e) => e.summary)).toEqual([
        expect.stringMatching(/^Restored the review by a deleted account of "/),
        expect.stringMatching(/^Hid the review by a deleted account of "/),
      ]);
      expect(JSON.stringify(rows)).not.toContain(author.email);
      expect(JSON.stringify(rows)).not.toContain(name);
    },
    timeoutMs: 30_000,
  },
  {
    area: 'moderation',
    name: 'a queue or audit cursor made for another list, or holding values of the wrong type, is the JSON 400 before any database work',
    async run(t) {
      const client = t.client();
      const admin = await createAdmin();
      const get = api(client, admin.idToken);
      const refused: [string, string][] = [
        ['/admin/reports?status=open', signed('reports:resolved', [1, 'anyReview'])],
        ['/admin/reports?status=resolved', signed('reports:open', [1, 'anyReview'])],
        ['/admin/reports', signed('reports:open', ['1', 'anyReview'])],
        ['/admin/reports', signed('reports:open', [-1, 'anyReview'])],
        ['/admin/reports', signed('reports:open', [1.5, 'anyReview'])],
        ['/admin/reports', signed('reports:open', [1, 'a/b'])],
        ['/admin/reports', signed('reports:open', [1])],
        ['/admin/audit', signed('reports:open', [1, 'anyReview'])],
        ['/admin/audit', signed('audit', [1_700_000_000, 'anyEntry'])],
        ['/admin/audit', signed('audit', [{ ts: [1e15, 0] }, 'anyEntry'])],
        ['/admin/audit', 'not-a-cursor'],
      ];
      for (const [path, cursor] of refused) {
        t.dbStats?.reset();
        const sep = path.includes('?') ? '&' : '?';
        const res = await get('GET', `${path}${sep}cursor=${encodeURIComponent(cursor)}`);
        expectError(res, 400, 'invalid_input', /^Invalid cursor/);
        if (t.dbStats) expect(t.dbStats.roundTrips(), path).toBe(0);
      }
      // The same values signed for the right list go on.
      const ok = await get(
        'GET',
        `/admin/audit?cursor=${signed('audit', [{ ts: [1_700_000_000, 0] }, 'anyEntry'])}`,
      );
      expect(ok.status, ok.text).toBe(200);
    },
  },
];
