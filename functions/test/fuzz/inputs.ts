/**
 * What the fuzzer sends: the contract's limits (written out here on purpose instead of imported
 * from src, so the oracle is independent of the code under test), the symbolic request model, and
 * the generators of valid, invalid and hostile requests. See harness.ts for the oracle and checks.
 */
import fc from 'fast-check';

// ---------------------------------------------------------------------------------------------
// The contract (ARCHITECTURE.md), written out here on purpose instead of imported from src.

/** Property runs per route. */
export const NUM_RUNS = 500;
/**
 * A property (500 runs, ~1.2 requests and reads per run) takes 10-20 s on an idle 2-core machine;
 * the margin is for one shared with other test suites.
 */
export const PROPERTY_TIMEOUT_MS = 120_000;
export const BODY_LIMIT_BYTES = 16 * 1024;
export const CUSTOMER_MAX = 80;
export const MESSAGE_MAX = 2000;
export const EMAIL_MAX = 320;
export const DOC_ID = /^[A-Za-z0-9_-]{1,128}$/;
/** What the API accepts as an id: the pattern, and not a JavaScript built-in name. */
/** Firestore reserves ids matching __.*__ (its documented limits): they name no document. */
export const isDocId = (id: string) =>
  DOC_ID.test(id) && !(id in Object.prototype) && !/^__.*__$/.test(id);
/** A stored review's fields (the author's `uid` owns it; the two sort keys order its place's list). */
export const REVIEW_KEYS = [
  'authorPhotoURL',
  'createdAt',
  'customer',
  'email',
  'helpful',
  'hidden',
  'message',
  'photos',
  'price',
  'rating',
  'ratingHigh',
  'ratingLow',
  'response',
  'service',
  'serviceName',
  'uid',
  'updatedAt',
];
/**
 * What the author gets back: the stored fields but the account id, the sort keys and the photo
 * (their profile's, shown on the public list).
 */
export const AUTHOR_KEYS = REVIEW_KEYS.filter(
  (k) => !['uid', 'ratingHigh', 'ratingLow', 'authorPhotoURL'].includes(k),
);
/** Stars: a whole number from 1 to 5, nothing else. */
export const isStars = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 5;
/** Limits count characters as Unicode code points (an emoji is one, not two UTF-16 units). */
export const chars = (v: string) => [...v].length;
export const LONE_SURROGATE =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const trimmedWithin = (v: unknown, max: number): v is string =>
  typeof v === 'string' &&
  chars(v.trim()) >= 1 &&
  chars(v.trim()) <= max &&
  !LONE_SURROGATE.test(v);
export const ERROR_CODES: Record<number, string> = {
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

export type Who = 'A' | 'B';
export const ANON_KINDS = [
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
export type AnonKind = (typeof ANON_KINDS)[number];
export type Caller = Who | AnonKind;
export const isUser = (c: Caller): c is Who => c === 'A' || c === 'B';

export type Route = 'POST /review' | 'PUT /review/:id' | 'DELETE /review/:id' | 'GET /reviews';
export const ROUTES: Route[] = [
  'POST /review',
  'PUT /review/:id',
  'DELETE /review/:id',
  'GET /reviews',
];

export type EmailKind =
  'own' | 'own-upper' | 'own-padded' | 'other' | 'victim' | 'empty' | 'too-long';
export type Val =
  | { t: 'lit'; v: unknown }
  | { t: 'email'; e: EmailKind }
  | { t: 'service'; i: number }
  | { t: 'reviewId'; who: Who; i: number };
export type Entries = [string, Val][];

/**
 * How a body travels (`gzip` is a real gzip of the JSON; `corrupt-gzip` claims gzip but does not
 * decompress, which is 400 for every caller).
 */
export type Encoding =
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
export interface BodySpec {
  entries: Entries;
  encoding: Encoding;
}

/** A review id as the caller names it: one of someone's reviews (by index), any id, or a raw path. */
export type Target =
  { t: 'of'; who: Who; i: number } | { t: 'id'; id: string } | { t: 'raw'; seg: string };
export type Prefix = '' | '/api';

export type QVal = { t: 'lit'; v: string } | { t: 'email'; e: EmailKind };
export type Action =
  | { route: 'POST /review'; caller: Caller; prefix: Prefix; body: BodySpec }
  | { route: 'PUT /review/:id'; caller: Caller; prefix: Prefix; target: Target; body: BodySpec }
  | { route: 'DELETE /review/:id'; caller: Caller; prefix: Prefix; target: Target; body: BodySpec }
  | { route: 'GET /reviews'; caller: Caller; prefix: Prefix; query: [string, QVal][] };

/** How the server sees the path segment after /review/. */
export type Seen = { t: 'id'; id: string } | { t: 'no-route' } | { t: 'bad-encoding' };

/** Path segments sent exactly as written (not encoded again). */
export const RAW_SEGMENTS: { seg: string; seen: Seen }[] = [
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
  // Ids Firestore reserves: it refuses to read them, after its client has retried for seconds.
  { seg: '____', seen: { t: 'id', id: '____' } },
  { seg: '__name__', seen: { t: 'id', id: '__name__' } },
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
export const notPrototypeMember = (id: string) => !(id in Object.prototype);
export const anyDocId = fc.stringMatching(/^[A-Za-z0-9_-]{1,128}$/).filter(notPrototypeMember);

export const L = (v: unknown): Val => ({ t: 'lit', v });
export const lit = (a: fc.Arbitrary<unknown>): fc.Arbitrary<Val> => a.map(L);
export const opt = <T>(a: fc.Arbitrary<T>, freq: number) => fc.option(a, { nil: undefined, freq });

export const WHITESPACE = [
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
export const SPICY = [
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
export const words = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 });
export const padded = fc
  .tuple(fc.constantFrom('', ...WHITESPACE), words, fc.constantFrom('', ...WHITESPACE))
  .map(([a, b, c]) => a + b + c);
/** Long strings up to ~3000 characters, with the limits' edges on purpose. */
export const longText = fc
  .tuple(
    fc.oneof(fc.integer({ min: 1, max: 3000 }), fc.constantFrom(79, 80, 81, 1999, 2000, 2001)),
    fc.constantFrom('a', 'é', 'ß', '<b>', '😀', ' w'),
  )
  .map(([n, unit]) => unit.repeat(Math.max(1, Math.round(n / [...unit].length))));
export const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: words },
  { weight: 2, arbitrary: fc.constantFrom(...SPICY) },
  { weight: 1, arbitrary: fc.constantFrom('', ...WHITESPACE) },
  { weight: 2, arbitrary: padded },
  { weight: 2, arbitrary: longText },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);
export const validText = (max: number) =>
  fc
    .oneof(
      { weight: 5, arbitrary: words },
      { weight: 2, arbitrary: fc.constantFrom(...SPICY) },
      { weight: 2, arbitrary: padded },
      { weight: 1, arbitrary: longText },
    )
    .filter((s) => trimmedWithin(s, max));

export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
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
export const fieldVal = fc.oneof(
  { weight: 8, arbitrary: lit(text) },
  { weight: 2, arbitrary: lit(wrongType) },
);
export const emailKind = fc.constantFrom<EmailKind>(
  'own',
  'own-upper',
  'own-padded',
  'other',
  'victim',
  'empty',
  'too-long',
);
export const emailVal: fc.Arbitrary<Val> = fc.oneof(
  { weight: 6, arbitrary: emailKind.map((e): Val => ({ t: 'email', e })) },
  { weight: 1, arbitrary: lit(wrongType) },
);
export const serviceVal: fc.Arbitrary<Val> = fc.oneof(
  { weight: 8, arbitrary: fc.nat().map((i): Val => ({ t: 'service', i })) },
  { weight: 1, arbitrary: lit(anyDocId) },
  {
    weight: 1,
    arbitrary: lit(fc.constantFrom('..', 'a/b', '', ' x', 'x'.repeat(129), 'ü', '$gt', 'a.b')),
  },
  { weight: 1, arbitrary: lit(wrongType) },
);

/** Mass assignment: fields a client has no business setting, which a valid body may carry. */
export const MASS_ASSIGNMENT: [string, Val][] = [
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
export const OVERRIDES: [string, Val][] = [
  ['email', { t: 'email', e: 'other' }],
  ['email', { t: 'email', e: 'victim' }],
  ['service', { t: 'service', i: 1 }],
  ['message', L({ $gt: '' })],
  ['customer', L('')],
];
export const massAssignment = fc.array(fc.constantFrom(...MASS_ASSIGNMENT), { maxLength: 3 });
export const EXTRA_FIELDS = [...MASS_ASSIGNMENT, ...OVERRIDES];
export const extras = fc.array(fc.constantFrom(...EXTRA_FIELDS), { maxLength: 3 });

export function withExtras(core: Entries, more: Entries, first: boolean): Entries {
  return first ? [...more, ...core] : [...core, ...more];
}

/** Stars as a client may send them: mostly right, sometimes 0, 6, 2.5, "5", null, true. */
export const BAD_RATINGS = [0, 6, -1, 2.5, 4.999, 1e9, '5', '', null, true, [4], { stars: 4 }];
export const starsVal: fc.Arbitrary<Val> = lit(fc.integer({ min: 1, max: 5 }));
export const ratingVal: fc.Arbitrary<Val> = fc.oneof(
  { weight: 3, arbitrary: starsVal },
  { weight: 2, arbitrary: fc.constantFrom(...BAD_RATINGS).map(L) },
);

export const fuzzPostEntries: fc.Arbitrary<Entries> = fc
  .record({
    service: opt(serviceVal, 15),
    customer: opt(fieldVal, 12),
    message: opt(fieldVal, 12),
    rating: opt(ratingVal, 3),
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
      'rating',
      'email',
      'serviceName',
      'price',
    ] as const) {
      const v = r[key];
      if (v !== undefined) core.push([key, v]);
    }
    return withExtras(core, r.extras, r.extrasFirst);
  });
export const validPostEntries: fc.Arbitrary<Entries> = fc
  .record({
    i: fc.nat(),
    customer: validText(CUSTOMER_MAX),
    message: validText(MESSAGE_MAX),
    email: fc.constantFrom<EmailKind | undefined>(undefined, 'own', 'own-upper', 'own-padded'),
    rating: fc.option(starsVal, { nil: undefined, freq: 4 }),
    more: massAssignment,
  })
  .map(({ i, customer, message, email, rating, more }) => {
    const e: Entries = [
      ['service', { t: 'service', i }],
      ['serviceName', L('whatever the page showed')],
      ['price', L(1)],
      ['customer', L(customer)],
      ['message', L(message)],
    ];
    if (email) e.push(['email', { t: 'email', e: email }]);
    if (rating) e.push(['rating', rating]);
    return [...e, ...more];
  });

/**
 * The edit form sends the whole loaded review with the new text under `review`, and the review's
 * stars as it loaded them (null for a review without): null leaves the stars as they are.
 */
export const wholeReview: fc.Arbitrary<Entries> = fc
  .record({
    who: fc.constantFrom<Who>('A', 'B'),
    i: fc.nat(),
    s: fc.nat(),
    email: emailVal,
    rating: fc.oneof(starsVal, fc.constant(L(null))),
  })
  .map(({ who, i, s, email, rating }) => [
    ['_id', { t: 'reviewId', who, i }],
    ['service', { t: 'service', i: s }],
    ['serviceName', L('Renamed by client')],
    ['price', L(0)],
    ['customer', L('Someone Else')],
    ['email', email],
    ['createdAt', L('2000-01-01T00:00:00.000Z')],
    ['img', L('https://evil.example/x.png')],
    ['rating', rating],
  ]);
export const fuzzPutEntries: fc.Arbitrary<Entries> = fc
  .record({
    whole: opt(wholeReview, 2),
    message: opt(fieldVal, 3),
    review: opt(fieldVal, 4),
    rating: opt(ratingVal, 2),
    extras,
    extrasFirst: fc.boolean(),
  })
  .map((r) => {
    const core: Entries = [...(r.whole ?? [])];
    if (r.message) core.push(['message', r.message]);
    if (r.review) core.push(['review', r.review]);
    if (r.rating) core.push(['rating', r.rating]);
    return withExtras(core, r.extras, r.extrasFirst);
  });
export const validPutEntries: fc.Arbitrary<Entries> = fc
  .tuple(
    fc.oneof(
      validText(MESSAGE_MAX).map((s): Entries => [['review', L(s)]]),
      validText(MESSAGE_MAX).map((s): Entries => [['message', L(s)]]),
      fc
        .tuple(wholeReview, validText(MESSAGE_MAX), validText(MESSAGE_MAX))
        .map(([w, old, s]): Entries => [...w, ['message', L(old)], ['review', L(s)]]),
    ),
    massAssignment,
    fc.option(fc.oneof(starsVal, fc.constant(L(null))), { nil: undefined }),
  )
  .map(([text, more, rating]): Entries => [
    ...more,
    ...text,
    ...(rating ? [['rating', rating] as [string, Val]] : []),
  ]);

export const MALFORMED_JSON = [
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
export const encoding: fc.Arbitrary<Encoding> = fc.oneof(
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

export const anyCaller: fc.Arbitrary<Caller> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Caller>('A') },
  { weight: 3, arbitrary: fc.constant<Caller>('B') },
  { weight: 3, arbitrary: fc.constantFrom<Caller>(...ANON_KINDS) },
);
export const userCaller = fc.constantFrom<Who>('A', 'B');
export const prefix = fc.constantFrom<Prefix>('', '/api');

export const target: fc.Arbitrary<Target> = fc.oneof(
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

export const postAction = (callers: fc.Arbitrary<Caller>, entries: fc.Arbitrary<Entries>) =>
  fc.record({ caller: callers, prefix, entries, encoding }).map((r): Action => ({
    route: 'POST /review',
    caller: r.caller,
    prefix: r.prefix,
    body: { entries: r.entries, encoding: r.encoding },
  }));
export const validPost: fc.Arbitrary<Action> = fc
  .record({ caller: userCaller, prefix, entries: validPostEntries })
  .map((r) => ({ route: 'POST /review', ...r, body: { entries: r.entries, encoding: 'json' } }));
export const ownerPut: fc.Arbitrary<Action> = fc
  .record({ who: userCaller, i: fc.nat(), prefix, entries: validPutEntries })
  .map((r) => ({
    route: 'PUT /review/:id',
    caller: r.who,
    prefix: r.prefix,
    target: { t: 'of', who: r.who, i: r.i },
    body: { entries: r.entries, encoding: 'json' },
  }));
export const ownerDelete: fc.Arbitrary<Action> = fc
  .record({ who: userCaller, i: fc.nat(), prefix })
  .map((r) => ({
    route: 'DELETE /review/:id',
    caller: r.who,
    prefix: r.prefix,
    target: { t: 'of', who: r.who, i: r.i },
    body: { entries: [], encoding: 'none' },
  }));

export const fuzzPost: fc.Arbitrary<Action> = fc.oneof(
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
export const fuzzPut: fc.Arbitrary<Action> = fc
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
export const deleteBody: fc.Arbitrary<BodySpec> = fc.oneof(
  { weight: 8, arbitrary: fc.constant<BodySpec>({ entries: [], encoding: 'none' }) },
  { weight: 2, arbitrary: fc.record({ entries: fuzzPostEntries, encoding }) },
);
export const fuzzDelete: fc.Arbitrary<Action> = fc
  .record({ caller: anyCaller, prefix, target, body: deleteBody })
  .map((r) => ({ route: 'DELETE /review/:id', ...r }));

export const UNKNOWN_PARAMS = [
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
export const qval: fc.Arbitrary<QVal> = fc.oneof(
  { weight: 6, arbitrary: emailKind.map((e): QVal => ({ t: 'email', e })) },
  { weight: 2, arbitrary: words.map((v): QVal => ({ t: 'lit', v })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('x'.repeat(3000), 'a'.repeat(321), '', '{"$gt":""}', 'null')
      .map((v): QVal => ({ t: 'lit', v })),
  },
);
export const queryPair = fc.tuple(
  fc.oneof(
    { weight: 5, arbitrary: fc.constant('email') },
    { weight: 2, arbitrary: fc.constantFrom(...UNKNOWN_PARAMS) },
  ),
  qval,
);
export const fuzzGet: fc.Arbitrary<Action> = fc
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
