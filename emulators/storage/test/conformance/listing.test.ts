import { describe, expect, it } from 'vitest';
import { bucket, freshPrefix, type File } from '../helpers.js';

/** Writes empty objects under `prefix`, in an order that is not the listing order. */
async function writeAll(prefix: string, names: string[]): Promise<void> {
  await Promise.all(
    [...names].reverse().map((name) =>
      bucket()
        .file(prefix + name)
        .save('', { resumable: false }),
    ),
  );
}

const namesOf = (files: File[], prefix: string) => files.map((f) => f.name.slice(prefix.length));

/* Listing by prefix: how the product proves that no photo of a review is left behind. */
describe('listing', () => {
  it('when a prefix is listed, then exactly the objects under it come back, in byte order of their names', async () => {
    const prefix = freshPrefix('list');
    // UTF-8 byte order: "Z" < "a" < "é" < "中" < "😀".
    await writeAll(prefix, ['b', 'a', 'Z', 'a/b', 'é', '中', '😀', 'a0']);
    await bucket()
      .file(`${prefix.slice(0, -1)}-outside`)
      .save('', { resumable: false });
    const [files] = await bucket().getFiles({ prefix });
    expect(namesOf(files, prefix)).toEqual(['Z', 'a', 'a/b', 'a0', 'b', 'é', '中', '😀']);
  });

  it('when nothing is under a prefix, then the list is empty', async () => {
    expect((await bucket().getFiles({ prefix: freshPrefix('empty') }))[0]).toEqual([]);
  });

  it('when a listing is read page by page, then every object comes exactly once, in order, and the last page has no next', async () => {
    const prefix = freshPrefix('pages');
    const names = Array.from({ length: 23 }, (_, i) => `photo-${String(i).padStart(2, '0')}`);
    await writeAll(prefix, names);
    const seen: string[] = [];
    let query: Record<string, unknown> | null = { prefix, maxResults: 5, autoPaginate: false };
    let pages = 0;
    while (query) {
      const [files, next] = await bucket().getFiles(query);
      expect(files.length).toBeLessThanOrEqual(5);
      seen.push(...namesOf(files, prefix));
      query = next as Record<string, unknown> | null;
      pages++;
    }
    expect(seen).toEqual(names);
    expect(pages).toBe(5);
    // With autoPaginate (the default), maxResults caps the whole list, not a page.
    expect(namesOf((await bucket().getFiles({ prefix, maxResults: 4 }))[0], prefix)).toEqual(
      names.slice(0, 4),
    );
  });

  it('when a delimiter is given, then objects deeper down roll up into prefixes', async () => {
    const prefix = freshPrefix('delimiter');
    await writeAll(prefix, ['top.webp', 'r1/a.webp', 'r1/b.webp', 'r2/a.webp', 'r2/deep/x.webp']);
    const [files, , response] = await bucket().getFiles({
      prefix,
      delimiter: '/',
      autoPaginate: false,
    });
    expect(namesOf(files, prefix)).toEqual(['top.webp']);
    expect((response as { prefixes?: string[] }).prefixes).toEqual([
      `${prefix}r1/`,
      `${prefix}r2/`,
    ]);
  });

  it('when a listing with a delimiter is paged, then prefixes count toward the page and none repeats', async () => {
    const prefix = freshPrefix('delimiter-pages');
    await writeAll(prefix, ['a/1', 'a/2', 'b', 'c/1', 'd', 'e/1', 'e/2']);
    const items: string[] = [];
    const prefixes: string[] = [];
    let query: Record<string, unknown> | null = {
      prefix,
      delimiter: '/',
      maxResults: 2,
      autoPaginate: false,
    };
    while (query) {
      const [files, next, response] = await bucket().getFiles(query);
      const rolled = (response as { prefixes?: string[] }).prefixes ?? [];
      expect(files.length + rolled.length).toBeLessThanOrEqual(2);
      items.push(...namesOf(files, prefix));
      prefixes.push(...rolled.map((p) => p.slice(prefix.length)));
      query = next as Record<string, unknown> | null;
    }
    expect({ items, prefixes }).toEqual({ items: ['b', 'd'], prefixes: ['a/', 'c/', 'e/'] });
  });

  it('when startOffset and endOffset are given, then only names in [start, end) are listed', async () => {
    const prefix = freshPrefix('offsets');
    await writeAll(prefix, ['a', 'b', 'c', 'd']);
    const [files] = await bucket().getFiles({
      prefix,
      startOffset: `${prefix}b`,
      endOffset: `${prefix}d`,
    });
    expect(namesOf(files, prefix)).toEqual(['b', 'c']);
  });
});
