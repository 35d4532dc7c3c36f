import fc from 'fast-check';
import { describe, it } from 'vitest';
import { expectStoreMatchesModel, fuzz, reviewCount, services } from './fuzz/harness';
import { NUM_RUNS, PROPERTY_TIMEOUT_MS, fuzzPost, ownerDelete, ownerPut } from './fuzz/inputs';

// Property-based fuzzing of POST /review (see fuzz/harness.ts for what every request is checked for).
describe('fuzzing POST /review as owner, stranger and anonymous', () => {
  it(
    `POST /review (${NUM_RUNS} runs)`,
    () =>
      // Keep places free to review: delete one of the owner's reviews while most are taken.
      fuzz('POST /review', fuzzPost, fc.oneof(ownerDelete, ownerDelete, ownerPut), () => {
        return reviewCount() >= services.length * 1.5;
      }),
    PROPERTY_TIMEOUT_MS,
  );

  it('leaves exactly what the accepted requests imply', async () => {
    await expectStoreMatchesModel();
  });
});
