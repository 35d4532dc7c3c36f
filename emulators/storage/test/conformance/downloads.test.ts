import { describe, expect, it } from 'vitest';
import { codeOf, freshFile, md5Of, randomData } from '../helpers.js';

/* Downloads through the JSON API (`alt=media`), whole or a range, as the client asks for them. */
describe('downloads', () => {
  it("when a file is downloaded, then the client's own CRC32C and MD5 checks of the bytes pass", async () => {
    const file = freshFile('validated');
    const data = randomData(300_000);
    await file.save(data, { resumable: false });
    const [byCrc] = await file.download({ validation: 'crc32c' });
    const [byMd5] = await file.download({ validation: 'md5' });
    expect(Buffer.compare(byCrc, data)).toBe(0);
    expect(Buffer.compare(byMd5, data)).toBe(0);
  });

  it('when a range is asked for, then exactly those bytes come back', async () => {
    const file = freshFile('ranges');
    const data = randomData(1000);
    await file.save(data, { resumable: false });
    const slice = async (options: { start?: number; end?: number }) =>
      (await file.download(options))[0];
    expect(Buffer.compare(await slice({ start: 10, end: 19 }), data.subarray(10, 20))).toBe(0);
    expect(Buffer.compare(await slice({ start: 990 }), data.subarray(990))).toBe(0);
    expect(Buffer.compare(await slice({ end: -7 }), data.subarray(993))).toBe(0);
    // A range past the end is cut at the end.
    expect(Buffer.compare(await slice({ start: 995, end: 5000 }), data.subarray(995))).toBe(0);
  });

  it('when a range starts past the end of the object, then it is refused with 416', async () => {
    const file = freshFile('range-past-end');
    await file.save(randomData(100), { resumable: false });
    expect(await codeOf(file.download({ start: 100, end: 200 }))).toBe(416);
  });

  it('when a file is read as a stream, then the stream gives every byte', async () => {
    const file = freshFile('stream');
    const data = randomData(2_000_000);
    await file.save(data, { resumable: false });
    const read = await md5Of(file.createReadStream());
    expect(read.size).toBe(data.length);
    expect(read.md5).toBe((await file.getMetadata())[0].md5Hash);
  });

  it('when a file that does not exist is downloaded, then it is refused with 404', async () => {
    expect(await codeOf(freshFile('missing').download())).toBe(404);
  });
});
