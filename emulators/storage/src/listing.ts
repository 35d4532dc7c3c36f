import { invalid } from './errors.js';
import { compareNames, lowerBound } from './names.js';

/** Where the next page starts: after this name, and past every name under it if it was a prefix. */
interface Cursor {
  after: string;
  prefix: boolean;
}

export interface ListQuery {
  prefix: string;
  delimiter?: string | undefined;
  /** Items and prefixes together, as Cloud Storage counts them. */
  maxResults: number;
  pageToken?: string | undefined;
  startOffset?: string | undefined;
  endOffset?: string | undefined;
}

export interface Listing<T> {
  items: T[];
  prefixes: string[];
  nextPageToken?: string;
}

export const MAX_RESULTS = 1000;

const encodeToken = (cursor: Cursor) =>
  Buffer.from(JSON.stringify([cursor.after, cursor.prefix ? 1 : 0])).toString('base64url');

function decodeToken(token: string): Cursor {
  try {
    const [after, prefix] = JSON.parse(
      Buffer.from(token, 'base64url').toString('utf8'),
    ) as unknown[];
    if (typeof after === 'string' && (prefix === 0 || prefix === 1))
      return { after, prefix: prefix === 1 };
  } catch {
    // Not ours: refused below.
  }
  throw invalid('Invalid pageToken.');
}

type Entry = { name: string; prefix: false } | { name: string; prefix: true };

/** The listing's entries in order from `from`: names, and with a delimiter the prefixes they roll up into. */
function* entries(
  sorted: readonly string[],
  q: ListQuery,
  from: Cursor | undefined,
): Generator<Entry> {
  const starts = [q.prefix, q.startOffset ?? '', from?.after ?? ''];
  let i = lowerBound(
    sorted,
    starts.reduce((a, b) => (compareNames(a, b) >= 0 ? a : b)),
  );
  while (i < sorted.length) {
    const name = sorted[i]!;
    if (!name.startsWith(q.prefix)) return;
    if (q.endOffset !== undefined && compareNames(name, q.endOffset) >= 0) return;
    if (from && (name === from.after || (from.prefix && name.startsWith(from.after)))) {
      i++;
      continue;
    }
    const cut = q.delimiter ? name.indexOf(q.delimiter, q.prefix.length) : -1;
    if (cut < 0) {
      yield { name, prefix: false };
      i++;
      continue;
    }
    const prefix = name.slice(0, cut + q.delimiter!.length);
    yield { name: prefix, prefix: true };
    while (i < sorted.length && sorted[i]!.startsWith(prefix)) i++;
  }
}

/** One page of a listing: names (and prefixes) in Cloud Storage's order, and the token for the next. */
export function listNames(sorted: readonly string[], q: ListQuery): Listing<string> {
  const from = q.pageToken ? decodeToken(q.pageToken) : undefined;
  const page: Listing<string> = { items: [], prefixes: [] };
  let count = 0;
  let last: Entry | undefined;
  for (const entry of entries(sorted, q, from)) {
    if (count === q.maxResults) {
      page.nextPageToken = encodeToken({ after: last!.name, prefix: last!.prefix });
      break;
    }
    (entry.prefix ? page.prefixes : page.items).push(entry.name);
    last = entry;
    count++;
  }
  return page;
}
