import { describe, expect, it } from 'vitest';
import { crc32cBase64, freshFile, rejectionOf } from '../helpers.js';

/* Errors come in the JSON API's shape, which the client turns into ApiError { code, errors }. */
describe('errors', () => {
  it("when an object is missing, then the error is a 404 with reason notFound in Google's shape", async () => {
    const err = await rejectionOf(freshFile('err-404').getMetadata());
    expect(err).toMatchObject({
      code: 404,
      errors: [{ domain: 'global', reason: 'notFound', message: expect.any(String) }],
    });
  });

  it('when a precondition fails, then the error is a 412 with reason conditionNotMet', async () => {
    const file = freshFile('err-412');
    await file.save('x', { resumable: false });
    const err = await rejectionOf(
      file.save('y', { resumable: false, preconditionOpts: { ifGenerationMatch: 0 } }),
    );
    expect(err).toMatchObject({
      code: 412,
      errors: [{ domain: 'global', reason: 'conditionNotMet', message: expect.any(String) }],
    });
  });

  it('when the bytes do not match the CRC32C given, then the error is a 400 with reason invalid', async () => {
    const err = await rejectionOf(
      freshFile('err-400').save('abc', {
        resumable: false,
        validation: false,
        metadata: { crc32c: crc32cBase64(Buffer.from('abd')) },
      }),
    );
    expect(err).toMatchObject({
      code: 400,
      errors: [{ domain: 'global', reason: 'invalid', message: expect.any(String) }],
    });
  });
});
