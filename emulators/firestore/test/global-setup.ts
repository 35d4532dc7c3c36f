import type { TestProject } from 'vitest/node';
import { startFirestore } from '../src/server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreHost: string;
  }
}

/**
 * Starts this emulator in-process on a free port for the tests: they need nothing else, no
 * product, no seed. With FIRESTORE_EMULATOR=official they run instead against the emulator that
 * FIRESTORE_EMULATOR_HOST names (Google's, for one), which must keep the same promises.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  if (process.env.FIRESTORE_EMULATOR === 'official') {
    const host = process.env.FIRESTORE_EMULATOR_HOST;
    if (!host) throw new Error('FIRESTORE_EMULATOR=official needs FIRESTORE_EMULATOR_HOST');
    project.provide('firestoreHost', host);
    return;
  }
  const running = await startFirestore('127.0.0.1', 0);
  project.provide('firestoreHost', `127.0.0.1:${running.port}`);
  return () => running.stop();
}
