import { randomBytes, randomUUID } from 'node:crypto';
import { getApps } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { describe, expect, it } from 'vitest';
import { STORAGE_BUCKET } from '@tourist-guide/stack/ports';
import { writeFiles } from '@tourist-guide/stack/seeding';
import { emulatorDb } from '@tourist-guide/testing';
import { runCli } from './cli.js';

/** `npm run reviews -- …` as an operator types it, against this suite's emulators. */
const reviews = (...args: string[]) => runCli('reviews-cli.ts', ...args);

const photoId = () => randomBytes(15).toString('base64url');
/** A photo's two files, named as the API names them. */
const photoFiles = (reviewId: string, id: string) =>
  [400, 1600].map((w) => `photos/${reviewId}/${id}/${randomBytes(8).toString('hex')}-${w}.webp`);

/** The names under `prefix` in the suite's bucket. */
async function listed(prefix: string): Promise<string[]> {
  const [files] = await getStorage(getApps()[0]).bucket(STORAGE_BUCKET).getFiles({ prefix });
  return files.map((f) => f.name).sort();
}

describe('npm run reviews -- sweep-photos', () => {
  it("deletes the files of photos no review keeps once past the grace period, keeps a kept photo's, and names what is not a photo's file without touching it", async () => {
    const tag = randomUUID().slice(0, 8);
    const reviewId = `sweep-${tag}`;
    const goneId = `gone-${tag}`;
    const [kept, dropped, lost] = [photoId(), photoId(), photoId()];
    await emulatorDb()
      .collection('reviews')
      .doc(reviewId)
      .set({ uid: `author-${tag}`, photos: [{ id: kept, alt: '' }] });
    const keptFiles = photoFiles(reviewId, kept).sort();
    const stray = `photos/${goneId}/notes-${tag}.txt`;
    await writeFiles(
      [...keptFiles, ...photoFiles(reviewId, dropped), ...photoFiles(goneId, lost), stray].map(
        (name) => ({ name, data: 'bytes', contentType: 'image/webp' }),
      ),
    );

    // Files written a moment ago are younger than the default hour: none goes.
    const young = await reviews('sweep-photos');
    expect(young.code, young.stderr).toBe(0);
    expect(young.stdout).toMatch(
      /^Checked \d+ files under photos\/ in demo-tourist-guide\.appspot\.com \(the local emulators \(demo-tourist-guide\)\): deleted 0 that no review keeps and older than 60 minutes/m,
    );
    expect(await listed(`photos/${reviewId}/`)).toHaveLength(4);

    const dry = await reviews('sweep-photos', '--grace-minutes', '0', '--dry-run');
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toMatch(
      /^Dry run, nothing deleted: checked \d+ files .*: would delete \d+/m,
    );
    expect(await listed(`photos/${goneId}/`)).toHaveLength(3);

    const swept = await reviews('sweep-photos', '--grace-minutes', '0');
    expect(swept.code, swept.stderr).toBe(0);
    expect(swept.stdout).toMatch(/^Checked \d+ files .*: deleted \d+ that no review keeps/m);
    expect(swept.stdout).toContain(`\n  ${stray}\n`);
    expect(await listed(`photos/${reviewId}/`)).toEqual(keptFiles);
    expect(await listed(`photos/${goneId}/`)).toEqual([stray]);
  }, 60_000);

  it('refuses a grace that is not whole minutes, and words it does not know, with exit code 2', async () => {
    const bad = await reviews('sweep-photos', '--grace-minutes', 'soon');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--grace-minutes takes whole minutes/);
    const extra = await reviews('sweep-photos', 'now');
    expect(extra.code).toBe(2);
    expect(extra.stderr).toMatch(/usage: npm run reviews -- backfill/);
  });
});
