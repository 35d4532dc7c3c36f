import { AUDIT_SUMMARY_MAX } from './schema';

/*
 * An entry's summary line, kept as parts so that the accounts it names can be taken out of it
 * later: when an account is deleted, each part that names it reads "a deleted account" instead
 * (the deletion contract, docs/api.md). Parts are plain text or `{uid, text}`, the text that
 * names the account `uid` (its address, or a review's author name and address).
 */

/** Text in a summary that names the account `uid`. */
export interface Named {
  uid: string;
  text: string;
}
export type SummaryPart = string | Named;

/** What a deleted account's name and address read as, wherever an entry named them. */
export const DELETED_ACCOUNT = 'a deleted account';

export const named = (uid: string, text: string): Named => ({ uid, text });

/** The line people read: the parts joined, cut to AUDIT_SUMMARY_MAX characters (code points). */
export function render(parts: readonly SummaryPart[]): string {
  const line = parts.map((p) => (typeof p === 'string' ? p : p.text)).join('');
  // Cut by code points: half an emoji is not storable text.
  const chars = Array.from(line);
  return chars.length > AUDIT_SUMMARY_MAX
    ? `${chars.slice(0, AUDIT_SUMMARY_MAX - 1).join('')}…`
    : line;
}

/** The accounts the parts name. */
export const namedIn = (parts: readonly SummaryPart[]): string[] =>
  parts.flatMap((p) => (typeof p === 'string' ? [] : [p.uid]));

/** The parts with every mention of `uid` replaced by DELETED_ACCOUNT. */
export const without = (parts: readonly SummaryPart[], uid: string): SummaryPart[] =>
  parts.map((p) => (typeof p !== 'string' && p.uid === uid ? DELETED_ACCOUNT : p));
