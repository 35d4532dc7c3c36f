import { Storage } from '@google-cloud/storage';

/**
 * A client of the emulator (or of a proxy in front of it) at `origin` and nothing else. The client
 * sends its JSON API calls to STORAGE_EMULATOR_HOST whenever that is set, whatever apiEndpoint
 * says, and under `npm test` it names the suite's emulator: so it is set here too.
 */
export function clientOf(origin: string): Storage {
  process.env.STORAGE_EMULATOR_HOST = origin;
  return new Storage({ apiEndpoint: origin, projectId: 'demo-storage-emulator' });
}
