import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map.css';
import { parseMapTiles } from '@/config/map-tiles';
import { gridClusters } from './grid-clusters';
import { loadOutline, outlineUrl } from './outline';

/*
 * The maps themselves: Leaflet, the world's outline under the configured tiles, and the markers.
 * This module and what it imports are one chunk (`map`, web/vite.config.ts), loaded by
 * components/lazy-map.ts only when a map is on screen: no page's initial script holds any of it.
 */

/** A place as a map shows it. */
export interface MapPlace {
  id: string;
  title: string;
  lat: number;
  lng: number;
  /** Its page, where the marker's popup links to. */
  href: string;
}

const tiles = parseMapTiles(import.meta.env);
const MAX_ZOOM = tiles ? 18 : 8;
/** Close enough to see the streets around a place with tiles; its country with the outline only. */
const PLACE_ZOOM = tiles ? 13 : 5;

const pin = (className: string, html = '') =>
  L.divIcon({
    className: `tg-map-marker ${className}`,
    html,
    iconSize: [32, 32],
    iconAnchor: [16, 30],
  });

/** The marker's accessible name (Leaflet makes a keyboard marker a focusable role=button). */
function named<T extends L.Marker>(marker: T, name: string): T {
  const label = () => marker.getElement()?.setAttribute('aria-label', name);
  marker.on('add', label);
  if (marker.getElement()) label();
  return marker;
}

/** A link that opens a place in the app (`open`), as a plain link would otherwise. */
function placeLink(place: MapPlace, open: (href: string) => void): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = place.href;
  link.textContent = place.title;
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    open(place.href);
  });
  return link;
}

/** A map on `element` (focusable, keyboard on: arrows pan, + and - zoom), its outline drawn. */
function baseMap(element: HTMLElement): L.Map {
  const map = L.map(element, {
    keyboard: true,
    minZoom: 1,
    maxZoom: MAX_ZOOM,
    worldCopyJump: true,
    zoomSnap: 1,
  });
  element.classList.add('tg-map');
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  map.createPane('outline').style.zIndex = '150';
  const renderer = L.svg({ pane: 'outline', padding: 0.5 });
  const style = (className: string): L.PathOptions => ({
    pane: 'outline',
    renderer,
    interactive: false,
    className,
  });
  loadOutline()
    .then((outline) => {
      L.geoJSON(outline.land, { style: () => style('tg-map-land') }).addTo(map);
      L.geoJSON(outline.borders, { style: () => style('tg-map-border') }).addTo(map);
    })
    .catch(() => element.classList.add('tg-map-no-outline'));
  map.attributionControl.addAttribution(
    'Outline: <a href="https://www.naturalearthdata.com/">Natural Earth</a>',
  );
  if (tiles) {
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: MAX_ZOOM }).addTo(map);
  }
  return map;
}

/**
 * A place's map: a marker on it, labelled with its name, and a scale in the reader's unit (`miles`,
 * lib/distance.ts: the caller's, so that module stays out of this chunk). Returns what removes it.
 */
export function drawPlaceMap(
  element: HTMLElement,
  place: MapPlace,
  { miles }: { miles: boolean },
): () => void {
  const map = baseMap(element);
  map.setView([place.lat, place.lng], PLACE_ZOOM);
  const marker = named(
    L.marker([place.lat, place.lng], { icon: pin('tg-map-pin'), title: place.title }),
    place.title,
  );
  marker.bindPopup(place.title).addTo(map);
  L.control.scale({ metric: !miles, imperial: miles }).addTo(map);
  return () => map.remove();
}

export interface PlacesMap {
  /** Shows these places instead (a search changed, "Show more" added some). */
  show(places: readonly MapPlace[]): void;
  remove(): void;
}

/**
 * The catalogue's map: a marker for each place, grouped when they crowd at the map's zoom
 * (a group zooms in on its places when pressed, or lists them when they cannot be told apart),
 * each opening the place's page through `open`.
 */
export function drawPlacesMap(
  element: HTMLElement,
  first: readonly MapPlace[],
  open: (href: string) => void,
): PlacesMap {
  const map = baseMap(element);
  const layer = L.layerGroup().addTo(map);
  let places = first;

  const listPopup = (members: readonly MapPlace[]) => {
    const list = document.createElement('ul');
    list.className = 'tg-map-list';
    for (const place of members) {
      const item = document.createElement('li');
      item.append(placeLink(place, open));
      list.append(item);
    }
    return list;
  };

  const draw = () => {
    layer.clearLayers();
    const clusters = gridClusters(places, (place) =>
      map.latLngToLayerPoint([place.lat, place.lng]),
    );
    for (const { items, at } of clusters) {
      if (items.length === 1) {
        const place = items[0]!;
        named(
          L.marker([place.lat, place.lng], { icon: pin('tg-map-pin'), title: place.title }),
          place.title,
        )
          .bindPopup(listPopup([place]))
          .addTo(layer);
        continue;
      }
      const bounds = L.latLngBounds(items.map((place) => [place.lat, place.lng]));
      const group = named(
        L.marker(map.layerPointToLatLng(L.point(at.x, at.y)), {
          icon: pin('tg-map-group', `<span aria-hidden="true">${items.length}</span>`),
        }),
        `${items.length} places: ${items.map((place) => place.title).join(', ')}`,
      );
      const closer = Math.min(map.getBoundsZoom(bounds, false, L.point(80, 80)), MAX_ZOOM);
      if (closer > map.getZoom()) {
        group.on('click', () => map.fitBounds(bounds, { padding: [40, 40], maxZoom: closer }));
      } else {
        group.bindPopup(listPopup(items));
      }
      group.addTo(layer);
    }
  };

  const fit = () => {
    if (places.length === 0) map.setView([20, 0], 1);
    else
      map.fitBounds(L.latLngBounds(places.map((place) => [place.lat, place.lng])), {
        padding: [32, 32],
        maxZoom: PLACE_ZOOM,
      });
  };

  map.on('zoomend', draw);
  fit();
  draw();
  return {
    show(next) {
      places = next;
      fit();
      draw();
    },
    remove: () => map.remove(),
  };
}

/**
 * The paths on this site that may be this map's files, for a saved place's offline copy
 * (index.ts keeps those that are the build's map files): its chunk, the page's stylesheets (the
 * chunk's among them) and the outline.
 */
export function mapFiles(): string[] {
  const here = (href: string) => {
    const url = new URL(href, window.location.href);
    return url.origin === window.location.origin ? url.pathname : '';
  };
  const styles = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
    (link) => here(link.href),
  );
  return [...new Set([here(import.meta.url), ...styles, here(outlineUrl)])];
}
