import firebaseConfig from '../../../firebase.json';
import { OSM_TILES } from './map-tiles';

/*
 * What the site's headers (firebase.json; the page function sends the same CSP: web/server) allow
 * the maps: tiles as images from their https host and nothing more, and the browser's position
 * to the site's own pages only (Near me).
 */
const headers = (
  firebaseConfig as { hosting: { headers: { headers: { key: string; value: string }[] }[] } }
).hosting.headers.flatMap((rule) => rule.headers);
const header = (key: string) => headers.find((h) => h.key === key)?.value ?? '';
const directives = new Map(
  header('Content-Security-Policy')
    .split('; ')
    .map((directive) => [directive.split(' ')[0]!, directive.split(' ').slice(1)] as const),
);

describe("the site's headers and the maps", () => {
  it('let the tile server send images, and open nothing else to it', () => {
    const tiles = new URL(OSM_TILES.url.replace(/\{[a-z]+\}/g, '0'));
    const imgSrc = directives.get('img-src') ?? [];
    expect(imgSrc.includes('https:') || imgSrc.includes(tiles.origin)).toBe(true);
    for (const [name, sources] of directives) {
      if (name !== 'img-src') expect(sources.join(' '), name).not.toContain(tiles.hostname);
    }
    // The outline and the map's code come from the site itself.
    expect(directives.get('connect-src')).toContain("'self'");
    expect(directives.get('script-src')).toContain("'self'");
  });

  it("let the site's own pages ask for the reader's position, and no other page", () => {
    const policy = header('Permissions-Policy').split(', ');
    expect(policy).toContain('geolocation=(self)');
    expect(policy).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'payment=()']));
  });
});
