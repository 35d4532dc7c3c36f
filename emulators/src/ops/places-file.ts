import { parse as parseCsv } from 'csv-parse/sync';
import { stringify as stringifyCsv } from 'csv-stringify/sync';
import type * as ServiceSchemas from '../../../functions/src/services/schema.js';
import type { ServiceInput } from '../../../functions/src/services/schema.js';
import { fromFunctions } from '../from-functions.js';

/*
 * Places files, as `npm run places -- import|export` reads and writes them.
 *
 * JSON: an array of places, each exactly as the API's schema has it
 *   ({_id, title, description, price, country, region, img, photos}).
 * CSV: a header row with those columns (any order), one place per row, RFC 4180
 *   quoting (a description may hold commas, quotes and line breaks); `photos` is the
 *   pictures separated by `|`; `price` a number of dollars.
 *
 * Every row is checked by the API's own schema, and ids must be unique in the file.
 */

export const CSV_COLUMNS = [
  '_id',
  'title',
  'description',
  'price',
  'country',
  'region',
  'img',
  'photos',
] as const;

export type PlacesFormat = 'json' | 'csv';

export interface BadRow {
  /** Where the row is: "line 7" (CSV) or "place 3" (JSON, counting from 1). */
  where: string;
  reason: string;
}

export type ParsedFile = { ok: true; places: ServiceInput[] } | { ok: false; bad: BadRow[] };

export function formatOf(file: string): PlacesFormat {
  if (/\.json$/i.test(file)) return 'json';
  if (/\.csv$/i.test(file)) return 'csv';
  throw new Error(`${file}: a places file ends in .json or .csv`);
}

const schemas = () =>
  fromFunctions<typeof ServiceSchemas>(() => import('../../../functions/src/services/schema.js'));

/** The rows of a file with where each starts, before validation. */
function rowsOf(text: string, format: PlacesFormat): { where: string; row: unknown }[] {
  if (format === 'json') {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      throw new Error(`not valid JSON: ${(error as Error).message}`);
    }
    if (!Array.isArray(data)) throw new Error('a JSON places file is an array of places');
    return data.map((row, i) => ({ where: `place ${i + 1}`, row }));
  }
  let records: { record: Record<string, string>; raw: string; info: { lines: number } }[];
  try {
    records = parseCsv(text, {
      columns: (header: string[]) => {
        const missing = CSV_COLUMNS.filter((c) => !header.includes(c) && c !== 'photos');
        const unknown = header.filter((c) => !(CSV_COLUMNS as readonly string[]).includes(c));
        if (missing.length || unknown.length) {
          throw new Error(
            `the header must name the columns ${CSV_COLUMNS.join(', ')}` +
              (missing.length ? `; missing: ${missing.join(', ')}` : '') +
              (unknown.length ? `; unknown: ${unknown.join(', ')}` : ''),
          );
        }
        return header;
      },
      bom: true,
      skip_empty_lines: true,
      info: true,
      raw: true,
    }) as { record: Record<string, string>; raw: string; info: { lines: number } }[];
  } catch (error) {
    throw new Error(`not valid CSV: ${(error as Error).message}`);
  }
  return records.map(({ record, raw, info }) => {
    const row: Record<string, unknown> = { ...record };
    // A number only when it looks like one: "12a" stays text, for the schema to refuse.
    if (typeof record.price === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(record.price)) {
      row.price = Number(record.price);
    }
    row.photos = record.photos
      ? record.photos
          .split('|')
          .map((p) => p.trim())
          .filter(Boolean)
      : record.img
        ? [record.img]
        : [];
    // info.lines is the line the record ends on; it starts as many lines earlier as it has
    // line breaks inside (quoted descriptions may have some).
    const inside = raw.replace(/\r?\n$/, '').match(/\n/g)?.length ?? 0;
    return { where: `line ${info.lines - inside}`, row };
  });
}

/** Parses and checks every row; any problem is reported with where it is, and nothing passes. */
export async function readPlacesFile(text: string, format: PlacesFormat): Promise<ParsedFile> {
  let rows: { where: string; row: unknown }[];
  try {
    rows = rowsOf(text, format);
  } catch (error) {
    return { ok: false, bad: [{ where: 'the file', reason: (error as Error).message }] };
  }
  const { serviceInputSchema } = await schemas();
  const bad: BadRow[] = [];
  const places: ServiceInput[] = [];
  const firstSeen = new Map<string, string>();
  for (const { where, row } of rows) {
    const result = serviceInputSchema.safeParse(row);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path.length ? issue.path.join('.') : 'row';
        bad.push({ where, reason: `${field}: ${issue.message}` });
      }
      continue;
    }
    const seen = firstSeen.get(result.data._id);
    if (seen) {
      bad.push({ where, reason: `_id: ${result.data._id} is already used by ${seen}` });
      continue;
    }
    firstSeen.set(result.data._id, where);
    places.push(result.data);
  }
  if (rows.length === 0) bad.push({ where: 'the file', reason: 'it has no places' });
  return bad.length ? { ok: false, bad } : { ok: true, places };
}

/** A places file of `places`, in the import's format (so an export imports unchanged). */
export function writePlacesFile(places: readonly ServiceInput[], format: PlacesFormat): string {
  if (format === 'json') return `${JSON.stringify(places, null, 2)}\n`;
  return stringifyCsv(
    places.map((p) => ({ ...p, photos: p.photos.join('|') })),
    { header: true, columns: [...CSV_COLUMNS] },
  );
}
