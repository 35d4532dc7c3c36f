import { createHash, type Hash } from 'node:crypto';
import { Crc32c } from '@aws-crypto/crc32c';
import { invalid } from './errors.js';

export interface Hashes {
  /** Base64 of the MD5 digest, as the JSON API's `md5Hash`. */
  md5Hash: string;
  /** Base64 of the big-endian CRC32C, as the JSON API's `crc32c`. */
  crc32c: string;
}

/** MD5 and CRC32C of an object's bytes, fed as they arrive. */
export class ObjectHasher {
  readonly #md5: Hash = createHash('md5');
  readonly #crc = new Crc32c();

  update(bytes: Uint8Array): void {
    this.#md5.update(bytes);
    this.#crc.update(bytes);
  }

  digest(): Hashes {
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(this.#crc.digest());
    return { md5Hash: this.#md5.digest('base64'), crc32c: crc.toString('base64') };
  }
}

/** Hashes a client says its bytes have, from `X-Goog-Hash: crc32c=…,md5=…` and the metadata. */
export type ExpectedHashes = Partial<Hashes>;

export function hashesFromHeader(header: string | string[] | undefined): ExpectedHashes {
  const expected: ExpectedHashes = {};
  const values = Array.isArray(header) ? header : header ? [header] : [];
  for (const pair of values.flatMap((v) => v.split(','))) {
    const at = pair.indexOf('=');
    const kind = pair.slice(0, at).trim().toLowerCase();
    const value = pair.slice(at + 1).trim();
    if (kind === 'md5') expected.md5Hash = value;
    else if (kind === 'crc32c') expected.crc32c = value;
  }
  return expected;
}

/** Refuses bytes whose hashes differ from those the client gave, as Cloud Storage does (400). */
export function checkHashes(actual: Hashes, ...expectations: ExpectedHashes[]): void {
  for (const expected of expectations) {
    if (expected.md5Hash !== undefined && expected.md5Hash !== actual.md5Hash) {
      throw invalid(
        `Provided MD5 hash "${expected.md5Hash}" doesn't match calculated MD5 hash "${actual.md5Hash}".`,
      );
    }
    if (expected.crc32c !== undefined && expected.crc32c !== actual.crc32c) {
      throw invalid(
        `Provided CRC32C "${expected.crc32c}" doesn't match calculated CRC32C "${actual.crc32c}".`,
      );
    }
  }
}

/** The MD5 in hex, as the XML API's ETag of a non-composite object. */
export const md5Hex = (md5Hash: string) => Buffer.from(md5Hash, 'base64').toString('hex');
