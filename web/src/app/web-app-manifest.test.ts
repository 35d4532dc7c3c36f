import { readFileSync } from 'node:fs';
import path from 'node:path';

// The files the browser installs the site from (web/public, drawn by emulators/seed/images/make-images.py)
// and the document every page is rendered in (src/app/root.tsx); the pages themselves are checked
// through Hosting in server-rendering.integration.test.ts, the manifest in Chromium in
// e2e/rendered-pages.spec.ts.

const WEB = path.resolve(import.meta.dirname, '../..');
const PUBLIC = path.join(WEB, 'public');

interface Icon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

const manifest = JSON.parse(
  readFileSync(path.join(PUBLIC, 'manifest.webmanifest'), 'utf8'),
) as Record<string, unknown> & { icons: Icon[] };
// The document every page is rendered in (its <head> is written in JSX, attributes as in HTML).
const indexHtml = readFileSync(path.join(WEB, 'src/app/root.tsx'), 'utf8');

/** A PNG's width and height, from its IHDR chunk (the first, right after the signature). */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).toString('hex'), `${file} is a PNG`).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The value of a `<link rel=…>` or `<meta name=…>` attribute in the root's document. */
function attribute(tag: RegExp, name: string): string | undefined {
  const element = tag.exec(indexHtml)?.[0] ?? '';
  return new RegExp(`\\s${name}="([^"]*)"`).exec(element)?.[1];
}

describe('the web app manifest', () => {
  it('names the site and opens it standalone at its home page, for the whole site', () => {
    expect(manifest.name).toBe('My Tourist Guide');
    expect(manifest.short_name).toBe('Tourist Guide');
    expect(manifest.start_url).toBe('/');
    expect(manifest.scope).toBe('/');
    expect(manifest.id).toBe('/');
    expect(manifest.display).toBe('standalone');
  });

  it("takes its colours from the site: the theme-color meta and the page's background", () => {
    expect(manifest.theme_color).toBe(attribute(/<meta\s+name="theme-color"[^>]*>/, 'content'));
    const tokens = readFileSync(path.join(WEB, 'src/styles/tokens.css'), 'utf8');
    const surface = /--color-surface:\s*(#[0-9a-f]{6});/i.exec(tokens)?.[1];
    expect(surface).toBeDefined();
    expect(manifest.background_color).toBe(surface);
  });

  it('lists icons of 192 and 512 px, plain and maskable, each a PNG file of the size it declares', () => {
    const declared = manifest.icons.map((icon) => `${icon.purpose} ${icon.sizes}`);
    expect(declared.sort()).toEqual(
      ['any 192x192', 'any 512x512', 'maskable 192x192', 'maskable 512x512'].sort(),
    );
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(icon.src).toMatch(/^\/icons\/[a-z0-9-]+\.png$/);
      const { width, height } = pngSize(path.join(PUBLIC, icon.src));
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });
});

describe('the root route’s document, which every page is rendered in', () => {
  it('links the manifest and a 180 px touch icon for iOS, which reads no manifest icons', () => {
    expect(attribute(/<link\s+rel="manifest"[^>]*>/, 'href')).toBe('/manifest.webmanifest');
    const touchIcon = attribute(/<link\s+rel="apple-touch-icon"[^>]*>/, 'href');
    expect(touchIcon).toBe('/icons/apple-touch-icon.png');
    expect(pngSize(path.join(PUBLIC, touchIcon ?? ''))).toEqual({ width: 180, height: 180 });
  });
});
