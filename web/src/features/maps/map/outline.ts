import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { FeatureCollection, MultiLineString } from 'geojson';
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

/** The outline from world-atlas's TopoJSON. */
export function outlineFrom(topology: Countries): Outline {
  return {
    land: feature(topology, topology.objects.countries) as FeatureCollection,
    borders: mesh(topology, topology.objects.countries, (a, b) => a !== b),
  };
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
