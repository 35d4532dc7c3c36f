/*
 * Search that Firestore can answer from an index. Firestore has no full-text
 * search, so each place stores the phrases a query may match, as tokens in an
 * array (`search`), and a query is one `array-contains` of its normalised text.
 *
 * The words of a place are those of its title, country and region, normalised
 * (lower case, accents removed: "São" is "sao", anything but letters and digits
 * is a space). A token is every prefix of every run of words that starts at a
 * word, up to MAX_TOKEN characters (code points): "Sao Paulo Brazil South America" gives "s",
 * "sa", "sao", "sao p", … "sao paulo brazil …", "p", "pa", "paulo", "paulo b", …
 * So a query matches a place when it is the start of a word, or of a run of words
 * in order ("new york", "york city", "machu pic"), whatever its case or accents.
 */
export const MAX_TOKEN = 30;
export const MAX_QUERY = 100;

export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The first `n` characters of `text`, counted in code points: cutting between the two halves
 * of a letter outside the BMP (𑋰, 𝔸) would leave a lone surrogate, which Firestore can
 * neither store nor query.
 */
const head = (text: string, n: number): string[] => Array.from(text).slice(0, n);

/** The tokens a place is found by (deduplicated). */
export function searchTokens(...fields: string[]): string[] {
  const words = fields.flatMap((field) => normalize(field).split(' ').filter(Boolean));
  const tokens = new Set<string>();
  for (let start = 0; start < words.length; start++) {
    const phrase = head(words.slice(start).join(' '), MAX_TOKEN);
    for (let end = 1; end <= phrase.length; end++) {
      const token = phrase.slice(0, end).join('');
      if (!token.endsWith(' ')) tokens.add(token);
    }
  }
  return [...tokens];
}

/** The token a query looks for, or null when it has no letters or digits. */
export function queryToken(q: string): string | null {
  const token = head(normalize(q), MAX_TOKEN).join('').trim();
  return token === '' ? null : token;
}
