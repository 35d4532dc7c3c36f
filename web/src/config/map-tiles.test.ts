import { OSM_TILES, parseMapTiles } from './map-tiles';

describe('parseMapTiles', () => {
  it("uses OpenStreetMap's tiles in a production build that names none", () => {
    expect(parseMapTiles({})).toEqual(OSM_TILES);
    expect(OSM_TILES.attribution).toContain('OpenStreetMap</a> contributors');
    expect(OSM_TILES.attribution).toContain('https://www.openstreetmap.org/copyright');
  });

  it('uses no tiles in an emulator build, or when told none: the outline alone', () => {
    expect(parseMapTiles({ VITE_USE_EMULATORS: 'true' })).toBeNull();
    expect(parseMapTiles({ VITE_MAP_TILES: 'none' })).toBeNull();
  });

  it('takes another tile server with its attribution, even in an emulator build', () => {
    expect(
      parseMapTiles({
        VITE_USE_EMULATORS: 'true',
        VITE_MAP_TILES: 'https://tiles.example.com/{z}/{x}/{y}.png',
        VITE_MAP_ATTRIBUTION: '&copy; Example',
      }),
    ).toEqual({ url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '&copy; Example' });
  });

  it('refuses a template without its attribution, without https, or without the tile numbers', () => {
    expect(() =>
      parseMapTiles({ VITE_MAP_TILES: 'https://tiles.example.com/{z}/{x}/{y}.png' }),
    ).toThrow(/VITE_MAP_ATTRIBUTION is required/);
    expect(() =>
      parseMapTiles({
        VITE_MAP_TILES: 'http://tiles.example.com/{z}/{x}/{y}.png',
        VITE_MAP_ATTRIBUTION: 'x',
      }),
    ).toThrow(/https URL template/);
    expect(() =>
      parseMapTiles({
        VITE_MAP_TILES: 'https://tiles.example.com/map.png',
        VITE_MAP_ATTRIBUTION: 'x',
      }),
    ).toThrow(/https URL template/);
  });
});
