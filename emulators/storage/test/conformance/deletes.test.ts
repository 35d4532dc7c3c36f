import { describe, expect, it } from 'vitest';
import { bucket, codeOf, freshFile, freshPrefix } from '../helpers.js';

describe('deletes', () => {
  it('when an object is deleted, then it cannot be read, does not exist and is not listed', async () => {
    const prefix = freshPrefix('delete');
    const file = bucket().file(`${prefix}gone.bin`);
    await file.save('bytes', { resumable: false });
    await file.delete();
    expect(await codeOf(file.download())).toBe(404);
    expect((await file.exists())[0]).toBe(false);
    expect((await bucket().getFiles({ prefix }))[0]).toEqual([]);
  });

  it('when an object that does not exist is deleted, then it is a 404, unless ignoreNotFound', async () => {
    const file = freshFile('delete-missing');
    expect(await codeOf(file.delete())).toBe(404);
    await file.delete({ ignoreNotFound: true });
  });
});
