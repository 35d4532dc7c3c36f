import MiniSearch from 'minisearch';
import { bayesianAverage, ratingBand, recommendedScore } from '../ranking';
import type { Service } from '../schema';
import { editDistance, normalize, typosForgiven, wordsOf } from './words';

/*
 * The places an instance searches, indexed by MiniSearch (an inverted index over a radix tree:
 * exact, prefix and fuzzy lookups of each word). MiniSearch finds the candidates; the rules of a
 * match and its score are ours (below), so they do not depend on the library's BM25 weights or on
 * how many places there are: a place's score for a query never changes while the place does not,
 * which keeps a relevance cursor stable.
 */

/** A place as the index keeps it: the place and the values its sorts and filters read. */
export interface IndexedPlace {
  service: Service;
  titleSort: string;
  rankRecommended: number;
  rankRating: number;
  /** The average rounded down to a half star (0 without ratings): what `minRating` compares. */
  band: number;
}

export function indexedPlace(service: Service): IndexedPlace {
  return {
    service,
    titleSort: normalize(service.title),
    rankRecommended: recommendedScore(service.rating),
    rankRating: bayesianAverage(service.rating),
    band: ratingBand(service.rating),
  };
}

export interface Match {
  place: IndexedPlace;
  score: number;
}

const FIELDS = ['title', 'country', 'region', 'description'] as const;
type Field = (typeof FIELDS)[number];

/** Where a word is found counts first: the title, then the country, the region, the description. */
const FIELD_WEIGHT: Record<Field, number> = { title: 4, country: 3, region: 2, description: 1 };
/** Then how: the word itself, the start of a word (the last query word only), a typo. */
const EXACT = 3;
const PREFIX = 2;
const TYPO = 1;

/**
 * The edits asked of MiniSearch for a word: one more than forgiven, because its distance
 * (Levenshtein) counts a swap of two letters as two edits where ours counts one; editDistance
 * then keeps only what is forgiven.
 */
const fuzzyFor = (word: string): number | false => {
  const typos = typosForgiven(word);
  return typos === 0 ? false : typos + 1;
};

type Doc = { id: string } & Record<Field, string>;

export class PlaceIndex {
  private readonly places = new Map<string, IndexedPlace>();
  private readonly mini = new MiniSearch<Doc>({
    fields: [...FIELDS],
    tokenize: (text) => wordsOf(text),
    processTerm: (term) => term,
  });

  get size(): number {
    return this.places.size;
  }

  get(id: string): IndexedPlace | undefined {
    return this.places.get(id);
  }

  /** Adds a place, or replaces what the index knew of it. */
  upsert(service: Service): void {
    const known = this.places.get(service._id);
    const doc: Doc = {
      id: service._id,
      title: service.title,
      country: service.country,
      region: service.region,
      description: service.description,
    };
    if (!known) this.mini.add(doc);
    else if (FIELDS.some((f) => known.service[f] !== service[f])) this.mini.replace(doc);
    this.places.set(service._id, indexedPlace(service));
  }

  remove(id: string): void {
    if (!this.places.delete(id)) return;
    this.mini.discard(id);
  }

  /**
   * The places (those `keep` accepts) where every word matches, each with its score: for each
   * word, the best of where it is found times how, summed over the words. The last word also
   * matches the start of a word, unless `lastIsPrefix` is false.
   */
  match(
    words: readonly string[],
    keep: (place: IndexedPlace) => boolean,
    lastIsPrefix = true,
  ): Match[] {
    if (words.length === 0) return [];
    const last = lastIsPrefix ? words.length - 1 : -1;
    const results = this.mini.search(words.join(' '), {
      combineWith: 'AND',
      tokenize: (q) => q.split(' '),
      processTerm: (term) => term,
      prefix: (_term, i) => i === last,
      fuzzy: (term) => fuzzyFor(term),
      filter: (result) => {
        const place = this.places.get(result.id as string);
        return place !== undefined && keep(place);
      },
    });
    const matches: Match[] = [];
    for (const result of results) {
      const score = scoreOf(words, result.match, last);
      if (score > 0) matches.push({ place: this.places.get(result.id as string)!, score });
    }
    return matches;
  }

  /** Whether a place `keep` accepts has a word that starts with `prefix` (or is it). */
  hasWordStartingWith(prefix: string, keep: (place: IndexedPlace) => boolean): boolean {
    const results = this.mini.search(prefix, {
      tokenize: (q) => [q],
      processTerm: (term) => term,
      prefix: true,
      fuzzy: false,
      filter: (result) => {
        const place = this.places.get(result.id as string);
        return place !== undefined && keep(place);
      },
    });
    return results.length > 0;
  }

  /**
   * Words of the index within `maxEdits` of `word` among the places `keep` accepts, nearest
   * first, then those in the most places.
   */
  nearestWords(
    word: string,
    maxEdits: number,
    keep: (place: IndexedPlace) => boolean,
  ): { word: string; edits: number; places: number }[] {
    const found = new Map<string, { edits: number; places: number }>();
    const results = this.mini.search(word, {
      tokenize: (q) => [q],
      processTerm: (term) => term,
      prefix: false,
      fuzzy: maxEdits === 0 ? false : maxEdits + 1,
      filter: (result) => {
        const place = this.places.get(result.id as string);
        return place !== undefined && keep(place);
      },
    });
    for (const result of results) {
      for (const term of Object.keys(result.match)) {
        const edits = editDistance(term, word, maxEdits);
        if (edits > maxEdits) continue;
        const seen = found.get(term);
        found.set(term, { edits, places: (seen?.places ?? 0) + 1 });
      }
    }
    return [...found]
      .map(([w, { edits, places }]) => ({ word: w, edits, places }))
      .sort((a, b) => a.edits - b.edits || b.places - a.places || (a.word < b.word ? -1 : 1));
  }
}

/** A place's score for `words` from the words of its own that matched, or 0 if one word did not. */
function scoreOf(words: readonly string[], match: Record<string, string[]>, last: number): number {
  let total = 0;
  for (const [i, word] of words.entries()) {
    const typos = typosForgiven(word);
    let best = 0;
    for (const [term, fields] of Object.entries(match)) {
      const how =
        term === word
          ? EXACT
          : i === last && term.startsWith(word)
            ? PREFIX
            : typos > 0 && editDistance(term, word, typos) <= typos
              ? TYPO
              : 0;
      if (how === 0) continue;
      for (const field of fields) best = Math.max(best, FIELD_WEIGHT[field as Field] * how);
    }
    if (best === 0) return 0;
    total += best;
  }
  return total;
}
