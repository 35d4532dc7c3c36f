import fc from 'fast-check';
import { describe, it } from 'vitest';
import { expectStoreMatchesModel, fuzz } from './fuzz/harness';
import {
  NUM_RUNS,
  PROPERTY_TIMEOUT_MS,
  fuzzGet,
  ownerDelete,
  ownerPut,
  validPost,
} from './fuzz/inputs';

// Property-based fuzzing of GET /reviews (see fuzz/harness.ts for what every request is checked for).
describe('fuzzing GET /reviews as owner, stranger and anonymous', () => {
  it(
    `GET /reviews (${NUM_RUNS} runs)`,
    () =>
      fuzz(
        'GET /reviews',
        fuzzGet,
        fc.oneof(
          { weight: 7, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: validPost },
          { weight: 1, arbitrary: ownerDelete },
          { weight: 1, arbitrary: ownerPut },
        ),
        () => true,
      ),
    PROPERTY_TIMEOUT_MS,
  );

  it('leaves exactly what the accepted requests imply', async () => {
    await expectStoreMatchesModel();
  });
});
