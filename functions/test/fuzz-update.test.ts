import { describe, it } from 'vitest';
import { expectStoreMatchesModel, fuzz, reviewCount } from './fuzz/harness';
import { NUM_RUNS, PROPERTY_TIMEOUT_MS, fuzzPut, validPost } from './fuzz/inputs';

// Property-based fuzzing of PUT /review/:id (see fuzz/harness.ts for what every request is checked for).
describe('fuzzing PUT /review/:id as owner, stranger and anonymous', () => {
  it(
    `PUT /review/:id (${NUM_RUNS} runs)`,
    () => fuzz('PUT /review/:id', fuzzPut, validPost, () => reviewCount() < 8),
    PROPERTY_TIMEOUT_MS,
  );

  it('leaves exactly what the accepted requests imply', async () => {
    await expectStoreMatchesModel();
  });
});
