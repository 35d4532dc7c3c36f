/**
 * Property-based fuzzing of the review API (issue 5, item 2: OWASP API1/API3).
 *
 * Random and adversarial requests go to POST /review, PUT /review/:id, DELETE /review/:id and
 * GET /reviews as the owner (user A), a stranger (user B) and anonymous callers (no, malformed or
 * forged token). An independent oracle, written from the contract in ARCHITECTURE.md rather than
 * from src, predicts the exact status of every request from an in-memory model of the stored
 * reviews; after every request the whole `reviews` collection is read back and checked:
 *
 *  1. never a 5xx; every error is `{ error: { code, message } }` with no stack trace;
 *  2. the status is the one the caller and input call for (anonymous: 401 unless the body or the
 *     path is rejected before auth; stranger: 403 unless the id/body is invalid or unknown; nobody
 *     ever gets a 2xx on someone else's review);
 *  3. nobody else's documents change (and a refused request changes nothing at all);
 *  4. every stored document has exactly the schema's keys and types, trimmed text within limits,
 *     the author's token email, and the stored service's title and price;
 *  5. the stored data equals what the accepted requests imply (model-based), after each request,
 *     after each run and at the end; one review per user per place (a second POST is 409).
 */
import querystring from 'node:querystring';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import request from 'supertest';
import type { DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedService } from '@tourist-guide/emulators/testing';
import { createApp } from '../src/app';
import {
  bearer,
  createTestUser,
  emulatorDb,
  forgeToken,
  resetData,
  type TestUser,
} from './helpers';

// ---------------------------------------------------------------------------------------------
// The contract (ARCHITECTURE.md), written out here on purpose instead of imported from src.

/** Property runs per route. */
const NUM_RUNS = 500;
/**
 * A property (500 runs, ~1.2 requests and reads per run) takes 10-20 s on an idle 2-core machine;
 * the margin is for one shared with other test suites.
 */
const PROPERTY_TIMEOUT_MS = 120_000;
const BODY_LIMIT_BYTES = 16 * 1024;
const CUSTOMER_MAX = 80;
const MESSAGE_MAX = 2000;
const EMAIL_MAX = 320;
const DOC_ID = /^[A-Za-z0-9_-]{1,128}$/;
/** What the API accepts as an id: the pattern, and not a JavaScript built-in name. */
const isDocId = (id: string) => DOC_ID.test(id) && !(id in Object.prototype);
const REVIEW_KEYS = [
  'createdAt',
  'customer',
  'email',
  'message',
  'price',
  'service',
  'serviceName',
  'updatedAt',
];
/** Limits count characters as Unicode code points (an emoji is one, not two UTF-16 units). */
const chars = (v: string) => [...v].length;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const trimmedWithin = (v: unknown, max: number): v is string =>
  typeof v === 'string' &&
  chars(v.trim()) >= 1 &&
  chars(v.trim()) <= max &&
  !LONE_SURROGATE.test(v);
const ERROR_CODES: Record<number, string> = {
  400: 'invalid_input',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
};

// ---------------------------------------------------------------------------------------------
// What a generated request is made of. Everything that depends on the live state (emails, ids of
// existing reviews, service ids) is symbolic here and resolved when the request is sent.

type Who = 'A' | 'B';
const ANON_KINDS = [
  'no-header',
  'empty-bearer',
  'bearer-word-only',
  'not-a-jwt',
  'basic-scheme',
  'two-tokens',
  'forged-ghost-user',
  'forged-expired',
  'forged-other-project',
] as const;
type AnonKind = (typeof ANON_KINDS)[number];
type Caller = Who | AnonKind;
const isUser = (c: Caller): c is Who => c === 'A' || c === 'B';

type Route = 'POST /review' | 'PUT /review/:id' | 'DELETE /review/:id' | 'GET /reviews';
const ROUTES: Route[] = ['POST /review', 'PUT /review/:id', 'DELETE /review/:id', 'GET /reviews'];

type EmailKind = 'own' | 'own-upper' | 'own-padded' | 'other' | 'victim' | 'empty' | 'too-long';
type Val =
  | { t: 'lit'; v: unknown }
  | { t: 'email'; e: EmailKind }
  | { t: 'service'; i: number }
  | { t: 'reviewId'; who: Who; i: number };
type Entries = [string, Val][];

/**
 * How a body travels (`gzip` is a real gzip of the JSON; `corrupt-gzip` claims gzip but does not
 * decompress, which is 400 for every caller).
 */
type Encoding =
  | 'json'
  | 'gzip'
  | 'corrupt-gzip'
  | 'text-plain'
  | 'latin1-charset'
  | 'unknown-content-encoding'
  | 'oversize'
  | 'top-level-array'
  | 'none'
  | { raw: string };
interface BodySpec {
  entries: Entries;
  encoding: Encoding;
}

/** A review id as the caller names it: one of someone's reviews (by index), any id, or a raw path. */
type Target =
  { t: 'of'; who: Who; i: number } | { t: 'id'; id: string } | { t: 'raw'; seg: string };
type Prefix = '' | '/api';

type QVal = { t: 'lit'; v: string } | { t: 'email'; e: EmailKind };
type Action =
  | { route: 'POST /review'; caller: Caller; prefix: Prefix; body: BodySpec }
  | { route: 'PUT /review/:id'; caller: Caller; prefix: Prefix; target: Target; body: BodySpec }
  | { route: 'DELETE /review/:id'; caller: Caller; prefix: Prefix; target: Target; body: BodySpec }
  | { route: 'GET /reviews'; caller: Caller; prefix: Prefix; query: [string, QVal][] };

/** How the server sees the path segment after /review/. */
type Seen = { t: 'id'; id: string } | { t: 'no-route' } | { t: 'bad-encoding' };

/** Path segments sent exactly as written (not encoded again). */
const RAW_SEGMENTS: { seg: string; seen: Seen }[] = [
  { seg: '..', seen: { t: 'id', id: '..' } },
  { seg: '.', seen: { t: 'id', id: '.' } },
  { seg: '%2e%2e', seen: { t: 'id', id: '..' } },
  { seg: '%2F', seen: { t: 'id', id: '/' } },
  { seg: 'a%2Fb', seen: { t: 'id', id: 'a/b' } },
  { seg: '..%2F..%2Fservices', seen: { t: 'id', id: '../../services' } },
  { seg: '%00', seen: { t: 'id', id: '\u0000' } },
  { seg: '%20', seen: { t: 'id', id: ' ' } },
  { seg: '%F0%9F%98%80', seen: { t: 'id', id: '😀' } },
  { seg: '%24gt', seen: { t: 'id', id: '$gt' } },
  { seg: 'a/b', seen: { t: 'no-route' } },
  { seg: '', seen: { t: 'no-route' } },
  { seg: 'toString', seen: { t: 'id', id: 'toString' } },
  { seg: 'constructor', seen: { t: 'id', id: 'constructor' } },
  { seg: '%', seen: { t: 'bad-encoding' } },
  { seg: '%zz', seen: { t: 'bad-encoding' } },
  { seg: '%E0%A4%A', seen: { t: 'bad-encoding' } },
];

// ---------------------------------------------------------------------------------------------
// Generators.

/**
 * The npm Firestore emulator keeps documents in plain objects and tests membership with `in`, so a
 * document id that is an Object.prototype member ('toString', 'valueOf', 'constructor', …) makes
 * its reads hang and its writes fail (reported; Google's emulator and Firestore itself accept
 * them). Generated ids leave those names out so that bug in the local emulator does not read as
 * a 503 from the API.
 */
const notPrototypeMember = (id: string) => !(id in Object.prototype);
const anyDocId = fc.stringMatching(/^[A-Za-z0-9_-]{1,128}$/).filter(notPrototypeMember);

const L = (v: unknown): Val => ({ t: 'lit', v });
const lit = (a: fc.Arbitrary<unknown>): fc.Arbitrary<Val> => a.map(L);
const opt = <T>(a: fc.Arbitrary<T>, freq: number) => fc.option(a, { nil: undefined, freq });

const WHITESPACE = [
  ' ',
  '   ',
  '\t',
  '\n',
  '\r\n',
  '\u00a0',
  '\u2003',
  '\u3000',
  '\ufeff',
  '\u2028',
];
const SPICY = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(document.cookie)>',
  "'; DROP TABLE reviews; --",
  '{"$gt":""}',
  '${7*7}{{7*7}}<%= 7*7 %>',
  '../../etc/passwd',
  '__proto__',
  'null',
  '👍🏽 great view 🇵🇹👨‍👩‍👧',
  '東京タワーの夜景が最高でした',
  'مرحبا بالعالم',
  'e\u0301te\u0301 à Zürich',
  '\u202egnp.exe',
  'zero\u200bwidth\u200djoiner',
  'nul\u0000byte and \u0007 bell',
  'lone \ud800 surrogate',
  'trailing low \udc00',
];

// SPICY holds lone surrogates: valid JSON, not storable text; the API answers 400 for them.
const words = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 });
const padded = fc
  .tuple(fc.constantFrom('', ...WHITESPACE), words, fc.constantFrom('', ...WHITESPACE))
  .map(([a, b, c]) => a + b + c);
/** Long strings up to ~3000 characters, with the limits' edges on purpose. */
const longText = fc
  .tuple(
    fc.oneof(fc.integer({ min: 1, max: 3000 }), fc.constantFrom(79, 80, 81, 1999, 2000, 2001)),
    fc.constantFrom('a', 'é', 'ß', '<b>', '😀', ' w'),
  )
  .map(([n, unit]) => unit.repeat(Math.max(1, Math.round(n / [...unit].length))));
const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: words },
  { weight: 2, arbitrary: fc.constantFrom(...SPICY) },
  { weight: 1, arbitrary: fc.constantFrom('', ...WHITESPACE) },
  { weight: 2, arbitrary: padded },
  { weight: 2, arbitrary: longText },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);
const validText = (max: number) =>
  fc
    .oneof(
      { weight: 5, arbitrary: words },
      { weight: 2, arbitrary: fc.constantFrom(...SPICY) },
      { weight: 2, arbitrary: padded },
      { weight: 1, arbitrary: longText },
    )
    .filter((s) => trimmedWithin(s, max));

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
  fc.constantFrom<unknown>({ $gt: '' }, { $ne: null }, { $where: 'sleep(1000)' }, {}, [], ['x'], {
    toString: 'x',
  }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
);
const fieldVal = fc.oneof(
  { weight: 8, arbitrary: lit(text) },
  { weight: 2, arbitrary: lit(wrongType) },
);
const emailKind = fc.constantFrom<EmailKind>(
  'own',
  'own-upper',
  'own-padded',
  'other',
  'victim',
  'empty',
  'too-long',
);
const emailVal: fc.Arbitrary<Val> = fc.oneof(
  { weight: 6, arbitrary: emailKind.map((e): Val => ({ t: 'email', e })) },
  { weight: 1, arbitrary: lit(wrongType) },
);
const serviceVal: fc.Arbitrary<Val> = fc.oneof(
  { weight: 8, arbitrary: fc.nat().map((i): Val => ({ t: 'service', i })) },
  { weight: 1, arbitrary: lit(anyDocId) },
  {
    weight: 1,
    arbitrary: lit(fc.constantFrom('..', 'a/b', '', ' x', 'x'.repeat(129), 'ü', '$gt', 'a.b')),
  },
  { weight: 1, arbitrary: lit(wrongType) },
);

/** Mass assignment: fields a client has no business setting, which a valid body may carry. */
const MASS_ASSIGNMENT: [string, Val][] = [
  ['isAdmin', L(true)],
  ['role', L('admin')],
  ['__proto__', L({ isAdmin: true, email: 'victim@example.com' })],
  ['constructor', L({ prototype: { isAdmin: true } })],
  ['createdAt', L('1970-01-01T00:00:00.000Z')],
  ['updatedAt', L({ _seconds: 0, _nanoseconds: 0 })],
  ['_id', L('chosen-by-client')],
  ['_id', { t: 'reviewId', who: 'A', i: 0 }],
  ['_id', { t: 'reviewId', who: 'B', i: 0 }],
  ['uid', L('someone-else')],
  ['owner', { t: 'email', e: 'other' }],
  ['serviceName', L('Free tour')],
  ['serviceName', L({ $gt: '' })],
  ['price', L(0)],
  ['price', L(-1)],
  ['price', L('9999')],
  ['price', L(1e308)],
  ['img', L('javascript:alert(1)')],
];
/** Duplicates of real fields, sent after them so that they win. */
const OVERRIDES: [string, Val][] = [
  ['email', { t: 'email', e: 'other' }],
  ['email', { t: 'email', e: 'victim' }],
  ['service', { t: 'service', i: 1 }],
  ['message', L({ $gt: '' })],
  ['customer', L('')],
];
const massAssignment = fc.array(fc.constantFrom(...MASS_ASSIGNMENT), { maxLength: 3 });
const EXTRA_FIELDS = [...MASS_ASSIGNMENT, ...OVERRIDES];
const extras = fc.array(fc.constantFrom(...EXTRA_FIELDS), { maxLength: 3 });

function withExtras(core: Entries, more: Entries, first: boolean): Entries {
  return first ? [...more, ...core] : [...core, ...more];
}

const fuzzPostEntries: fc.Arbitrary<Entries> = fc
  .record({
    service: opt(serviceVal, 15),
    customer: opt(fieldVal, 12),
    message: opt(fieldVal, 12),
    email: opt(emailVal, 2),
    serviceName: opt(lit(fc.oneof(text, wrongType)), 2),
    price: opt(lit(fc.oneof(fc.double(), wrongType)), 2),
    extras,
    extrasFirst: fc.boolean(),
  })
  .map((r) => {
    const core: Entries = [];
    for (const key of [
      'service',
      'customer',
      'message',
      'email',
      'serviceName',
      'price',
    ] as const) {
      const v = r[key];
      if (v !== undefined) core.push([key, v]);
    }
    return withExtras(core, r.extras, r.extrasFirst);
  });
const validPostEntries: fc.Arbitrary<Entries> = fc
  .record({
    i: fc.nat(),
    customer: validText(CUSTOMER_MAX),
    message: validText(MESSAGE_MAX),
    email: fc.constantFrom<EmailKind | undefined>(undefined, 'own', 'own-upper', 'own-padded'),
    more: massAssignment,
  })
  .map(({ i, customer, message, email, more }) => {
    const e: Entries = [
      ['service', { t: 'service', i }],
      ['serviceName', L('whatever the page showed')],
      ['price', L(1)],
      ['customer', L(customer)],
      ['message', L(message)],
    ];
    if (email) e.push(['email', { t: 'email', e: email }]);
    return [...e, ...more];
  });

/** The edit form sends the whole loaded review with the new text under `review` (SPEC 4). */
const wholeReview: fc.Arbitrary<Entries> = fc
  .record({ who: fc.constantFrom<Who>('A', 'B'), i: fc.nat(), s: fc.nat(), email: emailVal })
  .map(({ who, i, s, email }) => [
    ['_id', { t: 'reviewId', who, i }],
    ['service', { t: 'service', i: s }],
    ['serviceName', L('Renamed by client')],
    ['price', L(0)],
    ['customer', L('Someone Else')],
    ['email', email],
    ['createdAt', L('2000-01-01T00:00:00.000Z')],
    ['img', L('https://evil.example/x.png')],
  ]);
const fuzzPutEntries: fc.Arbitrary<Entries> = fc
  .record({
    whole: opt(wholeReview, 2),
    message: opt(fieldVal, 3),
    review: opt(fieldVal, 4),
    extras,
    extrasFirst: fc.boolean(),
  })
  .map((r) => {
    const core: Entries = [...(r.whole ?? [])];
    if (r.message) core.push(['message', r.message]);
    if (r.review) core.push(['review', r.review]);
    return withExtras(core, r.extras, r.extrasFirst);
  });
const validPutEntries: fc.Arbitrary<Entries> = fc
  .tuple(
    fc.oneof(
      validText(MESSAGE_MAX).map((s): Entries => [['review', L(s)]]),
      validText(MESSAGE_MAX).map((s): Entries => [['message', L(s)]]),
      fc
        .tuple(wholeReview, validText(MESSAGE_MAX), validText(MESSAGE_MAX))
        .map(([w, old, s]): Entries => [...w, ['message', L(old)], ['review', L(s)]]),
    ),
    massAssignment,
  )
  .map(([text, more]) => [...more, ...text]);

const MALFORMED_JSON = [
  '{',
  '{"message":',
  "{'message':'x'}",
  '{"a":1,}',
  'nul',
  '"a string"',
  '42',
  'null',
  'true',
  '[1,2',
  ' ',
  '{"service":"x"}}',
  '\u0000{}',
  '{"a":"\\x"}',
  '',
];
const encoding: fc.Arbitrary<Encoding> = fc.oneof(
  { weight: 30, arbitrary: fc.constant<Encoding>('json') },
  { weight: 2, arbitrary: fc.constant<Encoding>('gzip') },
  {
    weight: 3,
    arbitrary: fc.constantFrom<Encoding>(
      'text-plain',
      'latin1-charset',
      'unknown-content-encoding',
      'corrupt-gzip',
      'oversize',
      'top-level-array',
      'none',
    ),
  },
  { weight: 2, arbitrary: fc.constantFrom(...MALFORMED_JSON).map((raw): Encoding => ({ raw })) },
);

const anyCaller: fc.Arbitrary<Caller> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Caller>('A') },
  { weight: 3, arbitrary: fc.constant<Caller>('B') },
  { weight: 3, arbitrary: fc.constantFrom<Caller>(...ANON_KINDS) },
);
const userCaller = fc.constantFrom<Who>('A', 'B');
const prefix = fc.constantFrom<Prefix>('', '/api');

const target: fc.Arbitrary<Target> = fc.oneof(
  {
    weight: 7,
    arbitrary: fc
      .record({ who: fc.constantFrom<Who>('A', 'B'), i: fc.nat() })
      .map((r): Target => ({ t: 'of', ...r })),
  },
  {
    weight: 1,
    arbitrary: anyDocId.map((id): Target => ({ t: 'id', id })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        'x'.repeat(128),
        'x'.repeat(129),
        'y'.repeat(200),
        '..',
        '.',
        'a.b',
        'a b',
        'ü',
        '東京',
        '😀',
        '$gt',
        "a'b",
        '<script>',
        '%2F',
        '*',
        'a\u0000b',
      )
      .map((id): Target => ({ t: 'id', id })),
  },
  {
    weight: 1,
    arbitrary: fc
      .string({ unit: 'grapheme', maxLength: 20 })
      .filter(notPrototypeMember)
      .map((id): Target => ({ t: 'id', id })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...RAW_SEGMENTS).map(({ seg }): Target => ({ t: 'raw', seg })),
  },
);

const postAction = (callers: fc.Arbitrary<Caller>, entries: fc.Arbitrary<Entries>) =>
  fc.record({ caller: callers, prefix, entries, encoding }).map((r): Action => ({
    route: 'POST /review',
    caller: r.caller,
    prefix: r.prefix,
    body: { entries: r.entries, encoding: r.encoding },
  }));
const validPost: fc.Arbitrary<Action> = fc
  .record({ caller: userCaller, prefix, entries: validPostEntries })
  .map((r) => ({ route: 'POST /review', ...r, body: { entries: r.entries, encoding: 'json' } }));
const ownerPut: fc.Arbitrary<Action> = fc
  .record({ who: userCaller, i: fc.nat(), prefix, entries: validPutEntries })
  .map((r) => ({
    route: 'PUT /review/:id',
    caller: r.who,
    prefix: r.prefix,
    target: { t: 'of', who: r.who, i: r.i },
    body: { entries: r.entries, encoding: 'json' },
  }));
const ownerDelete: fc.Arbitrary<Action> = fc
  .record({ who: userCaller, i: fc.nat(), prefix })
  .map((r) => ({
    route: 'DELETE /review/:id',
    caller: r.who,
    prefix: r.prefix,
    target: { t: 'of', who: r.who, i: r.i },
    body: { entries: [], encoding: 'none' },
  }));

const fuzzPost: fc.Arbitrary<Action> = fc.oneof(
  { weight: 1, arbitrary: validPost },
  {
    weight: 3,
    arbitrary: postAction(
      anyCaller,
      fc.oneof(
        { weight: 1, arbitrary: validPostEntries },
        { weight: 2, arbitrary: fuzzPostEntries },
      ),
    ),
  },
);
const fuzzPut: fc.Arbitrary<Action> = fc
  .record({
    caller: anyCaller,
    prefix,
    target,
    entries: fc.oneof(validPutEntries, fuzzPutEntries),
    encoding,
  })
  .map((r) => ({
    route: 'PUT /review/:id',
    caller: r.caller,
    prefix: r.prefix,
    target: r.target,
    body: { entries: r.entries, encoding: r.encoding },
  }));
const deleteBody: fc.Arbitrary<BodySpec> = fc.oneof(
  { weight: 8, arbitrary: fc.constant<BodySpec>({ entries: [], encoding: 'none' }) },
  { weight: 2, arbitrary: fc.record({ entries: fuzzPostEntries, encoding }) },
);
const fuzzDelete: fc.Arbitrary<Action> = fc
  .record({ caller: anyCaller, prefix, target, body: deleteBody })
  .map((r) => ({ route: 'DELETE /review/:id', ...r }));

const UNKNOWN_PARAMS = [
  'email[]',
  'email[$ne]',
  'email[0]',
  'Email',
  'email ',
  'page',
  'limit',
  'orderBy',
  '__proto__',
  'constructor',
  '',
];
const qval: fc.Arbitrary<QVal> = fc.oneof(
  { weight: 6, arbitrary: emailKind.map((e): QVal => ({ t: 'email', e })) },
  { weight: 2, arbitrary: words.map((v): QVal => ({ t: 'lit', v })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('x'.repeat(3000), 'a'.repeat(321), '', '{"$gt":""}', 'null')
      .map((v): QVal => ({ t: 'lit', v })),
  },
);
const queryPair = fc.tuple(
  fc.oneof(
    { weight: 5, arbitrary: fc.constant('email') },
    { weight: 2, arbitrary: fc.constantFrom(...UNKNOWN_PARAMS) },
  ),
  qval,
);
const fuzzGet: fc.Arbitrary<Action> = fc
  .record({
    caller: anyCaller,
    prefix,
    query: fc.oneof(
      {
        weight: 4,
        arbitrary: emailKind.map((e): [string, QVal][] => [['email', { t: 'email', e }]]),
      },
      { weight: 1, arbitrary: fc.constant<[string, QVal][]>([]) },
      { weight: 3, arbitrary: fc.array(queryPair, { minLength: 1, maxLength: 3 }) },
    ),
  })
  .map((r) => ({ route: 'GET /reviews', ...r }));

// ---------------------------------------------------------------------------------------------
// State: the people, the services, the model and the last read of the store.

let services: SeedService[];
let users: Record<Who, TestUser>;
let anonHeaders: Record<AnonKind, Record<string, string>>;

interface ModelReview {
  owner: Who;
  service: string;
  customer: string;
  message: string;
}
let model = new Map<string, ModelReview>();
/** The reviews collection as last read (only this file writes to it while it runs). */
let store = new Map<string, DocumentData>();
/** Set while a run is in progress: a run that threw leaves the model to be re-read from the store. */
let dirty = false;

const runs: Record<Route, number> = {
  'POST /review': 0,
  'PUT /review/:id': 0,
  'DELETE /review/:id': 0,
  'GET /reviews': 0,
};
const statusCounts: Record<Route, Record<number, number>> = {
  'POST /review': {},
  'PUT /review/:id': {},
  'DELETE /review/:id': {},
  'GET /reviews': {},
};

beforeAll(async () => {
  services = await resetData();
  const [a, b] = await Promise.all([
    createTestUser({ displayName: 'Owner A' }),
    createTestUser({ displayName: 'Stranger B' }),
  ]);
  users = { A: a, B: b };
  const victim = { sub: a.uid, user_id: a.uid, email: a.email };
  anonHeaders = {
    'no-header': {},
    'empty-bearer': { Authorization: 'Bearer ' },
    'bearer-word-only': { Authorization: 'Bearer' },
    'not-a-jwt': bearer('not-a-jwt'),
    'basic-scheme': { Authorization: `Basic ${a.idToken}` },
    'two-tokens': { Authorization: `Bearer ${a.idToken} Bearer ${b.idToken}` },
    'forged-ghost-user': bearer(forgeToken({ sub: 'ghost', user_id: 'ghost', email: a.email })),
    'forged-expired': bearer(forgeToken({ ...victim, exp: 1000, iat: 900, auth_time: 900 })),
    'forged-other-project': bearer(
      forgeToken({
        ...victim,
        aud: 'demo-other',
        iss: 'https://securetoken.google.com/demo-other',
      }),
    ),
  };
  store = await readStore();
  expect(store.size).toBe(0);
});

afterAll(() => {
  const lines = ROUTES.map((route) => {
    const counts = Object.entries(statusCounts[route])
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    const requests = Object.values(statusCounts[route]).reduce((a, b) => a + b, 0);
    return `  ${route.padEnd(19)} runs=${runs[route]} (numRuns ${NUM_RUNS}) requests=${requests}  ${counts}`;
  });
  console.log(
    `[fuzz] property runs per route, and the statuses of every request to it (set-up requests of` +
      ` the other properties included):\n${lines.join('\n')}`,
  );
});

// ---------------------------------------------------------------------------------------------
// Resolving the symbolic parts and building the HTTP request.

const email = (who: Who) => users[who].email;
/** Anonymous callers name the owner (A): that is whom an attacker would impersonate. */
const ownEmailOf = (c: Caller) => (isUser(c) ? email(c) : email('A'));
const otherEmailOf = (c: Caller) => (c === 'B' ? email('A') : email('B'));

function resolveEmail(e: EmailKind, c: Caller): string {
  switch (e) {
    case 'own':
      return ownEmailOf(c);
    case 'own-upper':
      return ownEmailOf(c).toUpperCase();
    case 'own-padded':
      return `  ${ownEmailOf(c)}\t`;
    case 'other':
      return otherEmailOf(c);
    case 'victim':
      return 'victim@example.com';
    case 'empty':
      return '';
    case 'too-long':
      return `${'a'.repeat(EMAIL_MAX)}@example.com`;
  }
}

function reviewsOf(who: Who): string[] {
  return [...model]
    .filter(([, r]) => r.owner === who)
    .map(([id]) => id)
    .sort();
}

function nth<T>(list: readonly T[], i: number): T | undefined {
  return list.length === 0 ? undefined : list[i % list.length];
}

function resolveVal(v: Val, c: Caller): unknown {
  switch (v.t) {
    case 'lit':
      return v.v;
    case 'email':
      return resolveEmail(v.e, c);
    case 'service':
      return nth(services, v.i)?._id;
    case 'reviewId':
      return nth(reviewsOf(v.who), v.i) ?? 'no-review-yet';
  }
}

/** Serialized by hand so that keys such as `__proto__` and duplicate keys reach the server as written. */
function serialize(entries: Entries, c: Caller): string {
  const parts: string[] = [];
  for (const [key, val] of entries) {
    const json = JSON.stringify(resolveVal(val, c));
    if (json !== undefined) parts.push(`${JSON.stringify(key)}:${json}`);
  }
  return `{${parts.join(',')}}`;
}

interface SentBody {
  kind: string;
  headers: Record<string, string>;
  payload: string | Buffer;
  /** The text the JSON parser reads (after any decompression). */
  text: string;
  json: boolean;
}

function buildBody(spec: BodySpec, c: Caller): SentBody | undefined {
  const JSON_CT = { 'Content-Type': 'application/json' };
  const enc = spec.encoding;
  if (typeof enc === 'object') {
    return { kind: 'malformed', headers: JSON_CT, payload: enc.raw, text: enc.raw, json: true };
  }
  const text = serialize(spec.entries, c);
  switch (enc) {
    case 'none':
      return undefined;
    case 'json':
      return { kind: enc, headers: JSON_CT, payload: text, text, json: true };
    case 'gzip':
      return {
        kind: enc,
        headers: { ...JSON_CT, 'Content-Encoding': 'gzip' },
        payload: gzipSync(text),
        text,
        json: true,
      };
    case 'corrupt-gzip':
      return {
        kind: enc,
        headers: { ...JSON_CT, 'Content-Encoding': 'gzip' },
        payload: text,
        text,
        json: true,
      };
    case 'text-plain':
      return {
        kind: enc,
        headers: { 'Content-Type': 'text/plain' },
        payload: text,
        text,
        json: false,
      };
    case 'latin1-charset':
      return {
        kind: enc,
        headers: { 'Content-Type': 'application/json; charset=latin1' },
        payload: text,
        text,
        json: true,
      };
    case 'unknown-content-encoding':
      return {
        kind: enc,
        headers: { ...JSON_CT, 'Content-Encoding': 'x-unknown' },
        payload: text,
        text,
        json: true,
      };
    case 'oversize': {
      const big = `${text.slice(0, -1)}${text.length > 2 ? ',' : ''}"padding":"${'x'.repeat(BODY_LIMIT_BYTES)}"}`;
      return { kind: enc, headers: JSON_CT, payload: big, text: big, json: true };
    }
    case 'top-level-array': {
      const arr = `[${text}]`;
      return { kind: enc, headers: JSON_CT, payload: arr, text: arr, json: true };
    }
  }
}

interface Sent {
  method: 'post' | 'put' | 'delete' | 'get';
  path: string;
  headers: Record<string, string>;
  body?: SentBody;
  /** For PUT and DELETE: what the server sees after /review/. */
  seen?: Seen;
}

function segmentFor(t: Target): { seg: string; seen: Seen } {
  if (t.t === 'raw') {
    const known = RAW_SEGMENTS.find((r) => r.seg === t.seg);
    if (!known) throw new Error(`unknown raw segment ${t.seg}`);
    return known;
  }
  const id = t.t === 'id' ? t.id : (nth(reviewsOf(t.who), t.i) ?? `no-review-of-${t.who}-${t.i}`);
  const seg = encodeURIComponent(id);
  return { seg, seen: seg === '' ? { t: 'no-route' } : { t: 'id', id } };
}

function callerHeaders(c: Caller): Record<string, string> {
  return isUser(c) ? bearer(users[c].idToken) : anonHeaders[c];
}

function build(a: Action): Sent {
  const headers = callerHeaders(a.caller);
  switch (a.route) {
    case 'POST /review':
      return {
        method: 'post',
        path: `${a.prefix}/review`,
        headers,
        body: buildBody(a.body, a.caller),
      };
    case 'PUT /review/:id':
    case 'DELETE /review/:id': {
      const { seg, seen } = segmentFor(a.target);
      return {
        method: a.route === 'PUT /review/:id' ? 'put' : 'delete',
        path: `${a.prefix}/review/${seg}`,
        headers,
        body: buildBody(a.body, a.caller),
        seen,
      };
    }
    case 'GET /reviews': {
      const qs = a.query
        .map(([k, v]) => {
          const value = v.t === 'lit' ? v.v : resolveEmail(v.e, a.caller);
          return `${encodeURIComponent(k)}=${encodeURIComponent(value)}`;
        })
        .join('&');
      return { method: 'get', path: `${a.prefix}/reviews${qs ? `?${qs}` : ''}`, headers };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The oracle: the exact answer the contract calls for, given the model.

type Outcome =
  | { status: 400 | 401 | 403 | 404 | 409 | 413; why: string }
  | { status: 201; create: ModelReview }
  | { status: 200; update: { id: string; message: string; modified: boolean } }
  | { status: 200; remove: string }
  | { status: 200; list: Who };

const fail = (status: 400 | 401 | 403 | 404 | 409 | 413, why: string): Outcome => ({ status, why });

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
const own = (o: Record<string, unknown>, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(o, key) ? o[key] : undefined;

/** express.json runs before routing and auth: what it rejects is rejected for everyone. */
function bodyGate(body: SentBody | undefined): { reject: Outcome } | { parsed: unknown } {
  if (!body || !body.json) return { parsed: undefined };
  if (body.kind === 'latin1-charset') return { reject: fail(400, 'unsupported charset') };
  if (body.kind === 'unknown-content-encoding') {
    return { reject: fail(400, 'unsupported content encoding') };
  }
  if (body.kind === 'corrupt-gzip') return { reject: fail(400, 'body does not decompress') };
  if (Buffer.byteLength(body.text) > BODY_LIMIT_BYTES) return { reject: fail(413, 'body > 16 kB') };
  if (body.text.length === 0) return { parsed: {} };
  const first = /^[ \t\n\r]*(.)/s.exec(body.text)?.[1];
  if (first !== '{' && first !== '[') return { reject: fail(400, 'JSON is not an object') };
  try {
    return { parsed: JSON.parse(body.text) };
  } catch {
    return { reject: fail(400, 'malformed JSON') };
  }
}

function expected(a: Action, sent: Sent): Outcome {
  const gate = bodyGate(sent.body);
  if ('reject' in gate) return gate.reject;
  const body = gate.parsed;
  if (sent.seen?.t === 'no-route') return fail(404, 'no such route');
  if (sent.seen?.t === 'bad-encoding') return fail(400, 'malformed percent-encoding');
  const c = a.caller;
  if (!isUser(c)) return fail(401, 'not signed in');

  switch (a.route) {
    case 'POST /review': {
      if (!isObject(body)) return fail(400, 'body is not an object');
      const service = own(body, 'service');
      const customer = own(body, 'customer');
      const message = own(body, 'message');
      const claimed = own(body, 'email');
      if (typeof service !== 'string' || !isDocId(service)) return fail(400, 'bad service id');
      if (!trimmedWithin(customer, CUSTOMER_MAX)) return fail(400, 'bad customer');
      if (!trimmedWithin(message, MESSAGE_MAX)) return fail(400, 'bad message');
      if (claimed !== undefined && (typeof claimed !== 'string' || chars(claimed) > EMAIL_MAX)) {
        return fail(400, 'bad email');
      }
      if (claimed !== undefined && claimed.trim().toLowerCase() !== email(c)) {
        return fail(403, "someone else's email");
      }
      if (!services.some((s) => s._id === service)) return fail(404, 'no such service');
      if ([...model.values()].some((r) => r.owner === c && r.service === service)) {
        return fail(409, 'already reviewed this place');
      }
      return {
        status: 201,
        create: { owner: c, service, customer: customer.trim(), message: message.trim() },
      };
    }
    case 'PUT /review/:id':
    case 'DELETE /review/:id': {
      const id = sent.seen?.t === 'id' ? sent.seen.id : '';
      if (!isDocId(id)) return fail(400, 'bad review id');
      let message = '';
      if (a.route === 'PUT /review/:id') {
        if (!isObject(body)) return fail(400, 'body is not an object');
        const review = own(body, 'review');
        const msg = own(body, 'message');
        const ok = (v: unknown) => v === undefined || trimmedWithin(v, MESSAGE_MAX);
        if (!ok(review) || !ok(msg)) return fail(400, 'bad text');
        if (typeof review === 'string') message = review.trim();
        else if (typeof msg === 'string') message = msg.trim();
        else return fail(400, 'no text');
      }
      const existing = model.get(id);
      if (!existing) return fail(404, 'no such review');
      if (existing.owner !== c) return fail(403, "someone else's review");
      return a.route === 'PUT /review/:id'
        ? { status: 200, update: { id, message, modified: existing.message !== message } }
        : { status: 200, remove: id };
    }
    case 'GET /reviews': {
      const query = querystring.parse(sent.path.split('?')[1] ?? '');
      if (Object.keys(query).some((k) => k !== 'email')) return fail(400, 'unknown parameter');
      const claimed = query.email;
      if (claimed !== undefined && (typeof claimed !== 'string' || chars(claimed) > EMAIL_MAX)) {
        return fail(400, 'bad email');
      }
      if (claimed !== undefined && claimed.trim().toLowerCase() !== email(c)) {
        return fail(403, "someone else's email");
      }
      return { status: 200, list: c };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Reading and checking the store.

async function readStore(): Promise<Map<string, DocumentData>> {
  const snap = await emulatorDb().collection('reviews').get();
  return new Map(snap.docs.map((d) => [d.id, d.data()]));
}

interface TimestampLike {
  seconds: number;
  nanoseconds: number;
  toMillis(): number;
}
const isTimestamp = (v: unknown): v is TimestampLike =>
  isObject(v) && typeof v.seconds === 'number' && typeof v.toMillis === 'function';

/** Plain, comparable form of stored documents (timestamps to seconds.nanos). */
function plain(docs: Map<string, DocumentData>, keep: (d: DocumentData) => boolean = () => true) {
  return [...docs]
    .filter(([, d]) => keep(d))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, d]) => [
      id,
      Object.fromEntries(
        Object.entries(d).map(([k, v]) => [
          k,
          isTimestamp(v) ? `${v.seconds}.${v.nanoseconds}` : v,
        ]),
      ),
    ]);
}

function projection(docs: Map<string, DocumentData>) {
  return [...docs]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, d]) => ({
      id,
      email: d.email,
      service: d.service,
      customer: d.customer,
      message: d.message,
    }));
}

function modelProjection() {
  return [...model]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, r]) => ({
      id,
      email: email(r.owner),
      service: r.service,
      customer: r.customer,
      message: r.message,
    }));
}

function checkSchema(id: string, d: DocumentData, where: string): void {
  const msg = `${where}\nstored review ${id}: ${JSON.stringify(d)}`;
  expect(Object.keys(d).sort(), msg).toEqual(REVIEW_KEYS);
  expect(DOC_ID.test(id), msg).toBe(true);
  for (const key of ['service', 'serviceName', 'customer', 'email', 'message']) {
    expect(typeof d[key], `${msg}\n${key} type`).toBe('string');
  }
  expect(typeof d.price, msg).toBe('number');
  expect(isTimestamp(d.createdAt) && isTimestamp(d.updatedAt), msg).toBe(true);
  expect(d.updatedAt.toMillis(), msg).toBeGreaterThanOrEqual(d.createdAt.toMillis());
  const message = d.message as string;
  const customer = d.customer as string;
  expect(message, msg).toBe(message.trim());
  expect(chars(message), msg).toBeGreaterThanOrEqual(1);
  expect(chars(message), msg).toBeLessThanOrEqual(MESSAGE_MAX);
  expect(customer, msg).toBe(customer.trim());
  expect(chars(customer), msg).toBeGreaterThanOrEqual(1);
  expect(chars(customer), msg).toBeLessThanOrEqual(CUSTOMER_MAX);
  expect([email('A'), email('B')], msg).toContain(d.email);
  const service = services.find((s) => s._id === d.service);
  expect(service, msg).toBeDefined();
  expect(d.serviceName, msg).toBe(service?.title);
  expect(d.price, msg).toBe(service?.price);
}

function modelFromStore(docs: Map<string, DocumentData>): Map<string, ModelReview> {
  const m = new Map<string, ModelReview>();
  for (const [id, d] of docs) {
    const owner = (['A', 'B'] as const).find((w) => email(w) === d.email);
    if (owner) {
      m.set(id, {
        owner,
        service: String(d.service),
        customer: String(d.customer),
        message: String(d.message),
      });
    }
  }
  return m;
}

// ---------------------------------------------------------------------------------------------
// One request: send, check the answer against the oracle, apply it to the model, check the store.

type App = ReturnType<typeof createApp>;

function describeRequest(a: Action, sent: Sent): string {
  const body = sent.body
    ? ` [${sent.body.kind} ${JSON.stringify(sent.body.headers)}] ${sent.body.text.slice(0, 300)}${
        sent.body.text.length > 300 ? `… (${sent.body.text.length} chars)` : ''
      }`
    : '';
  return `${sent.method.toUpperCase()} ${sent.path.slice(0, 300)} as ${a.caller}${body}`;
}

async function step(app: App, a: Action): Promise<void> {
  const sent = build(a);
  const want = expected(a, sent);
  const before = store;
  let req = request(app)[sent.method](sent.path).set(sent.headers);
  if (sent.body) {
    req = req.set(sent.body.headers);
    // superagent would JSON-encode a Buffer sent as application/json: send the bytes as they are.
    if (Buffer.isBuffer(sent.body.payload))
      req = req.serialize((bytes: unknown) => bytes as string);
    req = req.send(sent.body.payload);
  }
  const res = await req;
  statusCounts[a.route][res.status] = (statusCounts[a.route][res.status] ?? 0) + 1;

  const where = `${describeRequest(a, sent)}\n→ ${res.status} ${res.text.slice(0, 300)}\nexpected ${
    want.status
  }${'why' in want ? ` (${want.why})` : ''}`;

  // 1. Never a 5xx; errors have the contract's shape and no stack trace.
  expect(res.status, where).toBeLessThan(500);
  if (res.status >= 300) {
    expect(res.headers['content-type'], where).toMatch(/^application\/json/);
    expect(Object.keys(res.body as object), where).toEqual(['error']);
    expect(Object.keys(res.body.error).sort(), where).toEqual(['code', 'message']);
    expect(typeof res.body.error.code, where).toBe('string');
    expect(typeof res.body.error.message, where).toBe('string');
    expect(res.text, where).not.toMatch(/(\\n|\n)\s+at |node_modules|\.ts:\d+/);
  }

  // 2. The status the caller and input call for.
  if (!isUser(a.caller)) {
    expect([400, 401, 404, 413], where).toContain(res.status);
    if (res.status === 404) expect(sent.seen?.t, where).toBe('no-route');
  }
  if (sent.seen?.t === 'id' && before.has(sent.seen.id) && res.status < 300) {
    // Nobody gets a 2xx on someone else's review.
    expect(isUser(a.caller) && before.get(sent.seen.id)?.email === email(a.caller), where).toBe(
      true,
    );
  }
  expect(res.status, where).toBe(want.status);
  if ('why' in want) expect(res.body.error.code, where).toBe(ERROR_CODES[want.status]);

  // 5. The model follows what was accepted.
  if ('create' in want) {
    const id = res.body.insertedId as string;
    expect(res.body, where).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    expect(DOC_ID.test(id) && !model.has(id), where).toBe(true);
    model.set(id, want.create);
  } else if ('update' in want) {
    const { id, message, modified } = want.update;
    expect(res.body, where).toEqual({
      acknowledged: true,
      matchedCount: 1,
      modifiedCount: modified ? 1 : 0,
    });
    const r = model.get(id);
    if (r) r.message = message;
  } else if ('remove' in want) {
    expect(res.body, where).toEqual({ acknowledged: true, deletedCount: 1 });
    model.delete(want.remove);
  } else if ('list' in want) {
    checkList(want.list, res.body, where);
  }

  // 3, 4, 5. Read the whole store back.
  const after = await readStore();
  store = after;
  for (const [id, d] of after) checkSchema(id, d, where);
  const callerEmail = isUser(a.caller) ? email(a.caller) : undefined;
  const othersData = (d: DocumentData) => d.email !== callerEmail;
  expect(plain(after, othersData), `${where}\nsomeone else's data changed`).toEqual(
    plain(before, othersData),
  );
  if (res.status >= 300)
    expect(plain(after), `${where}\na refused request wrote`).toEqual(plain(before));
  expect(projection(after), `${where}\nstore differs from the model`).toEqual(modelProjection());
  if ('update' in want) {
    const was = before.get(want.update.id);
    const now = after.get(want.update.id);
    expect(now?.createdAt.toMillis(), where).toBe(was?.createdAt.toMillis());
    if (want.update.modified) expect(now?.updatedAt.isEqual(was?.updatedAt), where).toBe(false);
    else expect(plain(after), `${where}\nan unmodified PUT wrote`).toEqual(plain(before));
  }
}

function checkList(who: Who, body: unknown, where: string): void {
  expect(Array.isArray(body), where).toBe(true);
  const list = body as Record<string, unknown>[];
  const got = list.map((r) => ({
    id: r._id,
    email: r.email,
    service: r.service,
    customer: r.customer,
    message: r.message,
  }));
  const mine = modelProjection().filter((r) => r.email === email(who));
  expect(
    [...got].sort((x, y) => String(x.id).localeCompare(String(y.id))),
    where,
  ).toEqual(mine);
  for (const r of list) {
    const service = services.find((s) => s._id === r.service);
    expect(Object.keys(r).sort(), where).toEqual([...REVIEW_KEYS, '_id', 'img'].sort());
    expect(r.serviceName, where).toBe(service?.title);
    expect(r.price, where).toBe(service?.price);
    expect(r.img, where).toBe(service?.img ?? null);
  }
  const created = list.map((r) => String(r.createdAt));
  expect(created, `${where}\nnot newest first`).toEqual([...created].sort().reverse());
}

// ---------------------------------------------------------------------------------------------
// The properties: one app per property, 500 runs each. A run is the request under test, preceded
// by a set-up request when the store needs one (reviews to edit or delete, free places to review);
// state carries over between runs, so runs meet reviews to edit, delete, conflict with and list.

async function beginRun(): Promise<void> {
  if (dirty) {
    // The previous run failed part-way (fast-check is shrinking): start again from the store.
    store = await readStore();
    model = modelFromStore(store);
  }
  dirty = true;
}

function endRun(): void {
  // `store` was read back after the run's last request.
  expect(projection(store), 'after the run, the store differs from the model').toEqual(
    modelProjection(),
  );
  dirty = false;
}

async function fuzz(
  route: Route,
  focal: fc.Arbitrary<Action>,
  setUp: fc.Arbitrary<Action | null>,
  setUpWanted: () => boolean,
): Promise<void> {
  const app = createApp({
    writeLimits: { windowMs: 60_000, perUser: 1_000_000, perIp: 1_000_000 },
  });
  await fc.assert(
    fc.asyncProperty(setUp, focal, async (first, action) => {
      await beginRun();
      runs[route] += 1;
      if (first && setUpWanted()) await step(app, first);
      await step(app, action);
      endRun();
    }),
    { numRuns: NUM_RUNS },
  );
}

const reviewCount = () => model.size;

describe('fuzzing the review API as owner, stranger and anonymous', () => {
  it(
    `POST /review (${NUM_RUNS} runs)`,
    () =>
      // Keep places free to review: delete one of the owner's reviews while most are taken.
      fuzz('POST /review', fuzzPost, fc.oneof(ownerDelete, ownerDelete, ownerPut), () => {
        return reviewCount() >= services.length * 1.5;
      }),
    PROPERTY_TIMEOUT_MS,
  );

  it(
    `PUT /review/:id (${NUM_RUNS} runs)`,
    () => fuzz('PUT /review/:id', fuzzPut, validPost, () => reviewCount() < 8),
    PROPERTY_TIMEOUT_MS,
  );

  it(
    `DELETE /review/:id (${NUM_RUNS} runs)`,
    () => fuzz('DELETE /review/:id', fuzzDelete, validPost, () => reviewCount() < 10),
    PROPERTY_TIMEOUT_MS,
  );

  it(
    `GET /reviews (${NUM_RUNS} runs)`,
    () =>
      fuzz(
        'GET /reviews',
        fuzzGet,
        fc.oneof(
          { weight: 7, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: validPost },
          { weight: 1, arbitrary: ownerDelete },
          { weight: 1, arbitrary: ownerPut },
        ),
        () => true,
      ),
    PROPERTY_TIMEOUT_MS,
  );

  it('leaves exactly what the accepted requests imply', async () => {
    const now = await readStore();
    for (const [id, d] of now) checkSchema(id, d, 'final store');
    expect(projection(now)).toEqual(modelProjection());
    // Both users ended up with reviews, so ownership was exercised both ways.
    expect(reviewsOf('A').length + reviewsOf('B').length).toBeGreaterThan(0);
  });
});
