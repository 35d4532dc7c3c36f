import { Readable } from 'node:stream';
import { ObjectHasher, type Hashes } from './hashes.js';

/** Where a writer reserves the memory it takes: the store's cap (store.ts). */
export interface ByteBudget {
  reserve(bytes: number): void;
  release(bytes: number): void;
}

/** Blocks are copied into once and never again: uploads and downloads only pass views of them. */
export const BLOCK_SIZE = 256 * 1024;

/** An object's bytes, held once, in blocks of BLOCK_SIZE (the last one exactly as long as it needs). */
export class Blob {
  constructor(
    readonly blocks: readonly Buffer[],
    readonly size: number,
    readonly hashes: Hashes,
  ) {}

  /** Bytes [start, end) as a stream of views into the blocks. */
  stream(start = 0, end = this.size): Readable {
    const blocks = this.blocks;
    function* views(): Generator<Buffer> {
      for (let at = start; at < end;) {
        const index = Math.floor(at / BLOCK_SIZE);
        const offset = at - index * BLOCK_SIZE;
        const view = blocks[index]!.subarray(offset, Math.min(BLOCK_SIZE, offset + end - at));
        at += view.length;
        yield view;
      }
    }
    return Readable.from(views(), { objectMode: false, highWaterMark: BLOCK_SIZE });
  }
}

/**
 * Takes an upload's bytes as they arrive: copies them into blocks (reserved from the budget, so the
 * cap holds while bytes arrive, not only once they are stored) and hashes them on the way.
 */
export class BlobWriter {
  readonly #budget: ByteBudget;
  readonly #hasher = new ObjectHasher();
  #blocks: Buffer[] = [];
  #size = 0;
  #held = 0;
  #closed = false;

  constructor(budget: ByteBudget) {
    this.#budget = budget;
  }

  get size(): number {
    return this.#size;
  }

  append(bytes: Uint8Array): void {
    if (this.#closed) throw new Error('append after finish or discard');
    this.#hasher.update(bytes);
    let from = 0;
    while (from < bytes.length) {
      const used = this.#size % BLOCK_SIZE;
      if (used === 0) {
        this.#budget.reserve(BLOCK_SIZE);
        this.#held += BLOCK_SIZE;
        this.#blocks.push(Buffer.allocUnsafe(BLOCK_SIZE));
      }
      const block = this.#blocks.at(-1)!;
      const n = Math.min(BLOCK_SIZE - used, bytes.length - from);
      block.set(bytes.subarray(from, from + n), used);
      from += n;
      this.#size += n;
    }
  }

  /** The bytes so far as a Blob; the last block is cut to its length so small objects hold little. */
  finish(): Blob {
    this.#closed = true;
    const used = this.#size % BLOCK_SIZE;
    if (used !== 0) {
      const last = Buffer.allocUnsafe(used);
      this.#blocks.at(-1)!.copy(last, 0, 0, used);
      this.#blocks[this.#blocks.length - 1] = last;
      this.#budget.release(BLOCK_SIZE - used);
    }
    // The blob holds the bytes now: whoever drops it gives them back (store.ts), not this writer.
    this.#held = 0;
    return new Blob(this.#blocks, this.#size, this.#hasher.digest());
  }

  /** Gives the memory back: the upload failed or was cancelled (nothing, once finished). */
  discard(): void {
    this.#closed = true;
    this.#blocks = [];
    this.#budget.release(this.#held);
    this.#held = 0;
  }
}
