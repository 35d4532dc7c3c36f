import type { DocumentData } from 'firebase-admin/firestore';
import { adminAuth } from '../../src/lib/firebase';
import type { SeedService, TestUser } from '@tourist-guide/testing';
import type { Part } from './text-coverage';

/*
 * Every text field of every request body and query string of the API, with a request that is
 * valid but for the field under test (fuzz-text-fields.test.ts sends each field hostile text).
 * text-coverage.ts checks this list against the routers and their schemas: a field added to a
 * schema, or a route that parses a new body or query, fails that check until it is listed here.
 * A query parameter is usually one line: `limit: {}`.
 */

/** The people and data the requests act on (made once, before the fuzz). */
export interface World {
  services: SeedService[];
  admin: TestUser;
  /** Wrote `reviewId`, of `place`. */
  author: TestUser;
  /** Reports, writes reviews of `otherPlace`, edits their profile. */
  reader: TestUser;
  /** A verified owner of `place`. */
  owner: TestUser;
  place: string;
  otherPlace: string;
  /** The place the admin's edits change. */
  editedPlace: string;
  reviewId: string;
}

/** The app's collections as read after a request: collection → id → data. */
export type Snapshot = Map<string, Map<string, DocumentData>>;

export type Collection =
  'reviews' | 'reports' | 'hiddenReviews' | 'audit' | 'services' | 'placeOwners' | 'accounts';

export interface StoredCheck {
  /** What the API stored for the field, read after a 2xx. */
  read(after: Snapshot, w: World, body: { insertedId?: string }): unknown | Promise<unknown>;
  /** What it must be, given what was sent (default: the text trimmed, as every text is stored). */
  expected?(sent: string, w: World): unknown;
}

export interface FieldSpec {
  /** Sent as a list of one (a list of addresses, of pictures). */
  list?: boolean;
  /** The rest of the request, when not the input's own `base`. */
  base?(w: World): Record<string, unknown>;
  /** Where a 2xx stored the field: then unstorable text must be a 400, never stored. */
  stored?: StoredCheck;
  /** A field never stored as sent: what a 2xx stored in its place instead. */
  ignored?: Required<StoredCheck>;
}

export interface TextInput {
  /** The route as its router names it (text-coverage.ts). */
  route: string;
  part: Part;
  caller: 'anyone' | 'admin' | 'author' | 'reader' | 'owner';
  path(w: World): string;
  /** A valid request (body fields or query parameters), which the field under test joins. */
  base(w: World): Record<string, unknown>;
  /** Every text field of the schema. */
  fields: Record<string, FieldSpec>;
  /** What a 2xx may write (read back before and after each request). */
  writes: Collection[];
}

const doc = (after: Snapshot, collection: Collection, id: string | undefined) =>
  after.get(collection)?.get(id ?? '') ?? {};

const review = (after: Snapshot, w: World, id?: string) => doc(after, 'reviews', id ?? w.reviewId);
const newReview = (field: string): StoredCheck => ({
  read: (after, _w, body) => review(after, _w, body.insertedId)[field],
});
const ofPlace = (w: World, id: string) => w.services.find((s) => s._id === id);

const PLACE_BODY = {
  title: 'A fuzzed place',
  description: 'Somewhere to test every field.',
  price: 100,
  country: 'Portugal',
  region: 'Europe',
  img: '/images/lisbon-800.webp',
};

/** A place's text fields, stored on `id(…)` as sent (pictures exactly, the rest trimmed). */
const placeFields = (id: (after: Snapshot, w: World, body: { insertedId?: string }) => string) => {
  const on = (field: string, exact = false): FieldSpec => ({
    stored: {
      read: (after, w, body) => doc(after, 'services', id(after, w, body))[field],
      ...(exact ? { expected: (sent: string) => sent } : {}),
    },
  });
  return {
    title: on('title'),
    description: on('description'),
    country: on('country'),
    region: on('region'),
    img: on('img', true),
    photos: { list: true },
  } satisfies Record<string, FieldSpec>;
};

export const TEXT_INPUTS: TextInput[] = [
  {
    route: 'POST /review',
    part: 'body',
    caller: 'reader',
    path: () => '/review',
    base: (w) => ({ service: w.otherPlace, customer: 'Rae Reader', message: 'Fine.', rating: 4 }),
    fields: {
      service: { stored: newReview('service') },
      customer: { stored: newReview('customer') },
      message: { stored: newReview('message') },
      // Checked or ignored, never stored as sent: the caller's own address, the place's name and price.
      email: { ignored: { ...newReview('email'), expected: (_s, w) => w.reader.email } },
      serviceName: {
        ignored: {
          ...newReview('serviceName'),
          expected: (_s, w) => ofPlace(w, w.otherPlace)?.title,
        },
      },
      price: {
        ignored: { ...newReview('price'), expected: (_s, w) => ofPlace(w, w.otherPlace)?.price },
      },
    },
    writes: ['reviews', 'services', 'hiddenReviews'],
  },
  {
    route: 'PUT /review/:id',
    part: 'body',
    caller: 'author',
    path: (w) => `/review/${w.reviewId}`,
    base: () => ({ review: 'Edited.' }),
    fields: {
      review: { stored: { read: (after, w) => review(after, w).message } },
      // Without `review`, which would win.
      message: { base: () => ({}), stored: { read: (after, w) => review(after, w).message } },
    },
    writes: ['reviews', 'services'],
  },
  {
    route: 'POST /review/:id/report',
    part: 'body',
    caller: 'reader',
    path: (w) => `/review/${w.reviewId}/report`,
    base: () => ({ reason: 'spam', note: 'A fair note.' }),
    fields: {
      reason: {},
      note: {
        stored: {
          read: (after, w) =>
            [...(after.get('reports')?.values() ?? [])].find((r) => r.uid === w.reader.uid)?.note,
          expected: (sent) => sent.trim() || null,
        },
      },
    },
    writes: ['reviews', 'reports'],
  },
  {
    route: 'PUT /review/:id/response',
    part: 'body',
    caller: 'owner',
    path: (w) => `/review/${w.reviewId}/response`,
    base: () => ({ message: 'Thank you.' }),
    fields: {
      message: { stored: { read: (after, w) => review(after, w).response?.message } },
    },
    writes: ['reviews', 'audit'],
  },
  {
    route: 'PUT /account/profile',
    part: 'body',
    caller: 'reader',
    path: () => '/account/profile',
    base: () => ({ photoURL: '' }),
    fields: {
      displayName: {
        stored: {
          read: async (_after, w) => (await adminAuth().getUser(w.reader.uid)).displayName ?? null,
          expected: (sent) => sent.trim() || null,
        },
      },
      photoURL: {
        stored: {
          read: (after, w) => doc(after, 'accounts', w.reader.uid).photoURL,
          expected: (sent) => sent.trim() || null,
        },
      },
    },
    writes: ['accounts', 'reviews'],
  },
  {
    route: 'POST /admin/service',
    part: 'body',
    caller: 'admin',
    path: () => '/admin/service',
    base: () => PLACE_BODY,
    fields: placeFields((_after, _w, body) => body.insertedId ?? ''),
    writes: ['services', 'audit'],
  },
  {
    route: 'PUT /admin/service/:id',
    part: 'body',
    caller: 'admin',
    path: (w) => `/admin/service/${w.editedPlace}`,
    base: () => PLACE_BODY,
    fields: placeFields((_after, w) => w.editedPlace),
    writes: ['services', 'audit'],
  },
  {
    route: 'PUT /admin/service/:id/owners',
    part: 'body',
    caller: 'admin',
    path: (w) => `/admin/service/${w.place}/owners`,
    base: (w) => ({ emails: [w.owner.email] }),
    fields: { emails: { list: true } },
    writes: ['placeOwners', 'audit'],
  },
  {
    route: 'PUT /admin/review/:id',
    part: 'body',
    caller: 'admin',
    path: (w) => `/admin/review/${w.reviewId}`,
    base: () => ({ hidden: false }),
    fields: {},
    writes: ['reviews', 'services', 'audit'],
  },
  {
    route: 'GET /catalog',
    part: 'query',
    caller: 'anyone',
    path: () => '/catalog',
    base: () => ({}),
    fields: {
      q: {},
      region: {},
      minPrice: {},
      maxPrice: {},
      minRating: {},
      sort: {},
      limit: {},
      cursor: {},
      // A reader's position, into the list it orders (the index's sort=distance).
      near: { base: () => ({ sort: 'distance' }) },
    },
    writes: [],
  },
  {
    route: 'GET /service/:id/reviews',
    part: 'query',
    caller: 'anyone',
    path: (w) => `/service/${w.place}/reviews`,
    base: () => ({}),
    fields: { sort: {}, limit: {}, cursor: {} },
    writes: [],
  },
  {
    route: 'GET /service/:id/nearby',
    part: 'query',
    caller: 'anyone',
    path: (w) => `/service/${w.place}/nearby`,
    base: () => ({}),
    fields: { limit: {} },
    writes: [],
  },
  {
    route: 'GET /reviews',
    part: 'query',
    caller: 'author',
    path: () => '/reviews',
    base: () => ({}),
    fields: { email: {}, service: {}, limit: {}, cursor: {} },
    writes: [],
  },
  {
    route: 'GET /me/saved',
    part: 'query',
    caller: 'reader',
    path: () => '/me/saved',
    base: () => ({}),
    fields: { limit: {}, cursor: {} },
    writes: [],
  },
  {
    route: 'GET /me/helpful',
    part: 'query',
    caller: 'reader',
    path: () => '/me/helpful',
    base: (w) => ({ service: w.place }),
    fields: { service: {} },
    writes: [],
  },
  {
    route: 'GET /owner/service/:id/reviews',
    part: 'query',
    caller: 'owner',
    path: (w) => `/owner/service/${w.place}/reviews`,
    base: () => ({}),
    fields: { status: {}, limit: {}, cursor: {} },
    writes: [],
  },
  {
    route: 'GET /admin/services',
    part: 'query',
    caller: 'admin',
    path: () => '/admin/services',
    base: () => ({}),
    fields: { q: {}, limit: {}, cursor: {} },
    writes: [],
  },
  {
    route: 'GET /admin/reports',
    part: 'query',
    caller: 'admin',
    path: () => '/admin/reports',
    base: () => ({}),
    fields: { status: {}, limit: {}, cursor: {} },
    writes: [],
  },
  {
    route: 'GET /admin/audit',
    part: 'query',
    caller: 'admin',
    path: () => '/admin/audit',
    base: () => ({}),
    fields: { limit: {}, cursor: {} },
    writes: [],
  },
];
