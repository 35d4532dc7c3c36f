import { describe, it } from 'vitest';
import { expectStoreMatchesModel, fuzz, reviewCount } from './fuzz/harness';
import { NUM_RUNS, PROPERTY_TIMEOUT_MS, fuzzDelete, validPost } from './fuzz/inputs';

// Property-based fuzzing of DELETE /review/:id (see fuzz/harness.ts for what every request is checked for).
describe('fuzzing DELETE /review/:id as owner, stranger and anonymous', () => {
  it(
    `DELETE /review/:id (${NUM_RUNS} runs)`,
    () => fuzz('DELETE /review/:id', fuzzDelete, validPost, () => reviewCount() < 10),
    PROPERTY_TIMEOUT_MS,
  );

  it('leaves exactly what the accepted requests imply', async () => {
    await expectStoreMatchesModel();
  });
});
