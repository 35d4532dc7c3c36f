import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { CRC32C } from '@google-cloud/storage';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage, type Storage } from 'firebase-admin/storage';
import { inject } from 'vitest';

/** The client's Bucket and File, as firebase-admin's getStorage() types them. */
export type Bucket = ReturnType<Storage['bucket']>;
export type File = ReturnType<Bucket['file']>;

/**
 * The bucket under test, as the product reaches it: firebase-admin's getStorage(), which is
 * @google-cloud/storage pointed at STORAGE_EMULATOR_HOST (or, with none, at the real service).
 */
export function bucket(): Bucket {
  const host = inject('storageHost');
  if (host) process.env.STORAGE_EMULATOR_HOST = host;
  const app =
    getApps()[0] ??
    initializeApp({ projectId: 'demo-storage-emulator', storageBucket: inject('bucketName') });
  return getStorage(app).bucket();
}

/** A prefix no other test writes under. */
export const freshPrefix = (label: string) => `conformance/${label}-${randomUUID().slice(0, 8)}/`;

/** A file under a fresh prefix. */
export const freshFile = (label: string, name = 'object.bin'): File =>
  bucket().file(`${freshPrefix(label)}${name}`);

/** The HTTP status (or the client's code) of a rejected call, or 'resolved'. */
export async function codeOf(work: Promise<unknown>): Promise<number | string> {
  try {
    await work;
    return 'resolved';
  } catch (err) {
    return (err as { code?: number | string }).code ?? String(err);
  }
}

/** The rejection of a call, or a failure if it resolved. */
export async function rejectionOf(
  work: Promise<unknown>,
): Promise<Error & Record<string, unknown>> {
  try {
    await work;
  } catch (err) {
    return err as Error & Record<string, unknown>;
  }
  throw new Error('expected the call to be refused, and it resolved');
}

export const md5Base64 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('base64');
export const md5Hex = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');
/** CRC32C as the client computes it (its own implementation, not the emulator's). */
export const crc32cBase64 = (bytes: Buffer) => {
  const crc = new CRC32C();
  crc.update(bytes);
  return crc.toString();
};

export const randomData = (size: number) => randomBytes(size);

export { generatedStream, md5Of } from './streams.js';
