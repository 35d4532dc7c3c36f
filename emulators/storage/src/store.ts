import { BlobWriter, type Blob, type ByteBudget } from './blob.js';
import { noSuchBucket, noSuchObject, storageFull } from './errors.js';
import { listNames, type Listing, type ListQuery } from './listing.js';
import { lowerBound } from './names.js';
import type { ObjectFields, StoredObject } from './object-fields.js';
import { checkWrite, type Preconditions } from './preconditions.js';

export interface LiveObject extends StoredObject {
  blob: Blob;
}

interface Bucket {
  name: string;
  created: Date;
  objects: Map<string, LiveObject>;
  /** The object names in listing order. */
  names: string[];
}

export interface StoreStats {
  objects: number;
  /** Bytes held: stored objects and uploads under way. */
  bytes: number;
  maxBytes: number;
}

/**
 * The buckets and their objects, in memory. Every change is one synchronous step (preconditions
 * checked and the object replaced with nothing awaited between), so writes to one name are
 * atomic: of concurrent uploads with `ifGenerationMatch=0`, exactly one wins.
 */
export class ObjectStore implements ByteBudget {
  readonly #buckets = new Map<string, Bucket>();
  readonly #maxBytes: number;
  #bytes = 0;
  #lastGeneration = 0n;

  constructor(buckets: readonly string[], maxBytes: number) {
    this.#maxBytes = maxBytes;
    for (const name of buckets) {
      this.#buckets.set(name, { name, created: new Date(), objects: new Map(), names: [] });
    }
  }

  reserve(bytes: number): void {
    if (this.#bytes + bytes > this.#maxBytes) throw storageFull(this.#maxBytes);
    this.#bytes += bytes;
  }

  release(bytes: number): void {
    this.#bytes -= bytes;
  }

  stats(): StoreStats {
    let objects = 0;
    for (const bucket of this.#buckets.values()) objects += bucket.objects.size;
    return { objects, bytes: this.#bytes, maxBytes: this.#maxBytes };
  }

  bucket(name: string): { name: string; created: Date } {
    const bucket = this.#buckets.get(name);
    if (!bucket) throw noSuchBucket(name);
    return bucket;
  }

  writer(): BlobWriter {
    return new BlobWriter(this);
  }

  /** The live object, or a 404; with `generation`, only if that is the live generation. */
  get(bucketName: string, name: string, generation?: bigint): LiveObject {
    const live = this.#bucket(bucketName).objects.get(name);
    if (!live || (generation !== undefined && generation !== live.generation))
      throw noSuchObject(bucketName, name);
    return live;
  }

  /** Stores a finished upload as the live object, if the preconditions hold (else a 412). */
  put(
    bucketName: string,
    name: string,
    blob: Blob,
    fields: ObjectFields,
    preconditions: Preconditions,
  ): LiveObject {
    const bucket = this.#bucket(bucketName);
    const previous = bucket.objects.get(name);
    checkWrite(preconditions, previous);
    const now = new Date();
    const stored: LiveObject = {
      ...fields,
      bucket: bucketName,
      name,
      generation: this.#nextGeneration(now),
      metageneration: 1n,
      timeCreated: now,
      updated: now,
      blob,
    };
    bucket.objects.set(name, stored);
    if (previous) this.release(previous.blob.size);
    else bucket.names.splice(lowerBound(bucket.names, name), 0, name);
    return stored;
  }

  /** Changes the live object's metadata: one more metageneration. */
  patch(
    bucketName: string,
    name: string,
    change: (fields: ObjectFields) => ObjectFields,
    preconditions: Preconditions,
    generation?: bigint,
  ): LiveObject {
    const live = this.get(bucketName, name, generation);
    checkWrite(preconditions, live);
    const patched: LiveObject = {
      ...live,
      ...change(live),
      metageneration: live.metageneration + 1n,
      updated: new Date(),
    };
    this.#bucket(bucketName).objects.set(name, patched);
    return patched;
  }

  delete(
    bucketName: string,
    name: string,
    preconditions: Preconditions,
    generation?: bigint,
  ): void {
    const bucket = this.#bucket(bucketName);
    const live = this.get(bucketName, name, generation);
    checkWrite(preconditions, live);
    bucket.objects.delete(name);
    const at = lowerBound(bucket.names, name);
    if (bucket.names[at] === name) bucket.names.splice(at, 1);
    this.release(live.blob.size);
  }

  list(bucketName: string, query: ListQuery): Listing<LiveObject> {
    const bucket = this.#bucket(bucketName);
    const listing = listNames(bucket.names, query);
    return { ...listing, items: listing.items.map((name) => bucket.objects.get(name)!) };
  }

  #bucket(name: string): Bucket {
    const bucket = this.#buckets.get(name);
    if (!bucket) throw noSuchBucket(name);
    return bucket;
  }

  /** Microseconds since the epoch, strictly increasing: no two writes share a generation. */
  #nextGeneration(now: Date): bigint {
    const micros = BigInt(now.getTime()) * 1000n;
    this.#lastGeneration = micros > this.#lastGeneration ? micros : this.#lastGeneration + 1n;
    return this.#lastGeneration;
  }
}
