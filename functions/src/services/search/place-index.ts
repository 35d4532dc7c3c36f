import SearchableMap from 'minisearch/SearchableMap';
import { bayesianAverage, ratingBand, recommendedScore } from '../ranking';
import type { Region } from '../regions';
import type { Service } from '../schema';
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
  upsert(service: Service): void {
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
      let postings = this.words.get(word);
      if (!postings) this.words.set(word, (postings = new Postings()));
      postings.add(ord, fields);
    }
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
    for (const word of empty) this.words.delete(word);
    this.removed = 0;
  }

  /**
   * For one query word, the best score each place gets from it (among `among`, when given):
   * the best field it is found in times how (exactly, as the start of a word, with a typo).
   */
  private scoresOf(word: string, asPrefix: boolean, among?: Map<number, number>) {
    const scores = new Map<number, number>();
    const consider = (postings: Postings, how: number) => {
      for (let i = 0; i < postings.length; i++) {
        const ord = postings.ords[i]!;
        if (among ? !among.has(ord) : this.places[ord] === undefined) continue;
        const score = BEST_FIELD[postings.fields[i]!]! * how;
        if (score > (scores.get(ord) ?? 0)) scores.set(ord, score);
      }
    };
    const exact = this.words.get(word);
    if (exact) consider(exact, EXACT);
    if (asPrefix) {
      for (const [term, postings] of this.words.atPrefix(word)) {
        if (term !== word) consider(postings, PREFIX);
      }
    }
    const typos = typosForgiven(word);
    if (typos > 0) {
      // One edit more than forgiven: the tree's distance (Levenshtein) counts a swap of two
      // letters as two, ours as one; editDistance keeps only what is forgiven.
      for (const [term, [postings]] of this.words.fuzzyGet(word, typos + 1)) {
        if (term === word || (asPrefix && term.startsWith(word))) continue;
        if (editDistance(term, word, typos) <= typos) consider(postings, TYPO);
      }
    }
    return scores;
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
    let total: Map<number, number> | undefined;
    for (const [i, word] of words.entries()) {
      const scores = this.scoresOf(word, lastIsPrefix && i === words.length - 1, total);
      if (total) for (const [ord, score] of scores) scores.set(ord, score + total.get(ord)!);
      total = scores;
      if (total.size === 0) return [];
    }
    const matches: Match[] = [];
    for (const [ord, score] of total ?? []) {
      const place = this.places[ord]!;
      if (keep(place)) matches.push({ place, score });
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
    if (maxEdits === 0) return [];
    const found: { word: string; edits: number; places: number }[] = [];
    for (const [term, [postings]] of this.words.fuzzyGet(word, maxEdits + 1)) {
      const edits = editDistance(term, word, maxEdits);
      if (edits > maxEdits) continue;
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
