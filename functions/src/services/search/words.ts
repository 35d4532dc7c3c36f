/*
 * The words of a text as search compares them: lower case, accents removed ("São" is "sao"),
 * anything but letters and digits a space. Places and queries go through the same rules, so a
 * query matches whatever the case or accents on either side.
 */
export const MAX_QUERY = 100;

export function normalize(text: string): string {
  // Most text is printable ASCII: no accents to take off, and letters and digits are [a-z0-9].
  if (!/[^ -~\t\n\r]/.test(text)) {
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  }
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The normalised words of `text`, in order. */
export function wordsOf(text: string): string[] {
  return normalize(text).split(' ').filter(Boolean);
}

/** The most words of a query that count (100 characters make at most 50 words). */
export const MAX_QUERY_WORDS = 12;

/** A query's words: at most MAX_QUERY_WORDS, duplicates once (a repeated word asks nothing more). */
export function queryWords(q: string): string[] {
  return [...new Set(wordsOf(q))].slice(0, MAX_QUERY_WORDS);
}

const length = (word: string) => Array.from(word).length;

/**
 * How many typos a query word forgives: none under 4 letters (too many short words are one edit
 * apart), one for 4-7, two for 8 or more. A number is never fuzzy: 1885 is not 1886.
 */
export function typosForgiven(word: string): number {
  if (/^\p{N}+$/u.test(word)) return 0;
  const n = length(word);
  return n >= 8 ? 2 : n >= 4 ? 1 : 0;
}

/**
 * The edit distance between two words (optimal string alignment: an insertion, a deletion, a
 * substitution or a swap of two neighbouring letters is one edit), in code points; any distance
 * above `max` is answered as `max + 1`, which lets it stop early.
 */
export function editDistance(a: string, b: string, max: number): number {
  const x = Array.from(a);
  const y = Array.from(b);
  if (Math.abs(x.length - y.length) > max) return max + 1;
  let before = new Array<number>(y.length + 1).fill(0);
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = new Array<number>(y.length + 1).fill(0);
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        d = Math.min(d, before[j - 2]! + 1);
      }
      current[j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[y.length]!, max + 1);
}
