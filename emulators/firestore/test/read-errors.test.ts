import { describe, expect, it } from 'vitest';
import { GRPC, codeOf, freshCollection } from './helpers.js';

/*
 * A read Firestore refuses reaches the caller at once. The client library retries a
 * streaming read that fails before any response headers as if nothing had answered
 * (twice, about 2 s and 4 s apart). Firestore's errors come after its front end's
 * response headers (they show in the errors' metadata, e.g. content-disposition), so
 * the retry is only for reads that truly got no answer. An emulator that answers with
 * a bare error adds 7 s to every refused read, including a transaction's read after
 * it lost a conflict.
 */
describe('refused reads', () => {
  it('when a read names a reserved document id, then it is refused as invalid within a second', async () => {
    const ref = freshCollection().doc('__reserved__');
    const t0 = Date.now();
    expect(await codeOf(ref.get())).toBe(GRPC.INVALID_ARGUMENT);
    expect(Date.now() - t0).toBeLessThan(1000);
  });
});
