import { beforeAll, describe, expect, it } from 'vitest';
import { api, bearer, createTestUser, type TestUser } from './helpers';

// The owner's delete and a stranger's are in contract/cases/ownership.ts, the rating that
// follows a delete in ratings.test.ts, random deletes in fuzz-delete.test.ts.
let owner: TestUser;

describe('DELETE /review/:id', () => {
  beforeAll(async () => {
    owner = await createTestUser();
  });

  it('answers 404 for a review that does not exist', async () => {
    const res = await api()
      .delete('/review/doesNotExist123')
      .set(bearer(owner.idToken))
      .expect(404);
    expect(res.body.error.code).toBe('not_found');
  });
});
