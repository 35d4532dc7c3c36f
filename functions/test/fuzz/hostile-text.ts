import fc from 'fast-check';

/*
 * Hostile text for every text field of the API (fuzz-text-fields.test.ts): what a careless or
 * malicious client can put in a JSON string or a query parameter. Every field gets each of
 * HOSTILE_TEXT, then random strings (lone surrogates included) from `hostileText`.
 */

export interface Hostile {
  label: string;
  text: string;
}

export const HOSTILE_TEXT: Hostile[] = [
  { label: 'a lone high surrogate', text: 'bad \ud800 text' },
  { label: 'a lone low surrogate', text: '\udc00' },
  { label: 'a surrogate pair the wrong way round', text: 'x\udc00\ud800x' },
  { label: 'a NUL', text: 'nul\u0000byte' },
  { label: 'control characters', text: '\u0001\u0007\u001b[31m\u007f' },
  { label: 'only whitespace', text: ' \t\n\u00a0\u2028\u3000\ufeff' },
  { label: 'nothing', text: '' },
  { label: '3,000 characters', text: 'é'.repeat(3000) },
  { label: 'more than the 16 kB a body may have', text: 'x'.repeat(17 * 1024) },
  { label: 'markup and injections', text: '<script>alert(1)</script>{"$gt":""}${7*7}\'; --' },
  { label: 'emoji, right-to-left and combining marks', text: '👍🏽🇵🇹 مرحبا \u202egnp.exe e\u0301' },
  { label: 'noncharacters', text: '\ufffe\uffff\ufdd0' },
  // Letters outside the BMP, past 30 UTF-16 units: cut by units, a word's prefix would split one.
  { label: 'letters outside the BMP', text: '𑋰𝔸𐐷'.repeat(6) },
  { label: 'a prototype key', text: '__proto__' },
];

/** A lone UTF-16 surrogate: valid in JSON, not in UTF-8, so Firestore cannot store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const hasLoneSurrogate = (s: string) => LONE_SURROGATE.test(s);

/** Random text: any UTF-16 (lone surrogates too), words, long runs, and the list above. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 2500 }), fc.constantFrom('a', ' ', '😀', '\ud800'))
      .map(([n, unit]) => unit.repeat(n)),
  },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_TEXT.map((h) => h.text)) },
);

/**
 * `text` as a query value on the wire: UTF-8 %-escapes, and a lone surrogate as the three bytes
 * a careless encoder sends for it (CESU-8), which no URL decoder turns back into one.
 */
export function queryValue(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(text[i]!);
    }
  }
  return out;
}

/** Raw query strings that are not text at all: bytes that are not UTF-8, bad escapes. */
export const RAW_QUERY_VALUES = ['%FF%FE', '%C0%80', '%E0%A4%A', '%', '%00'];
