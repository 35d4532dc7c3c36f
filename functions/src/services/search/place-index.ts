import SearchableMap from 'minisearch/SearchableMap';
import { bayesianAverage, ratingBand, recommendedScore } from '../ranking';
import type { Region } from '../regions';
import type { SearchablePlace } from '../schema';
import { Postings } from './postings';
import { editDistance, normalize, typosForgiven, wordsOf } from './words';

/*
 * The places an instance searches. The words of every place live in MiniSearch's radix tree
 * (SearchableMap: exact, prefix and fuzzy lookups of a word), each with the compact list of the
 * places it is found in and in which fields (postings.ts). A place itself is kept only as the
 * values its filters and sorts read: the page's places are read by id when answered, so the
 * index holds no description. The rules of a match and its score are ours (below), so a place's
 * score for a query never changes while the place does not, which keeps a relevance cursor
 * stable.
 */

/** What the index keeps of a place: the values its sorts and filters read. */
export interface IndexedPlace {
  id: string;
  region: Region;
  price: number;
  titleSort: string;
  rankRecommended: number;
  rankRating: number;
  /** Rated reviews (the `reviews` sort). */
  ratings: number;
  /** The average rounded down to a half star (0 without ratings): what `minRating` compares. */
  band: number;
  /** A digest of the searched text: an edit that leaves it alone does not re-index the words. */
  textKey: string;
  /** Where it is, in degrees; NaN for a place nobody has located. */
  lat: number;
  lng: number;
}

/** The mean radius of the Earth in kilometres (IUGG). */
const EARTH_KM = 6371.0088;
const RADIANS = Math.PI / 180;

/** The great-circle distance between two points in degrees, in kilometres (haversine). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RADIANS;
  const dLng = (lng2 - lng1) * RADIANS;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface Near {
  id: string;
  km: number;
}

export interface Match {
  place: IndexedPlace;
  score: number;
  /** Kilometres from the point a `distance` search measures from (set by the engine). */
  km?: number;
}

/** Whether anybody has said where the place is. */
export const isLocated = (place: IndexedPlace): boolean => !Number.isNaN(place.lat);

const FIELDS = ['title', 'country', 'region', 'description'] as const;
type Field = (typeof FIELDS)[number];

/** Where a word is found counts first: the title, then the country, the region, the description. */
const FIELD_WEIGHT: Record<Field, number> = { title: 4, country: 3, region: 2, description: 1 };
/** Then how: the word itself, the start of a word (the last query word only), a typo. */
const EXACT = 3;
const PREFIX = 2;
const TYPO = 1;

/** The best field weight of each combination of field bits (bit i: FIELDS[i]). */
const BEST_FIELD = Array.from({ length: 1 << FIELDS.length }, (_, bits) =>
  Math.max(0, ...FIELDS.filter((_, i) => bits & (1 << i)).map((f) => FIELD_WEIGHT[f])),
);

/** A short digest of a text (FNV-1a, 32 bits) and its length. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length}:${(hash >>> 0).toString(36)}`;
}

export class PlaceIndex {
  private readonly words = new SearchableMap<Postings>();
  /** The same postings by word in a hash map: a word's exact lookup without walking the tree. */
  private readonly byWord = new Map<string, Postings>();
  private readonly places: (IndexedPlace | undefined)[] = [];
  private readonly ords = new Map<string, number>();
  private removed = 0;

  get size(): number {
    return this.ords.size;
  }

  get(id: string): IndexedPlace | undefined {
    const ord = this.ords.get(id);
    return ord === undefined ? undefined : this.places[ord];
  }

  /** Adds a place, or replaces what the index knew of it. */
  upsert(service: SearchablePlace): void {
    const texts = FIELDS.map((field) => service[field]);
    const place: IndexedPlace = {
      id: service._id,
      region: service.region,
      price: service.price,
      titleSort: normalize(service.title),
      rankRecommended: recommendedScore(service.rating),
      rankRating: bayesianAverage(service.rating),
      ratings: service.rating.count,
      band: ratingBand(service.rating),
      textKey: digest(texts.join('\u0000')),
      lat: service.location?.lat ?? Number.NaN,
      lng: service.location?.lng ?? Number.NaN,
    };
    const known = this.ords.get(place.id);
    if (known !== undefined && this.places[known]?.textKey === place.textKey) {
      this.places[known] = place;
      return;
    }
    if (known !== undefined) this.remove(place.id);
    const ord = this.places.length;
    this.places.push(place);
    this.ords.set(place.id, ord);
    const bits = new Map<string, number>();
    texts.forEach((text, i) => {
      for (const word of wordsOf(text)) bits.set(word, (bits.get(word) ?? 0) | (1 << i));
    });
    for (const [word, fields] of bits) {
      let postings = this.byWord.get(word);
      if (!postings) {
        postings = new Postings();
        this.byWord.set(word, postings);
        this.words.set(word, postings);
      }
      postings.add(ord, fields);
    }
  }

  /**
   * The `k` located places nearest to a point, nearest first (ties by id), leaving out `except`.
   * A scan of every place: 60,000 distances take a few milliseconds, and need no index of their
   * own nor any read (docs/decisions.md, "Nearby places from the search index").
   */
  nearest(lat: number, lng: number, k: number, except?: string): Near[] {
    const best: Near[] = [];
    const before = (a: Near, b: Near) => a.km < b.km || (a.km === b.km && a.id < b.id);
    for (const place of this.places) {
      if (!place || !isLocated(place) || place.id === except) continue;
      const near = { id: place.id, km: distanceKm(lat, lng, place.lat, place.lng) };
      if (best.length === k && !before(near, best[k - 1]!)) continue;
      let at = best.length;
      while (at > 0 && before(near, best[at - 1]!)) at -= 1;
      best.splice(at, 0, near);
      if (best.length > k) best.pop();
    }
    return best;
  }

  /** Every place `keep` accepts, unscored: what a search without words (`distance`) orders. */
  every(keep: (place: IndexedPlace) => boolean): Match[] {
    const matches: Match[] = [];
    for (const place of this.places) {
      if (place && keep(place)) matches.push({ place, score: 0 });
    }
    return matches;
  }

  remove(id: string): void {
    const ord = this.ords.get(id);
    if (ord === undefined) return;
    this.ords.delete(id);
    this.places[ord] = undefined;
    this.removed += 1;
    // Postings keep a removed place until a quarter of their entries are removed ones.
    if (this.removed > 1000 && this.removed > this.ords.size / 4) this.compact();
  }

  private compact(): void {
    const live = (ord: number) => this.places[ord] !== undefined;
    const empty: string[] = [];
    for (const [word, postings] of this.words) {
      postings.compact(live);
      if (postings.length === 0) empty.push(word);
    }
    for (const word of empty) {
      this.words.delete(word);
      this.byWord.delete(word);
    }
    this.removed = 0;
  }

  /**
   * For one query word, the best score each place gets from it (among the places that matched
   * every earlier word, stamped `previous`; every place for the first word, `previous` 0): the best field it is found in times how (exactly, as
   * the start of a word, with a typo). Stamps the places it scores `mark`; answers them.
   */
  private scoreWord(word: string, asPrefix: boolean, previous: number, mark: number): number[] {
    const { best, stamp } = this.scratch();
    // The first word considers every place on offer; each next one those the previous marked.
    const first = previous === 0;
    const scored: number[] = [];
    const consider = (postings: Postings, how: number) => {
      for (let i = 0; i < postings.length; i++) {
        const ord = postings.ords[i]!;
        const score = BEST_FIELD[postings.fields[i]!]! * how;
        if (stamp[ord] === mark) {
          if (score > best[ord]!) best[ord] = score;
        } else if (first ? this.places[ord] !== undefined : stamp[ord] === previous) {
          stamp[ord] = mark;
          best[ord] = score;
          scored.push(ord);
        }
      }
    };
    const exact = this.byWord.get(word);
    if (exact) consider(exact, EXACT);
    if (asPrefix) {
      for (const [term, postings] of this.words.atPrefix(word)) {
        if (term !== word) consider(postings, PREFIX);
      }
    }
    const typos = typosForgiven(word);
    if (typos > 0) {
      for (const [term, postings] of this.withTypos(word, typos)) {
        if (term === word || (asPrefix && term.startsWith(word))) continue;
        consider(postings, TYPO);
      }
    }
    return scored;
  }

  /** Per-place work space for `match` (which runs to its end before another starts). */
  private space?: { best: Float64Array; total: Float64Array; stamp: Int32Array; next: number };

  private scratch() {
    const n = this.places.length;
    if (!this.space || this.space.stamp.length < n || this.space.next > 2 ** 30) {
      const size = Math.max(1024, n * 2);
      this.space = {
        best: new Float64Array(size),
        total: new Float64Array(size),
        stamp: new Int32Array(size),
        next: 1,
      };
    }
    return this.space;
  }

  /**
   * The words within `typos` edits of `word`, a swap of two neighbouring letters counting as one:
   * the tree's fuzzy lookup (Levenshtein, where a swap is two edits), and for each swap of `word`
   * the words within the edits left. Cheaper than asking the tree for one edit more.
   */
  private withTypos(word: string, typos: number): Map<string, Postings> {
    const found = new Map<string, Postings>();
    for (const [term, [postings]] of this.words.fuzzyGet(word, typos)) found.set(term, postings);
    const letters = Array.from(word);
    for (let i = 0; i + 1 < letters.length; i++) {
      if (letters[i] === letters[i + 1]) continue;
      const swapped = [...letters];
      [swapped[i], swapped[i + 1]] = [letters[i + 1]!, letters[i]!];
      const variant = swapped.join('');
      if (typos === 1) {
        const postings = this.byWord.get(variant);
        if (postings) found.set(variant, postings);
      } else {
        for (const [term, [postings]] of this.words.fuzzyGet(variant, typos - 1)) {
          found.set(term, postings);
        }
      }
    }
    return found;
  }

  /**
   * The places (those `keep` accepts) where every word matches, each with its score summed over
   * the words. The last word also matches the start of a word, unless `lastIsPrefix` is false.
   */
  match(
    words: readonly string[],
    keep: (place: IndexedPlace) => boolean,
    lastIsPrefix = true,
  ): Match[] {
    if (words.length === 0) return [];
    const space = this.scratch();
    // Each word stamps the places it matches with a mark of its own, never used before.
    const base = space.next;
    space.next += words.length;
    let scored: number[] = [];
    for (const [i, word] of words.entries()) {
      const asPrefix = lastIsPrefix && i === words.length - 1;
      scored = this.scoreWord(word, asPrefix, i === 0 ? 0 : base + i - 1, base + i);
      for (const ord of scored) {
        space.total[ord] = (i === 0 ? 0 : space.total[ord]!) + space.best[ord]!;
      }
      if (scored.length === 0) return [];
    }
    const matches: Match[] = [];
    for (const ord of scored) {
      const place = this.places[ord]!;
      if (keep(place)) matches.push({ place, score: space.total[ord]! });
    }
    return matches;
  }

  /** Whether a place `keep` accepts has a word that starts with `prefix` (or is it). */
  hasWordStartingWith(prefix: string, keep: (place: IndexedPlace) => boolean): boolean {
    for (const [, postings] of this.words.atPrefix(prefix)) {
      if (this.placesIn(postings, keep) > 0) return true;
    }
    return false;
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
    if (maxEdits === 0) {
      const postings = this.byWord.get(word);
      const places = postings ? this.placesIn(postings, keep) : 0;
      return places > 0 ? [{ word, edits: 0, places }] : [];
    }
    const found: { word: string; edits: number; places: number }[] = [];
    for (const [term, [postings]] of this.words.fuzzyGet(word, maxEdits)) {
      const edits = editDistance(term, word, maxEdits);
      const places = this.placesIn(postings, keep);
      if (places > 0) found.push({ word: term, edits, places });
    }
    return found.sort(
      (a, b) => a.edits - b.edits || b.places - a.places || (a.word < b.word ? -1 : 1),
    );
  }

  private placesIn(postings: Postings, keep: (place: IndexedPlace) => boolean): number {
    let n = 0;
    for (let i = 0; i < postings.length; i++) {
      const place = this.places[postings.ords[i]!];
      if (place && keep(place)) n += 1;
    }
    return n;
  }
}
