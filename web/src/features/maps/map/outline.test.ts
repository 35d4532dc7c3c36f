import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Position } from 'geojson';
import atlas from 'world-atlas/countries-110m.json';
import { outlineFrom, unwrapRing } from './outline';

const outline = outlineFrom(atlas as unknown as Topology<{ countries: GeometryCollection }>);

/** Every ring of the land, with the name of its country. */
const rings = outline.land.features.flatMap(({ geometry, properties }) => {
  const polygons =
    geometry.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : [];
  return polygons.flat().map((ring) => ({ name: String(properties?.name), ring }));
});
const crossings = (ring: Position[]) =>
  ring.filter((point, i) => i > 0 && Math.abs(point[0]! - ring[i - 1]![0]!) > 180).length;

describe("the map's outline", () => {
  it('has the land of every country and the borders between them', () => {
    expect(outline.land.features.length).toBeGreaterThan(170);
    expect(outline.borders.coordinates.length).toBeGreaterThan(100);
  });

  it('draws no line across the world: only the ring around the pole meets the edge', () => {
    const across = rings.filter(({ ring }) => crossings(ring) > 0).map(({ name }) => name);
    expect(across).toEqual(['Antarctica']);
    // Fiji's islands astride the antimeridian are each one piece, a few degrees wide.
    for (const { ring } of rings.filter(({ name }) => name === 'Fiji')) {
      const longitudes = ring.map((point) => point[0]!);
      expect(Math.max(...longitudes) - Math.min(...longitudes)).toBeLessThan(10);
    }
  });

  it('moves the points after a crossing a turn over, and leaves other rings alone', () => {
    const ring = [
      [179, 1],
      [-179, 1],
      [-179, -1],
      [179, -1],
      [179, 1],
    ];
    expect(unwrapRing(ring)).toEqual([
      [179, 1],
      [181, 1],
      [181, -1],
      [179, -1],
      [179, 1],
    ]);
    const plain = [
      [1, 1],
      [2, 1],
      [1, 2],
      [1, 1],
    ];
    expect(unwrapRing(plain)).toBe(plain);
  });
});
