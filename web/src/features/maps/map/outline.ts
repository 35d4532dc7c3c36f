import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { FeatureCollection, MultiLineString, Position } from 'geojson';
// Natural Earth's countries at 1:110m (world-atlas): 108 kB, 38 kB gzip, a file of its own that
// comes with the map and is kept with a saved place's copy (lib/offline.ts).
import outlineUrl from 'world-atlas/countries-110m.json?url';

/*
 * The world's land and borders, drawn under the tiles: what the map shows where no tile server
 * answers (offline, CI, an emulator build). Fetched once per page.
 */

export { outlineUrl };

export interface Outline {
  land: FeatureCollection;
  /** The borders between countries (each once), apart from the coasts. */
  borders: MultiLineString;
}

type Countries = Topology<{ countries: GeometryCollection }>;

/**
 * A ring that crosses the antimeridian (Fiji, Chukotka) jumps from 180° to -180° and back, which a
 * flat map draws as a line across the world: its points after each jump are moved a turn east or
 * west, so it goes on past 180° instead. A ring around the pole (Antarctica) jumps once and
 * closes along the map's edge: it stays as it is.
 */
export function unwrapRing(ring: Position[]): Position[] {
  const jumps = ring.filter((point, i) => i > 0 && Math.abs(point[0]! - ring[i - 1]![0]!) > 180);
  if (jumps.length === 0 || jumps.length % 2 === 1) return ring;
  let turn = 0;
  return ring.map((point, i) => {
    const step = i > 0 ? point[0]! - ring[i - 1]![0]! : 0;
    if (step > 180) turn -= 360;
    else if (step < -180) turn += 360;
    return [point[0]! + turn, point[1]!];
  });
}

/** The outline from world-atlas's TopoJSON, its rings drawable on a flat map. */
export function outlineFrom(topology: Countries): Outline {
  const land = feature(topology, topology.objects.countries) as FeatureCollection;
  for (const { geometry } of land.features) {
    if (geometry.type === 'Polygon') geometry.coordinates = geometry.coordinates.map(unwrapRing);
    if (geometry.type === 'MultiPolygon')
      geometry.coordinates = geometry.coordinates.map((polygon) => polygon.map(unwrapRing));
  }
  return { land, borders: mesh(topology, topology.objects.countries, (a, b) => a !== b) };
}

let loading: Promise<Outline> | undefined;

export function loadOutline(): Promise<Outline> {
  loading ??= fetch(outlineUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`The map's outline answered ${response.status}`);
      return response.json() as Promise<Countries>;
    })
    .then(outlineFrom)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
