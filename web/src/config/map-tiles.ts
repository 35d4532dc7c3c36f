/*
 * Where the maps' tiles come from (docs/web.md, "Maps"): an OpenStreetMap-compatible URL template
 * and the attribution its licence asks for, from the build's env. Without tiles (an emulator
 * build, `VITE_MAP_TILES=none`, or no network) a map still draws the world's outline it ships.
 * Read by the map's own chunk only, never by a page's initial script.
 */

export interface MapTiles {
  /** `https://…/{z}/{x}/{y}.png`; `{s}` and `{r}` as Leaflet fills them in. */
  url: string;
  /** HTML: Leaflet's attribution control shows it as it is (build configuration, not user text). */
  attribution: string;
}

export const OSM_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

const isTemplate = (url: string) => {
  if (!['{z}', '{x}', '{y}'].every((part) => url.includes(part))) return false;
  try {
    // The site's CSP lets images come from https origins only (firebase.json's img-src).
    return new URL(url.replace(/\{[a-z]+\}/g, '0')).protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * The tiles a build uses, or null for none. `VITE_MAP_TILES`: a template, `none`, or unset: no
 * tiles in an emulator build (local runs and CI reach no tile server), OpenStreetMap's otherwise.
 * A template other than OpenStreetMap's needs its `VITE_MAP_ATTRIBUTION`. A value that is not an
 * https template is an error: a map without tiles would hide a misconfigured deploy.
 */
export function parseMapTiles(env: Record<string, unknown>): MapTiles | null {
  const raw = typeof env.VITE_MAP_TILES === 'string' ? env.VITE_MAP_TILES.trim() : '';
  const attribution =
    typeof env.VITE_MAP_ATTRIBUTION === 'string' ? env.VITE_MAP_ATTRIBUTION.trim() : '';
  if (raw === 'none') return null;
  if (raw === '') return env.VITE_USE_EMULATORS === 'true' ? null : OSM_TILES;
  if (!isTemplate(raw)) {
    throw new Error(
      `VITE_MAP_TILES must be an https URL template with {z}, {x} and {y}, or none: got ${raw}`,
    );
  }
  if (raw === OSM_TILES.url) return { url: raw, attribution: attribution || OSM_TILES.attribution };
  if (!attribution) {
    throw new Error(`VITE_MAP_ATTRIBUTION is required with VITE_MAP_TILES=${raw}`);
  }
  return { url: raw, attribution };
}
