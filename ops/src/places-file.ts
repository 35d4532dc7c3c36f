import { parse as parseCsv, type Info } from 'csv-parse/sync';
import { stringify as stringifyCsv } from 'csv-stringify/sync';
import type * as ServiceSchemas from '../../functions/src/services/schema.js';
import type { ServiceInput } from '../../functions/src/services/schema.js';
import { fromFunctions } from '@tourist-guide/stack/from-functions';

/*
 * Places files, as `npm run places -- import|export` reads and writes them.
 *
 * JSON: an array of places, each exactly as the API's schema has it
 *   ({_id, title, description, price, country, region, img, photos, location}).
 * CSV: a header row with those columns (any order), one place per row, RFC 4180
 *   quoting (a description may hold commas, quotes and line breaks); `photos` is the
 *   pictures separated by `|`; `price` a number of dollars; `location` is two columns, `lat`
 *   and `lng` (degrees, WGS 84), both empty for a place without one.
 *
 * `photos`, `_id` and the location may be left out, as the admin API allows: the place then has
 * one picture, `img`, an id made from its title (idFromTitle) and no location.
 *
 * Every row is checked by the API's own schema, and ids must be unique in the file.
 */

/*
 * Formula injection (OWASP, "CSV Injection"): a spreadsheet runs a cell that starts with `=`, `+`,
 * `-`, `@`, a tab or a carriage return as a formula, so an export must not write a place's text
 * that way. Such a text cell gets a leading `'`, which spreadsheets show as text. So that the
 * import can take off exactly the quotes the export added, a cell that already starts with quotes
 * before such a character gets one more: the import takes one `'` off any cell that starts with
 * quotes and then such a character, and every text comes back as it was. Prices are numbers,
 * written as they are (`-1` is a number to a spreadsheet, and an invalid price anyway).
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const DEFUSED_START = /^'+[=+\-@\t\r]/;

/** A text cell as a spreadsheet will show it and never run it. */
export function defuseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell as it was before defuseCell. */
export function restoreCell(cell: string): string {
  return DEFUSED_START.test(cell) ? cell.slice(1) : cell;
}

export const CSV_COLUMNS = [
  '_id',
  'title',
  'description',
  'price',
  'country',
  'region',
  'img',
  'photos',
  'lat',
  'lng',
] as const;

/** Columns a file may leave out (the place gets its defaults, as the admin API gives). */
const OPTIONAL_COLUMNS: readonly string[] = ['_id', 'photos', 'lat', 'lng'];

export type PlacesFormat = 'json' | 'csv';

export interface BadRow {
  /** Where the row is: "line 7" (CSV) or "place 3" (JSON, counting from 1). */
  where: string;
  reason: string;
}

export type ParsedFile =
  | {
      ok: true;
      places: ServiceInput[];
      /**
       * Fields of a JSON file's places that a places file does not hold (`rating`, `live`,
       * …), with how many places had each: the schema leaves them out, and the CLI says so.
       */
      ignored: { field: string; places: number }[];
    }
  | { ok: false; bad: BadRow[] };

export function formatOf(file: string): PlacesFormat {
  if (/\.json$/i.test(file)) return 'json';
  if (/\.csv$/i.test(file)) return 'csv';
  throw new Error(`${file}: a places file ends in .json or .csv`);
}

const schemas = () =>
  fromFunctions<typeof ServiceSchemas>(() => import('../../functions/src/services/schema.js'));

/** A row of a file with where it starts, before validation, or why it is not a row at all. */
type Row = { where: string; row: unknown } | { where: string; reason: string };

/** The rows of a file, before validation. */
function rowsOf(text: string, format: PlacesFormat): Row[] {
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
  return csvRows(text);
}

/** How many line breaks (\n, \r\n or a lone \r) the bytes from `start` to `end` hold. */
function lineBreaks(bytes: Buffer, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i++) {
    if (bytes[i] === 0x0a || (bytes[i] === 0x0d && bytes[i + 1] !== 0x0a)) n++;
  }
  return n;
}

/**
 * The records of a CSV file, each with the line it starts on. csv-parse's own line count
 * is off for files with CRLF line breaks inside quoted descriptions and for files with blank
 * lines, so lines are counted here from where each record ends (`info.bytes`).
 */
function csvRows(text: string): Row[] {
  const bytes = Buffer.from(text);
  let records: { record: string[]; info: Info }[];
  try {
    records = parseCsv(bytes, {
      bom: true,
      skip_empty_lines: true,
      // A row with too few or too many fields is reported with the others, below.
      relax_column_count: true,
      info: true,
    }) as unknown as { record: string[]; info: Info }[]; // `info: true` wraps each record
  } catch (error) {
    throw new Error(`not valid CSV: ${(error as Error).message}`);
  }
  const [head, ...body] = records;
  if (!head) return [];
  const header = head.record.map((c) => c.trim());
  const missing = CSV_COLUMNS.filter((c) => !header.includes(c) && !OPTIONAL_COLUMNS.includes(c));
  const unknown = header.filter((c) => !(CSV_COLUMNS as readonly string[]).includes(c));
  const twice = header.filter((c, i) => header.indexOf(c) !== i);
  if (missing.length || unknown.length || twice.length) {
    throw new Error(
      `the header must name the columns ${CSV_COLUMNS.join(', ')}` +
        (missing.length ? `; missing: ${missing.join(', ')}` : '') +
        (unknown.length ? `; unknown: ${unknown.join(', ')}` : '') +
        (twice.length ? `; named twice: ${twice.join(', ')}` : ''),
    );
  }
  // Walk the file once: each record starts after the previous one's end and any blank lines.
  let at = head.info.bytes;
  let line = 1 + lineBreaks(bytes, 0, at);
  return body.map(({ record: fields, info }) => {
    let start = at;
    while (bytes[start] === 0x0a || bytes[start] === 0x0d) start++;
    const first = line + lineBreaks(bytes, at, start);
    line = first + lineBreaks(bytes, start, info.bytes);
    at = info.bytes;
    const where = `line ${first}`;
    return fields.length === header.length
      ? { where, row: csvRow(header, fields) }
      : { where, reason: `it has ${fields.length} fields where the header names ${header.length}` };
  });
}

/** A CSV record as a place, for the schema to check. */
function csvRow(header: string[], fields: string[]): unknown {
  const record = Object.fromEntries(header.map((c, i) => [c, restoreCell(fields[i]!)]));
  const row: Record<string, unknown> = { ...record };
  // A number only when it looks like one: "12a" stays text, for the schema to refuse.
  const number = (cell: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(cell) ? Number(cell) : cell);
  if (typeof record.price === 'string') row.price = number(record.price);
  // Both cells empty (or no such columns): no location. One without the other: the schema says.
  const lat = record.lat?.trim() ?? '';
  const lng = record.lng?.trim() ?? '';
  delete row.lat;
  delete row.lng;
  row.location = lat === '' && lng === '' ? null : { lat: number(lat), lng: number(lng) };
  // No photos: the place has one picture, its img (withDefaults).
  if (record.photos) {
    row.photos = record.photos
      .split('|')
      .map((p) => p.trim())
      .filter(Boolean);
  } else {
    delete row.photos;
  }
  return row;
}

/**
 * The id a place without `_id` gets, from its title: "Kyoto, Japan" is kyoto-japan (as the seed's
 * places are named), so importing the same file again updates those places instead of adding more.
 */
export function idFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 128)
    .replace(/-+$/, '');
}

/**
 * A place as the admin API takes it: without `photos` it has one picture, its `img`; without
 * `_id`, its id comes from its title. Which of the two were filled in, for the error report.
 */
function withDefaults(row: unknown): { row: unknown; defaulted: string[] } {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return { row, defaulted: [] };
  const place: Record<string, unknown> = { ...row };
  const defaulted: string[] = [];
  if (place.photos === undefined && typeof place.img === 'string') {
    place.photos = [place.img];
    defaulted.push('photos');
  }
  if ((place._id === undefined || place._id === '') && typeof place.title === 'string') {
    place._id = idFromTitle(place.title);
    defaulted.push('_id');
  }
  return { row: place, defaulted };
}

/** Parses and checks every row; any problem is reported with where it is, and nothing passes. */
export async function readPlacesFile(text: string, format: PlacesFormat): Promise<ParsedFile> {
  let rows: Row[];
  try {
    rows = rowsOf(text, format);
  } catch (error) {
    return { ok: false, bad: [{ where: 'the file', reason: (error as Error).message }] };
  }
  const { serviceInputSchema } = await schemas();
  const bad: BadRow[] = [];
  const places: ServiceInput[] = [];
  const firstSeen = new Map<string, string>();
  const known = new Set(Object.keys(serviceInputSchema.shape));
  const ignored = new Map<string, number>();
  for (const read of rows) {
    const { where } = read;
    if ('reason' in read) {
      bad.push(read);
      continue;
    }
    const { row, defaulted } = withDefaults(read.row);
    const result = serviceInputSchema.safeParse(row);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path.length ? issue.path.join('.') : 'row';
        const left = defaulted.includes(String(issue.path[0]));
        // A picture filled in from img: img's own problem says it.
        if (left && issue.path[0] === 'photos') continue;
        bad.push({
          where,
          reason:
            left && issue.path[0] === '_id'
              ? '_id: none given, and its title makes none: give the place an _id'
              : `${field}: ${issue.message}`,
        });
      }
      continue;
    }
    const seen = firstSeen.get(result.data._id);
    if (seen) {
      const made = defaulted.includes('_id') ? ' (made from its title)' : '';
      bad.push({ where, reason: `_id: ${result.data._id}${made} is already used by ${seen}` });
      continue;
    }
    firstSeen.set(result.data._id, where);
    places.push(result.data);
    for (const field of Object.keys(read.row as object)) {
      if (!known.has(field)) ignored.set(field, (ignored.get(field) ?? 0) + 1);
    }
  }
  if (rows.length === 0) bad.push({ where: 'the file', reason: 'it has no places' });
  if (bad.length) return { ok: false, bad };
  return { ok: true, places, ignored: [...ignored].map(([field, n]) => ({ field, places: n })) };
}

/** A places file of `places`, in the import's format (so an export imports unchanged). */
export function writePlacesFile(places: readonly ServiceInput[], format: PlacesFormat): string {
  if (format === 'json') return `${JSON.stringify(places, null, 2)}\n`;
  // In CSV, `|` separates a place's pictures: an address holding one would come back split.
  for (const place of places) {
    const split = [place.img, ...place.photos].find((p) => p.includes('|'));
    if (split) {
      throw new Error(
        `${place._id}: the picture ${split} holds a "|", which separates pictures in a CSV ` +
          'file: export as JSON instead',
      );
    }
  }
  return stringifyCsv(
    places.map((p) => ({
      _id: defuseCell(p._id),
      title: defuseCell(p.title),
      description: defuseCell(p.description),
      price: p.price,
      country: defuseCell(p.country),
      region: defuseCell(p.region),
      img: defuseCell(p.img),
      photos: defuseCell(p.photos.join('|')),
      lat: p.location?.lat ?? '',
      lng: p.location?.lng ?? '',
    })),
    { header: true, columns: [...CSV_COLUMNS] },
  );
}
