import { describe, expect, it } from 'vitest';
import { committedIndexes, indexesFile } from '../src/firestore-indexes.js';

describe('firestore.indexes.json', () => {
  it('when the API builds its queries, then the committed indexes are the ones generated from them (run `npm run indexes`)', async () => {
    expect(committedIndexes()).toEqual(await indexesFile());
  });
});
