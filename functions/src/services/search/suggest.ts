import type { IndexedPlace, PlaceIndex } from './place-index';

/*
 * "Did you mean": when a query finds nothing, the closest query that finds something under the
 * same filters. Each word the places do not use is replaced by the nearest one they do (fewest
 * edits, then the word in most places) or left out when none is near; the result is
 * checked with the same rules as a search, and failing that, the best single word is offered.
 */

/** How far a suggestion may reach for a word: further than a search forgives. */
function reach(word: string): number {
  const n = Array.from(word).length;
  return n <= 2 ? 0 : n <= 4 ? 1 : n <= 7 ? 2 : 3;
}

export function suggestQuery(
  index: PlaceIndex,
  words: readonly string[],
  keep: (place: IndexedPlace) => boolean,
): string | null {
  const finds = (ws: readonly string[]) => ws.length > 0 && index.match(ws, keep).length > 0;
  const replaced: string[] = [];
  for (const [i, word] of words.entries()) {
    // A word the places use stays (the last one also when it starts one); a typo is corrected.
    const typing = i === words.length - 1 && index.hasWordStartingWith(word, keep);
    const nearest = typing ? undefined : index.nearestWords(word, reach(word), keep)[0];
    if (typing || nearest?.edits === 0) replaced.push(word);
    else if (nearest) replaced.push(nearest.word);
  }
  const original = words.join(' ');
  const offer = (ws: readonly string[]) => {
    const query = ws.join(' ');
    return query !== original && finds(ws) ? query : null;
  };
  const whole = offer(replaced);
  if (whole) return whole;
  // The words do not go together: leave one out, then offer the word in the most places.
  for (let i = replaced.length - 1; i >= 0 && replaced.length > 1; i--) {
    const fewer = offer(replaced.filter((_, j) => j !== i));
    if (fewer) return fewer;
  }
  const single = [...new Set(replaced)]
    .map((w) => ({ w, places: index.match([w], keep).length }))
    .filter(({ w, places }) => places > 0 && w !== original)
    .sort((a, b) => b.places - a.places)[0];
  return single?.w ?? null;
}
