import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type IndexesFile,
  type Query,
  missingIndex,
  shapeOf,
} from '@tourist-guide/firestore-emulator/index-coverage';
import { ROOT } from '../src/paths.js';

const indexes = JSON.parse(
  readFileSync(path.join(ROOT, 'firestore.indexes.json'), 'utf8'),
) as IndexesFile;
const parent = 'projects/demo-tourist-guide/databases/(default)/documents';
const str = (value: string) => ({ kind: 'string' as const, value });

function query(q: Partial<Query> & { collectionId: string }): Query {
  return { parent, allDescendants: false, orderBy: [], offset: 0, ...q };
}

describe('index coverage', () => {
  it('when a query filters one field and orders by another, then it needs a composite index', () => {
    const shape = shapeOf(
      query({
        collectionId: 'reviews',
        filter: { type: 'field', path: ['service'], op: '==', value: str('kyoto') },
        orderBy: [{ path: ['createdAt'], descending: true }],
      }),
    );
    expect(missingIndex(shape, indexes)).toMatch(
      /composite index on reviews: \(service ASCENDING, createdAt DESCENDING\)/,
    );
  });

  it("when the query is My Review's (uid == X, newest first), then firestore.indexes.json serves it", () => {
    const shape = shapeOf(
      query({
        collectionId: 'reviews',
        filter: { type: 'field', path: ['uid'], op: '==', value: str('uid-1') },
        orderBy: [{ path: ['createdAt'], descending: true }],
      }),
    );
    expect(missingIndex(shape, indexes)).toBeUndefined();
  });

  it('when a query uses one field, or only equalities, then automatic indexes serve it', () => {
    const oneField = query({
      collectionId: 'services',
      filter: { type: 'field', path: ['price'], op: '<', value: { kind: 'integer', value: 100n } },
      orderBy: [{ path: ['price'], descending: false }],
    });
    const equalities = query({
      collectionId: 'services',
      filter: {
        type: 'and',
        filters: [
          { type: 'field', path: ['region'], op: '==', value: str('Asia') },
          { type: 'field', path: ['tokens'], op: 'array-contains', value: str('kyo') },
        ],
      },
    });
    expect(missingIndex(shapeOf(oneField), indexes)).toBeUndefined();
    expect(missingIndex(shapeOf(equalities), indexes)).toBeUndefined();
  });

  it('when an index has the right fields in the wrong direction, then it does not count', () => {
    const shape = shapeOf(
      query({
        collectionId: 'reviews',
        filter: { type: 'field', path: ['uid'], op: '==', value: str('uid-1') },
        orderBy: [{ path: ['createdAt'], descending: false }],
      }),
    );
    expect(missingIndex(shape, indexes)).toMatch(/createdAt ASCENDING/);
  });

  it('when a range filter is on another field than the equality, then the range field is ordered last', () => {
    const shape = shapeOf(
      query({
        collectionId: 'services',
        filter: {
          type: 'and',
          filters: [
            { type: 'field', path: ['region'], op: '==', value: str('Asia') },
            { type: 'field', path: ['price'], op: '<=', value: { kind: 'integer', value: 2000n } },
          ],
        },
      }),
    );
    expect(shape.orders).toEqual([{ field: 'price', direction: 'ASCENDING' }]);
    const withIndex: IndexesFile = {
      indexes: [
        {
          collectionGroup: 'services',
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: 'region', order: 'ASCENDING' },
            { fieldPath: 'price', order: 'ASCENDING' },
          ],
        },
      ],
    };
    expect(missingIndex(shape, { indexes: [] })).toBeDefined();
    expect(missingIndex(shape, withIndex)).toBeUndefined();
  });
});
