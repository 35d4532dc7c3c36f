import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { freshFile, md5Base64, randomData } from '../helpers.js';

/*
 * A resumable upload interrupted on the client's side (the process lost its stream, the request
 * was aborted) and taken up again from its session URI: the client asks the session how much it
 * holds and sends only the rest.
 */
describe('an interrupted resumable upload', () => {
  it('when an upload is aborted part-way and resumed with its session URI, then only the rest is sent and the object is whole', async () => {
    const file = freshFile('resume');
    const data = randomData(4 * 1024 * 1024 + 3);
    const [uri] = await file.createResumableUpload({ preconditionOpts: { ifGenerationMatch: 0 } });

    // First attempt: 3 MiB written, then the stream is destroyed before it ends.
    const first = file.createWriteStream({ uri });
    first.on('error', () => {});
    const sent = new Promise<void>((resolve) =>
      first.on(
        'progress',
        (p: { bytesWritten: number }) => p.bytesWritten >= 2 * 1024 * 1024 && resolve(),
      ),
    );
    first.write(data.subarray(0, 3 * 1024 * 1024));
    await sent;
    await new Promise((r) => setTimeout(r, 300));
    const closed = new Promise((resolve) => first.once('close', resolve));
    first.destroy(new Error('the source was lost'));
    await closed;

    // Second attempt: the whole data again; the client skips what the session holds.
    const second = file.createWriteStream({ uri });
    let resumedAt: number | undefined;
    second.on('progress', (p: { bytesWritten: number }) => (resumedAt ??= p.bytesWritten));
    second.end(data);
    await once(second, 'finish');

    const [metadata] = await file.getMetadata();
    expect(metadata.md5Hash).toBe(md5Base64(data));
    expect(metadata.size).toBe(String(data.length));
    // It went on from the bytes the session held, not from the start.
    expect(resumedAt).toBeGreaterThan(1024 * 1024);
  });
});
