import { describe, expect, it } from 'vitest';
import { codeOf, freshFile } from '../helpers.js';

/* ifGenerationMatch: the product writes photos only if absent (0) and deletes only what it read. */
describe('preconditions', () => {
  for (const resumable of [false, true]) {
    const how = resumable ? 'resumable' : 'one-request';
    it(`when a ${how} upload says ifGenerationMatch 0 and the name is free, then it is stored`, async () => {
      const file = freshFile(`absent-${how}`);
      await file.save('first', { resumable, preconditionOpts: { ifGenerationMatch: 0 } });
      expect((await file.download())[0].toString()).toBe('first');
    });

    it(`when a ${how} upload says ifGenerationMatch 0 and the name is taken, then it is refused with 412 and the object is unchanged`, async () => {
      const file = freshFile(`taken-${how}`);
      await file.save('first', { resumable: false });
      const [before] = await file.getMetadata();
      const code = await codeOf(
        file.save('second', { resumable, preconditionOpts: { ifGenerationMatch: 0 } }),
      );
      expect(code).toBe(412);
      const [after] = await file.getMetadata();
      expect(after.generation).toBe(before.generation);
      expect((await file.download())[0].toString()).toBe('first');
    });
  }

  it('when an upload names the live generation, then it replaces it; when it names an older one, then 412', async () => {
    const file = freshFile('generation');
    await file.save('v1', { resumable: false });
    const [v1] = await file.getMetadata();
    await file.save('v2', {
      resumable: false,
      preconditionOpts: { ifGenerationMatch: Number(v1.generation) },
    });
    const stale = await codeOf(
      file.save('v3', {
        resumable: false,
        preconditionOpts: { ifGenerationMatch: Number(v1.generation) },
      }),
    );
    expect(stale).toBe(412);
    expect((await file.download())[0].toString()).toBe('v2');
  });

  it('when an upload names a generation and the name is free, then it is refused with 412', async () => {
    const file = freshFile('generation-absent');
    expect(
      await codeOf(
        file.save('x', { resumable: false, preconditionOpts: { ifGenerationMatch: 1234 } }),
      ),
    ).toBe(412);
    expect((await file.exists())[0]).toBe(false);
  });

  it('when a delete names an older generation, then it is refused with 412 and the object stays; the live one deletes', async () => {
    const file = freshFile('delete-generation');
    await file.save('v1', { resumable: false });
    const [v1] = await file.getMetadata();
    await file.save('v2', { resumable: false });
    const [v2] = await file.getMetadata();
    expect(await codeOf(file.delete({ ifGenerationMatch: Number(v1.generation) }))).toBe(412);
    expect((await file.exists())[0]).toBe(true);
    await file.delete({ ifGenerationMatch: Number(v2.generation) });
    expect((await file.exists())[0]).toBe(false);
  });

  it('when a download names a generation that is not the live one, then it is a 404', async () => {
    const file = freshFile('read-generation');
    await file.save('v1', { resumable: false });
    const [v1] = await file.getMetadata();
    await file.save('v2', { resumable: false });
    const old = file.bucket.file(file.name, { generation: Number(v1.generation) });
    expect(await codeOf(old.download())).toBe(404);
  });
});
