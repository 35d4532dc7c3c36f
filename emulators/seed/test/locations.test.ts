import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { geoArea, geoContains } from 'd3-geo';
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, generatePlaces } from '../src/catalog-generator.js';

/*
 * Where the seeded places are, checked against Natural Earth's country outlines (world-atlas's
 * 1:10m TopoJSON, the finest it has, so that islands and coasts are there): every seeded place
 * lies inside its own country, and every spot the made-up catalogue draws from does too.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const places = JSON.parse(readFileSync(path.join(ROOT, 'emulators/seed/places.json'), 'utf8')) as {
  _id: string;
  country: string;
  location: { lat: number; lng: number } | null;
}[];

const require = createRequire(import.meta.url);
const atlas = require('world-atlas/countries-10m.json') as Topology<{
  countries: GeometryCollection<{ name: string }>;
}>;
const outlines = feature(atlas, atlas.objects.countries).features;

/** Our country names where Natural Earth's short names differ. */
const ATLAS_NAME: Record<string, string> = {
  Türkiye: 'Turkey',
  'United States': 'United States of America',
  'French Polynesia': 'Fr. Polynesia',
};

function outlineOf(country: string) {
  const name = ATLAS_NAME[country] ?? country;
  const found = outlines.find((f) => f.properties.name === name);
  if (!found) throw new Error(`no outline named ${name} (for ${country})`);
  return found;
}

/**
 * The country whose outline holds the point, if any: what a failure names. An outline wound the
 * wrong way round (one in the atlas) holds the whole globe but itself, so it is left out here.
 */
const countryAt = (lng: number, lat: number) =>
  outlines.find((f) => geoArea(f) < 2 * Math.PI && geoContains(f, [lng, lat]))?.properties.name ??
  'the sea';

describe('where the seeded places are', () => {
  it('each seeded place has a location inside its own country', () => {
    for (const place of places) {
      expect(place.location, place._id).not.toBeNull();
      const { lat, lng } = place.location!;
      expect(
        geoContains(outlineOf(place.country), [lng, lat]),
        `${place._id} (${lat}, ${lng}) is in ${countryAt(lng, lat)}, not ${place.country}`,
      ).toBe(true);
    }
  });

  it('the made-up catalogue draws from real spots, each inside its country, and stays within 2 km of one', () => {
    for (const [country, , spots] of COUNTRIES) {
      for (const [name, lat, lng] of spots) {
        expect(
          geoContains(outlineOf(country), [lng, lat]),
          `${name} (${lat}, ${lng}) is in ${countryAt(lng, lat)}, not ${country}`,
        ).toBe(true);
      }
    }
    const spotsOf = new Map(COUNTRIES.map(([country, , spots]) => [country, spots]));
    for (const { place } of generatePlaces(2_000, [{ img: '/a.webp', photos: ['/a.webp'] }])) {
      const { lat, lng } = place.location!;
      const near = spotsOf
        .get(place.country)!
        .some(([, spotLat, spotLng]) => Math.hypot(lat - spotLat, lng - spotLng) <= 0.03);
      expect(near, `${place._id} (${lat}, ${lng}) in ${place.country}`).toBe(true);
    }
  });
});
