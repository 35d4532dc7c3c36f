import { FirestoreError } from './errors.js';
import type { Fields } from './values.js';

/** A stored document. Times are nanoseconds since the epoch (at microsecond precision). */
export interface Doc {
  readonly name: string;
  readonly fields: Fields;
  readonly createTime: bigint;
  readonly updateTime: bigint;
}

interface Version {
  readonly time: bigint;
  /** null: the document did not exist from `time` on. */
  readonly doc: Doc | null;
}

/** How long old versions stay readable (Firestore serves reads up to an hour in the past). */
const RETAIN_NS = 60n * 60n * 1_000_000_000n;

const NS_PER_MS = 1_000_000n;
const NS_PER_US = 1_000n;

/** `projects/p/databases/d/documents/c/id` → its database root and the path below it. */
export function splitName(name: string): { root: string; segments: string[] } {
  const parts = name.split('/');
  if (
    parts.length < 5 ||
    parts[0] !== 'projects' ||
    parts[2] !== 'databases' ||
    parts[4] !== 'documents' ||
    !parts[1] ||
    !parts[3]
  ) {
    throw new FirestoreError('INVALID_ARGUMENT', `Invalid resource name: ${name}`);
  }
  const segments = parts.slice(5);
  // Ids matching __.*__ are reserved, but for numeric ids like __id42__.
  const invalid = (s: string) =>
    s === '' || s === '.' || s === '..' || (/^__.*__$/.test(s) && !/^__id-?\d+__$/.test(s));
  if (segments.some(invalid)) {
    throw new FirestoreError('INVALID_ARGUMENT', `Invalid resource name: ${name}`);
  }
  return { root: parts.slice(0, 5).join('/'), segments };
}

/** Checks that `name` names a document (an even number of segments below the root). */
export function assertDocumentName(name: string): void {
  const { segments } = splitName(name);
  if (segments.length === 0 || segments.length % 2 !== 0) {
    throw new FirestoreError('INVALID_ARGUMENT', `Invalid document name: ${name}`);
  }
}

/** Checks that `parent` is a database root or a document, as a query's parent must be. */
export function assertParentName(parent: string): void {
  const { segments } = splitName(parent);
  if (segments.length % 2 !== 0) {
    throw new FirestoreError('INVALID_ARGUMENT', `Invalid parent: ${parent}`);
  }
}

const collectionOf = (name: string) => name.slice(0, name.lastIndexOf('/'));
const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * Every document's versions, grouped by collection. Reads name a time and see the
 * newest version at or before it (so reads in the past and read-only transactions
 * are consistent snapshots); commits add versions at a time later than any time
 * handed out before.
 */
export class DocumentStore {
  /** collection path → document id → versions, oldest first. */
  private readonly collections = new Map<string, Map<string, Version[]>>();
  /** Bumped for a collection id on every change to a document in such a collection. */
  private readonly stamps = new Map<string, number>();
  private stampAll = 0;
  /** The latest time handed out, as a read time or a commit time. */
  private clock = 0n;
  private readonly epochNs = BigInt(Date.now()) * NS_PER_MS;
  private readonly hrStart = process.hrtime.bigint();

  private wallClock(): bigint {
    const ns = this.epochNs + (process.hrtime.bigint() - this.hrStart);
    return ns - (ns % NS_PER_US);
  }

  /** A read time: every commit so far is visible at it, none after it will be. */
  readTime(): bigint {
    const now = this.wallClock();
    if (now > this.clock) this.clock = now;
    return this.clock;
  }

  /** A commit time: later than every time handed out before. */
  commitTime(): bigint {
    const now = this.wallClock();
    this.clock = now > this.clock ? now : this.clock + NS_PER_US;
    return this.clock;
  }

  get(name: string, at?: bigint): Doc | null {
    const versions = this.collections.get(collectionOf(name))?.get(lastSegment(name));
    return versions ? versionAt(versions, at) : null;
  }

  /** Applies one commit's changes (all at `time`). */
  apply(changes: ReadonlyMap<string, Doc | null>, time: bigint): void {
    for (const [name, doc] of changes) {
      const collection = collectionOf(name);
      let docs = this.collections.get(collection);
      if (!docs) {
        docs = new Map();
        this.collections.set(collection, docs);
      }
      const id = lastSegment(name);
      const versions = docs.get(id) ?? [];
      versions.push({ time, doc });
      prune(versions, time);
      if (versions.length === 1 && versions[0]?.doc === null) docs.delete(id);
      else docs.set(id, versions);
      const collectionId = lastSegment(collection);
      this.stamps.set(collectionId, (this.stamps.get(collectionId) ?? 0) + 1);
    }
    this.stampAll += 1;
  }

  /** Changes whenever a document in a collection with this id changes ('' for any). */
  stamp(collectionId: string): number {
    return collectionId === '' ? this.stampAll : (this.stamps.get(collectionId) ?? 0);
  }

  /**
   * The documents a query ranges over, as of `at`: the collection `collectionId`
   * directly under `parent`, or with `allDescendants` every collection with that id
   * (any id when empty) at any depth below `parent`.
   */
  *scan(
    parent: string,
    collectionId: string,
    allDescendants: boolean,
    at?: bigint,
  ): Generator<Doc> {
    if (!allDescendants) {
      yield* this.docsIn(`${parent}/${collectionId}`, at);
      return;
    }
    const prefix = `${parent}/`;
    for (const path of this.collections.keys()) {
      if (!path.startsWith(prefix)) continue;
      if (collectionId !== '' && lastSegment(path) !== collectionId) continue;
      yield* this.docsIn(path, at);
    }
  }

  private *docsIn(collection: string, at?: bigint): Generator<Doc> {
    const docs = this.collections.get(collection);
    if (!docs) return;
    for (const versions of docs.values()) {
      const doc = versionAt(versions, at);
      if (doc) yield doc;
    }
  }

  /** Ids of the collections directly under `parent` that hold a document (at any depth). */
  collectionIds(parent: string, at?: bigint): string[] {
    const prefix = `${parent}/`;
    const ids = new Set<string>();
    for (const [path, docs] of this.collections) {
      if (!path.startsWith(prefix)) continue;
      const rest = path.slice(prefix.length);
      const id = rest.split('/')[0] as string;
      if (ids.has(id)) continue;
      for (const versions of docs.values()) {
        if (versionAt(versions, at)) {
          ids.add(id);
          break;
        }
      }
    }
    return [...ids];
  }

  /**
   * Names of the documents of a collection, with those that do not exist but
   * have subcollections (Firestore's "missing" documents) when `showMissing`.
   */
  listNames(collection: string, showMissing: boolean, at?: bigint): string[] {
    const names = new Set<string>();
    for (const doc of this.docsIn(collection, at)) names.add(doc.name);
    if (showMissing) {
      const prefix = `${collection}/`;
      for (const path of this.collections.keys()) {
        if (!path.startsWith(prefix)) continue;
        const id = path.slice(prefix.length).split('/')[0] as string;
        const name = `${collection}/${id}`;
        if (!names.has(name) && this.collectionIds(name, at).length > 0) names.add(name);
      }
    }
    return [...names];
  }

  clear(): void {
    this.collections.clear();
    // Stamps only ever grow, so nothing cached before the clear can look current.
    for (const [id, stamp] of this.stamps) this.stamps.set(id, stamp + 1);
    this.stampAll += 1;
  }
}

function versionAt(versions: readonly Version[], at: bigint | undefined): Doc | null {
  if (at === undefined) return versions[versions.length - 1]?.doc ?? null;
  for (let i = versions.length - 1; i >= 0; i--) {
    const v = versions[i] as Version;
    if (v.time <= at) return v.doc;
  }
  return null;
}

/** Drops versions no read can ask for any more (keeping the one current at the horizon). */
function prune(versions: Version[], now: bigint): void {
  const horizon = now - RETAIN_NS;
  let drop = 0;
  while (drop + 1 < versions.length && (versions[drop + 1] as Version).time <= horizon) drop++;
  if (drop > 0) versions.splice(0, drop);
}
