import { createHash, createHmac } from 'node:crypto';
import { expect } from 'vitest';
import type { ContractCase } from '../case';
import type { Client, Target } from '../targets';
import { expectError, service, userWithReview } from '../support';

/*
 * Page cursors are opaque to clients and signed by the API: `{v, d}` as base64url JSON, `v` the
 * values the page ended on, `d` an HMAC-SHA256 (keyed with CURSOR_SECRET) of the list's scope and
 * `v`. Whatever a client makes of one (signed the old unkeyed way, with another key, values of the
 * wrong type, cut, not base64 at all) is the JSON 400 before any database work, never a 500.
 */

type Values = unknown[];

const encode = (v: Values, d: string) =>
  Buffer.from(JSON.stringify({ v, d })).toString('base64url');

/** The digest cursors carried before they were keyed: anyone could compute it. */
const unkeyed = (scope: string, v: Values) =>
  createHash('sha256')
    .update(`${scope}\n${JSON.stringify(v)}`)
    .digest('base64url')
    .slice(0, 12);

const keyed = (key: string, scope: string, v: Values) =>
  createHmac('sha256', key)
    .update(`${scope}\n${JSON.stringify(v)}`)
    .digest('base64url');

/** The key this suite's API signs with (the launcher's local value, the same on every target). */
function suiteKey(): string {
  const key = process.env.CURSOR_SECRET;
  if (!key) throw new Error('CURSOR_SECRET is not set: run the contract suite inside the suite');
  return key;
}

const ts = (seconds: number, nanos = 0) => ({ ts: [seconds, nanos] });

/** One paged list: where it is, what its cursors are made for, and values of the wrong shape. */
interface PagedList {
  name: string;
  /** The list's first page of one item, ready for `&cursor=`. */
  path(): Promise<string>;
  scope(): string;
  wrongTypes: Values[];
}

const reviewed = { index: 11, ready: new WeakSet<Client>() };
const reviewsPath = (sort: string) =>
  `/service/${service(reviewed.index)._id}/reviews?sort=${sort}`;

/** A place with at least two visible reviews, so that its first page of one has a next cursor. */
async function reviewedPlace(client: Client, sort: string): Promise<string> {
  if (!reviewed.ready.has(client)) {
    await userWithReview(client, { rating: 4 }, reviewed.index);
    await userWithReview(client, { rating: 2 }, reviewed.index);
    reviewed.ready.add(client);
  }
  return `${reviewsPath(sort)}&limit=1`;
}

function lists(client: Client): PagedList[] {
  const reviews = (sort: string, wrongTypes: Values[]): PagedList => ({
    name: `a place's reviews, ${sort}`,
    path: () => reviewedPlace(client, sort),
    scope: () => `reviews:${service(reviewed.index)._id}:${sort}`,
    wrongTypes,
  });
  return [
    {
      name: 'the catalogue, recommended',
      path: async () => '/catalog?limit=1',
      scope: () => `catalog:${JSON.stringify({ sort: 'recommended' })}`,
      wrongTypes: [
        [3.5, 42],
        ['3.5', 'kyoto-japan'],
        [3.5, 'a/b'],
        [3.5, '__reserved__'],
        [3.5, ''],
        [ts(1_700_000_000), 'kyoto-japan'],
        [null, 'kyoto-japan'],
        [3.5],
        [3.5, 'kyoto-japan', 'extra'],
      ],
    },
    {
      name: 'the catalogue, by title within a price range',
      path: async () => '/catalog?sort=title&minPrice=0&maxPrice=100000&limit=1',
      scope: () => `catalog:${JSON.stringify({ minPrice: 0, maxPrice: 100000, sort: 'title' })}`,
      wrongTypes: [
        ['kyoto', '1200', 'kyoto-japan'],
        [5, 1200, 'kyoto-japan'],
        ['kyoto', -1, 'kyoto-japan'],
        ['kyoto', true, 'kyoto-japan'],
      ],
    },
    {
      name: 'the catalogue, a search by relevance',
      path: async () => '/catalog?q=Best&limit=1',
      scope: () => `catalog:${JSON.stringify({ words: ['best'], sort: 'relevance' })}`,
      wrongTypes: [
        ['12', 3.5, 'kyoto-japan'],
        [12, 3.5],
        [12, 3.5, 'a/b'],
        [12, null, 'kyoto-japan'],
        [12, 3.5, 'kyoto-japan', 'extra'],
      ],
    },
    reviews('newest', [
      [ts(1e15), 'anyReview'],
      [ts(1_700_000_000), 7],
      [ts(1_700_000_000, 1e9), 'anyReview'],
      [ts(1.5), 'anyReview'],
      [{ ts: [1_700_000_000, 0], extra: 1 }, 'anyReview'],
      ['yesterday', 'anyReview'],
      [1_700_000_000, 'anyReview'],
    ]),
    reviews('highest', [
      [7, ts(1_700_000_000), 'anyReview'],
      ['5', ts(1_700_000_000), 'anyReview'],
      [4.5, ts(1_700_000_000), 'anyReview'],
      [5, ts(1_700_000_000), { id: 'anyReview' }],
    ]),
    reviews('lowest', [
      [0, ts(1_700_000_000), 'anyReview'],
      [null, ts(1_700_000_000), 'anyReview'],
    ]),
    reviews('helpful', [
      [-1, ts(1_700_000_000), 'anyReview'],
      [1.5, ts(1_700_000_000), 'anyReview'],
      ['3', ts(1_700_000_000), 'anyReview'],
      [3, 'yesterday', 'anyReview'],
      [3, ts(1_700_000_000)],
    ]),
  ];
}

/** The first page's next cursor, and the values it holds. */
async function firstPage(client: Client, path: string): Promise<{ cursor: string; v: Values }> {
  const res = await client.send({ method: 'GET', path });
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  const cursor = res.body.nextCursor as string;
  expect(typeof cursor, path).toBe('string');
  const { v } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { v: Values };
  return { cursor, v };
}

async function expectRefused(t: Target, client: Client, path: string, cursor: string, why: string) {
  t.dbStats?.reset();
  const res = await client.send({
    method: 'GET',
    path: `${path}&cursor=${encodeURIComponent(cursor)}`,
  });
  expectError(res, 400, 'invalid_input', /^Invalid cursor/);
  expect(res.headers['cache-control'], why).toBe('no-store');
  if (t.dbStats) expect(t.dbStats.roundTrips(), `${why}: no database work`).toBe(0);
}

export const cursorCases: ContractCase[] = [
  {
    area: 'cursors',
    name: 'a cursor signed without the key (the old unkeyed digest) or with another key is the JSON 400 on every paged list',
    async run(t) {
      const client = t.client();
      for (const list of lists(client)) {
        const path = await list.path();
        const { cursor, v } = await firstPage(client, path);
        const forged: [string, string][] = [
          ['the unkeyed digest', encode(v, unkeyed(list.scope(), v))],
          [
            'another key',
            encode(v, keyed('another-key-of-at-least-32-characters', list.scope(), v)),
          ],
          ['an empty key', encode(v, keyed('', list.scope(), v))],
          ['no digest', encode(v, '')],
        ];
        for (const [how, bad] of forged) {
          await expectRefused(t, client, path, bad, `${list.name}, ${how}`);
        }
        // The API's own cursor, and the same values signed with the suite's key, go on.
        for (const good of [cursor, encode(v, keyed(suiteKey(), list.scope(), v))]) {
          const next = await client.send({
            method: 'GET',
            path: `${path}&cursor=${encodeURIComponent(good)}`,
          });
          expect(next.status, `${list.name}: ${next.text}`).toBe(200);
        }
      }
    },
    timeoutMs: 60_000,
  },
  {
    area: 'cursors',
    name: 'a cursor holding values of the wrong type or shape is the JSON 400, never a 500, however it is signed',
    async run(t) {
      const client = t.client();
      for (const list of lists(client)) {
        const path = await list.path();
        for (const v of list.wrongTypes) {
          const why = `${list.name}, ${JSON.stringify(v)}`;
          // Signed the old way (what anyone could do until now), and with the right key: the
          // values' types are checked whoever signed them.
          await expectRefused(t, client, path, encode(v, unkeyed(list.scope(), v)), why);
          await expectRefused(t, client, path, encode(v, keyed(suiteKey(), list.scope(), v)), why);
        }
      }
    },
    timeoutMs: 60_000,
  },
  {
    area: 'cursors',
    name: 'a cut, padded, edited or non-base64 cursor is the JSON 400 on every paged list',
    async run(t) {
      const client = t.client();
      for (const list of lists(client)) {
        const path = await list.path();
        const { cursor, v } = await firstPage(client, path);
        const { d } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
          d: string;
        };
        const malformed: [string, string][] = [
          ['cut', cursor.slice(0, -5)],
          ['cut in half', cursor.slice(0, cursor.length >> 1)],
          ['padded', `${cursor}AAAA`],
          ['edited', encode([...v.slice(0, -1), 'zzzz'], d)],
          ['another digest length', encode(v, `${d}x`)],
          ['not base64', '!!!!not*base64!!!!'],
          ['raw JSON', JSON.stringify({ v, d })],
          ['base64 of nothing', '____'],
          ['base64 of not JSON', Buffer.from('not json').toString('base64url')],
          ['base64 of an array', Buffer.from('[1,2]').toString('base64url')],
          [
            'a cursor with extra keys',
            Buffer.from(JSON.stringify({ v, d, x: 1 })).toString('base64url'),
          ],
        ];
        for (const [how, bad] of malformed) {
          await expectRefused(t, client, path, bad, `${list.name}, ${how}`);
        }
      }
    },
    timeoutMs: 60_000,
  },
];
