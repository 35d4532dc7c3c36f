import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Rules the stylesheets keep for speed (docs/performance.md, "Frames after the first paint").
 */
const SRC = path.resolve(__dirname, '..');
const sheets = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({ file, css: readFileSync(path.join(SRC, file), 'utf8') }));

describe('stylesheets', () => {
  it('are all read by this test', () => {
    expect(sheets.map((sheet) => sheet.file)).toContain(
      path.join('app', 'layout', 'navbar.module.css'),
    );
    expect(sheets.length).toBeGreaterThan(20);
  });

  it('use no backdrop-filter: a compositor without a GPU blurs it again on every frame', () => {
    const using = sheets
      .filter(({ css }) => /backdrop-filter\s*:/.test(css))
      .map(({ file }) => file);
    expect(using).toEqual([]);
  });
});
