import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestUser, post, resetData, type TestUser } from './helpers';
import { ownerOf } from './owners-support';
import { unlimitedApp } from './fuzz/app';
import { HOSTILE_TEXT, RAW_QUERY_VALUES, hostileText } from './fuzz/hostile-text';
import { readCollections, sendText, sendValid, type App } from './fuzz/text-check';
import { parsedInputs } from './fuzz/text-coverage';
import { TEXT_INPUTS, type Collection, type Snapshot, type World } from './fuzz/text-inputs';

/*
 * Every text field of every request body and query string (fuzz/text-inputs.ts, checked against
 * the routers and their zod schemas) gets hostile text: lone surrogates, NULs, control
 * characters, whitespace alone, nothing, thousands of characters, more than a body may hold,
 * markup, emoji and right-to-left marks, noncharacters, bytes that are not UTF-8; then random
 * text. Each answer is a 2xx or a 4xx, never a 5xx, and the store keeps only what was sent and
 * can be stored (fuzz/text-check.ts).
 */

const RUNS = 300;
const PROPERTY_MS = 120_000;

let world: World;
let app: App;
const COLLECTIONS = [...new Set(TEXT_INPUTS.flatMap((i) => i.writes))] as Collection[];
/** The collections as the fuzz found them: every accepted write is undone, so they stay so. */
let initial: Snapshot;

const only = (snap: Snapshot, names: readonly Collection[]): Snapshot =>
  new Map(names.map((name) => [name, snap.get(name)!]));

beforeAll(async () => {
  const services = await resetData();
  const [admin, author, reader] = await Promise.all([
    createAdmin(),
    createTestUser({ displayName: 'Ana Author' }),
    createTestUser({ displayName: 'Rae Reader' }),
  ]);
  const place = services[0]!._id;
  const owner: TestUser = await ownerOf(admin, place);
  const reviewId = await post(author, place, 4, 'A review to report, answer and edit.');
  world = {
    services,
    admin,
    author,
    reader,
    owner,
    place,
    otherPlace: services[1]!._id,
    editedPlace: services[2]!._id,
    reviewId,
  };
  app = unlimitedApp();
  initial = await readCollections(COLLECTIONS);
}, 60_000);

const pairs = TEXT_INPUTS.flatMap((input) =>
  Object.keys(input.fields).map((name) => ({ input, name })),
);

describe('every text field of every body and query', () => {
  it('is in the fuzz: the list matches what the routers parse, field for field', () => {
    const parsed = parsedInputs().map((p) => `${p.route} ${p.part}: ${p.fields.join(', ')}`);
    const listed = TEXT_INPUTS.map(
      (i) => `${i.route} ${i.part}: ${Object.keys(i.fields).sort().join(', ')}`,
    );
    // A difference names the route and fields to add to (or take out of) fuzz/text-inputs.ts.
    expect(listed.sort()).toEqual(parsed.sort());
  });

  it("accepts the valid request each field is put into (so a refusal is the field's)", async () => {
    for (const input of TEXT_INPUTS)
      await sendValid(app, world, input, only(initial, input.writes));
  });

  it(`answers a 2xx or a 4xx, never a 5xx, to each of ${HOSTILE_TEXT.length} hostile texts in each field, and stores only what was sent`, async () => {
    const seen: Record<string, Record<number, number>> = {};
    for (const { input, name } of pairs) {
      const before = only(initial, input.writes);
      const values = [
        ...HOSTILE_TEXT.map((h) => ({ text: h.text })),
        ...(input.part === 'query' ? RAW_QUERY_VALUES.map((raw) => ({ raw })) : []),
      ];
      for (const value of values) {
        const status = await sendText(app, world, input, name, value, before);
        const counts = (seen[`${input.route} ${name}`] ??= {});
        counts[status] = (counts[status] ?? 0) + 1;
      }
    }
    console.log(
      `[fuzz] text fields, statuses per field:\n${Object.entries(seen)
        .map(
          ([k, v]) =>
            `  ${k}: ${Object.entries(v)
              .map(([s, n]) => `${s}×${n}`)
              .join(' ')}`,
        )
        .join('\n')}`,
    );
    expect(await readCollections(COLLECTIONS)).toEqual(initial);
  }, 120_000);

  it(
    `answers a 2xx or a 4xx to random text in any field (${RUNS} runs), and stores only what was sent`,
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...pairs), hostileText, async ({ input, name }, text) => {
          await sendText(app, world, input, name, { text }, only(initial, input.writes));
        }),
        {
          numRuns: RUNS,
          // Report the smallest failure found so far rather than a bare timeout: a refusal the
          // database makes waits out the API's 3 s deadline on every replay.
          plugins: [fc.interruptAfterTimeLimit(PROPERTY_MS - 30_000, { failOnInterrupt: true })],
        },
      );
      expect(await readCollections(COLLECTIONS)).toEqual(initial);
    },
    PROPERTY_MS,
  );
});
