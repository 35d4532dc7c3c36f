import type { TestProject } from 'vitest/node';
import { startStorage } from '../src/server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** STORAGE_EMULATOR_HOST for the tests; empty: the real service. */
    storageHost: string;
    bucketName: string;
  }
}

/** The bucket the conformance tests write in; each test works under a prefix of its own. */
export const TEST_BUCKET = 'demo-storage-emulator.appspot.com';

/**
 * Starts this emulator in-process on a free port: the tests need nothing else, no product, no
 * suite. With STORAGE_CONFORMANCE_BUCKET they run instead against the real Cloud Storage, in that
 * bucket, with the machine's application default credentials (README.md, "Against the real
 * service").
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const real = process.env.STORAGE_CONFORMANCE_BUCKET;
  if (real) {
    project.provide('storageHost', '');
    project.provide('bucketName', real);
    return;
  }
  const running = await startStorage('127.0.0.1', 0, { buckets: [TEST_BUCKET] });
  project.provide('storageHost', running.origin);
  project.provide('bucketName', TEST_BUCKET);
  return () => running.stop();
}
