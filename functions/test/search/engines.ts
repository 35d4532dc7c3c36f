import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PlaceIndex } from '../../src/services/search/place-index';
import { createInInstanceEngine } from '../../src/services/search/in-instance-engine';
import type { SearchEngine } from '../../src/services/search/engine';
import {
  createTypesenseEngine,
  TYPESENSE_SCHEMA,
} from '../../src/services/search/typesense-engine';
import { ratingOf, type Stars } from '../../src/services';
import { placeDocument } from '../../src/services/place-fields';
import type { Service, ServiceInput } from '../../src/services/schema';

/*
 * The engines the contract test runs: each is given the same places and must answer the same.
 * The in-instance engine always runs. Typesense runs where TYPESENSE_URL and TYPESENSE_API_KEY
 * (an admin key: the test writes its own collection) reach a server; the machines here reach
 * only npm, so there it is not in the list.
 */
export interface EngineHarness {
  name: string;
  create(places: readonly Service[]): Promise<SearchEngine>;
}

const inInstance: EngineHarness = {
  name: 'in-instance (MiniSearch)',
  async create(places) {
    const index = new PlaceIndex();
    for (const place of places) index.upsert(place);
    const byId = new Map(places.map((place) => [place._id, place]));
    return createInInstanceEngine(
      async () => index,
      async (ids) => new Map(ids.flatMap((id) => (byId.has(id) ? [[id, byId.get(id)!]] : []))),
    );
  },
};

function typesense(url: string, apiKey: string): EngineHarness {
  return {
    name: 'Typesense',
    async create(places) {
      const collection = `contract-${Date.now()}`;
      const call = async (method: string, p: string, body?: string, type = 'application/json') => {
        const res = await fetch(`${url}${p}`, {
          method,
          headers: { 'X-TYPESENSE-API-KEY': apiKey, 'content-type': type },
          body,
        });
        if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
      };
      await call('POST', '/collections', JSON.stringify({ name: collection, ...TYPESENSE_SCHEMA }));
      // As the extension writes them: the document's fields and its id.
      const lines = places.map(({ _id, rating, ...place }) => {
        // The commit time is Firestore's: the extension does not copy it.
        const fields: Record<string, unknown> = { ...placeDocument({ _id, ...place }, rating) };
        delete fields.changedAt;
        return JSON.stringify({ id: _id, ...fields });
      });
      await call(
        'POST',
        `/collections/${collection}/documents/import?action=upsert`,
        lines.join('\n'),
        'text/plain',
      );
      return createTypesenseEngine({ url, apiKey, collection });
    },
  };
}

export const ENGINES: EngineHarness[] = [
  inInstance,
  ...(process.env.TYPESENSE_URL && process.env.TYPESENSE_API_KEY
    ? [typesense(process.env.TYPESENSE_URL, process.env.TYPESENSE_API_KEY)]
    : []),
];

/** The seeded places, each with a rating of its own (so that every sort orders them). */
export function seededPlaces(): Service[] {
  const file = path.join(__dirname, '../../../emulators/seed/places.json');
  const places = JSON.parse(readFileSync(file, 'utf8')) as ServiceInput[];
  return places.map((place, i) => {
    const stars = Array.from({ length: (i * 7) % 11 }, (_, j) => (((i + j) % 5) + 1) as Stars);
    return { ...place, rating: ratingOf(stars) };
  });
}
