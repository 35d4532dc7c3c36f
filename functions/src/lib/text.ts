/** A lone UTF-16 surrogate is valid JSON but not storable text (Firestore wants UTF-8). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether Firestore can store `s` as it is: every surrogate in a pair. */
export const isStorableText = (s: string): boolean => !LONE_SURROGATE.test(s);
