import request from 'supertest';
import type { DocumentData } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { bearer, emulatorDb } from '../helpers';
import type { unlimitedApp } from './app';
import { hasLoneSurrogate, queryValue } from './hostile-text';
import type { Collection, FieldSpec, Snapshot, TextInput, World } from './text-inputs';

/*
 * One request of the text fuzz and what is checked of it: never a 5xx; every refusal the JSON
 * error; text that cannot be stored refused with 400 wherever the field is stored; a refused
 * request changes nothing; an accepted one stores exactly the text sent (trimmed), and only text
 * that can be stored. An accepted write is then undone, so every request meets the same data.
 */

export type App = ReturnType<typeof unlimitedApp>;

const BODY_LIMIT_BYTES = 16 * 1024;

/** What goes in the field: text (JSON-encoded in a body, %-encoded in a query) or raw query bytes. */
export type Value = { text: string } | { raw: string };

const isTimestamp = (v: unknown): v is { seconds: number; nanoseconds: number } =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { toMillis?: unknown }).toMillis === 'function';

/** Stored data in a comparable form (timestamps as text). */
function plain(value: unknown): unknown {
  if (isTimestamp(value)) return `ts:${value.seconds}.${value.nanoseconds}`;
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(strings)
      : [];

export async function readCollections(names: readonly Collection[]): Promise<Snapshot> {
  const read = await Promise.all(names.map((name) => emulatorDb().collection(name).get()));
  return new Map(
    names.map((name, i) => [name, new Map(read[i]!.docs.map((d) => [d.id, d.data()]))]),
  );
}

const plainOf = (snap: Snapshot) =>
  Object.fromEntries(
    [...snap].map(([name, docs]) => [
      name,
      Object.fromEntries([...docs].map(([id, d]) => [id, plain(d)])),
    ]),
  );

/** Puts the collections back as they were in `before`. */
async function restore(before: Snapshot, after: Snapshot): Promise<void> {
  const batch = emulatorDb().batch();
  for (const [name, docs] of after) {
    const was = before.get(name) ?? new Map<string, DocumentData>();
    for (const id of docs.keys()) {
      if (!was.has(id)) batch.delete(emulatorDb().collection(name).doc(id));
    }
    for (const [id, data] of was) {
      if (JSON.stringify(plain(data)) !== JSON.stringify(plain(docs.get(id)))) {
        batch.set(emulatorDb().collection(name).doc(id), data);
      }
    }
  }
  await batch.commit();
}

function callerHeaders(input: TextInput, w: World): Record<string, string> {
  return input.caller === 'anyone' ? {} : bearer(w[input.caller].idToken);
}

/** The request: the input's valid one, with `field` set to `value`. */
function build(input: TextInput, field: FieldSpec, name: string, value: Value, w: World) {
  const base = (field.base ?? input.base)(w);
  if (input.part === 'query') {
    const pairs = Object.entries(base)
      .filter(([k]) => k !== name)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
    pairs.push(`${name}=${'raw' in value ? value.raw : queryValue(value.text)}`);
    return { path: `${input.path(w)}?${pairs.join('&')}`, body: undefined };
  }
  const text = 'raw' in value ? value.raw : value.text;
  return {
    path: input.path(w),
    body: JSON.stringify({ ...base, [name]: field.list ? [text] : text }),
  };
}

const METHOD = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete', PATCH: 'patch' } as const;

function send(app: App, w: World, input: TextInput, path: string, body: string | undefined) {
  const method = METHOD[input.route.split(' ')[0] as keyof typeof METHOD];
  const req = request(app)[method](path).set(callerHeaders(input, w));
  return body === undefined ? req : req.set('Content-Type', 'application/json').send(body);
}

/** The input's valid request as it is: a 2xx (then undone), or the fuzz would test nothing. */
export async function sendValid(app: App, w: World, input: TextInput, before: Snapshot) {
  const base = input.base(w);
  const query = Object.entries(base)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  const res = await (input.part === 'query'
    ? send(app, w, input, `${input.path(w)}${query ? `?${query}` : ''}`, undefined)
    : send(app, w, input, input.path(w), JSON.stringify(base)));
  expect(res.status, `${input.route}: ${res.text.slice(0, 300)}`).toBeLessThan(300);
  if (input.writes.length > 0) await restore(before, await readCollections(input.writes));
}

/**
 * Sends `input` with field `name` set to `value` and checks the answer and the store. `before`
 * is the input's collections as they stand (and stand again afterwards). Returns the status.
 */
export async function sendText(
  app: App,
  w: World,
  input: TextInput,
  name: string,
  value: Value,
  before: Snapshot,
): Promise<number> {
  const field = input.fields[name] ?? {};
  const { path, body } = build(input, field, name, value, w);
  const res = await send(app, w, input, path, body);

  const shown = 'raw' in value ? `raw ${value.raw}` : JSON.stringify(value.text).slice(0, 120);
  const where = `${input.route} ${input.part} ${name} = ${shown}\n→ ${res.status} ${res.text.slice(0, 300)}`;
  expect(res.status, where).toBeLessThan(500);
  // Node's HTTP parser refuses a request line over 16 kB itself (431), before any app runs.
  if (res.status >= 400 && res.status !== 431) {
    expect(res.headers['content-type'], where).toMatch(/^application\/json/);
    expect(Object.keys(res.body.error ?? {}).sort(), where).toEqual(
      expect.arrayContaining(['code', 'message']),
    );
  }
  if (body !== undefined && Buffer.byteLength(body) > BODY_LIMIT_BYTES) {
    expect(res.status, where).toBe(413);
  } else if (field.stored && 'text' in value && hasLoneSurrogate(value.text)) {
    expect(res.status, `${where}\ntext that cannot be stored`).toBe(400);
  }
  if (input.writes.length === 0) return res.status;

  const after = await readCollections(input.writes);
  if (res.status >= 300) {
    expect(plainOf(after), `${where}\na refused request wrote`).toEqual(plainOf(before));
    return res.status;
  }
  for (const text of [...after.values()].flatMap((docs) => [...docs.values()].flatMap(strings))) {
    expect(hasLoneSurrogate(text), `${where}\nstored text that is not UTF-8`).toBe(false);
  }
  const check = field.stored ?? field.ignored;
  if (check && 'text' in value) {
    const got = await check.read(after, w, res.body as { insertedId?: string });
    const want = check.expected ? check.expected(value.text, w) : value.text.trim();
    expect(got, `${where}\nstored ${name}`).toEqual(want);
  }
  await restore(before, after);
  return res.status;
}
