import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { idFromTitle, readPlacesFile, writePlacesFile } from '../src/places-file.js';
import type { SeedService } from '@tourist-guide/testing';

/*
 * The places file, read without a database: where each bad row is reported, and what a
 * row becomes before the API's schema checks it. The CLI and Firestore: places-cli.test.ts.
 */

const HEADER = '_id,title,description,price,country,region,img,photos';
const IMG = '/images/services/lisbon-portugal-800.webp';
const row = (id: string, region = 'Europe', description = 'A fine place.') =>
  `${id},Title of ${id},${description},100,Portugal,${region},${IMG},`;

const problems = async (text: string, format: 'csv' | 'json' = 'csv') => {
  const parsed = await readPlacesFile(text, format);
  return parsed.ok ? [] : parsed.bad.map(({ where, reason }) => `${where}: ${reason}`);
};

const REGION = 'region: Region must be one of Africa, Asia, Europe';

describe('a CSV places file: each bad row is reported at the line it starts on', () => {
  it('with LF line breaks, quoted line breaks and blank lines', async () => {
    const text = [
      HEADER,
      row('a', 'Europe', '"Two\nlines"'),
      '',
      row('b', 'Atlantis'),
      row('c', 'Europe', '"Three\n\nlines"'),
      row('d', 'Atlantis', '"Two\nlines"'),
      '',
      '',
      row('e', 'Atlantis'),
      '',
    ].join('\n');
    const found = await problems(text);
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(`line 5: ${REGION}`);
    expect(found[1]).toMatch(`line 9: ${REGION}`);
    expect(found[2]).toMatch(`line 13: ${REGION}`);
  });

  it('with CRLF line breaks (as spreadsheets write them), inside quotes too, and a BOM', async () => {
    const text =
      '\uFEFF' +
      [
        HEADER,
        row('a', 'Europe', '"Two\r\nlines"'),
        row('b', 'Atlantis'),
        '',
        row('c', 'Atlantis', '"Two\r\nlines"'),
        row('d', 'Atlantis'),
      ].join('\r\n') +
      '\r\n';
    const found = await problems(text);
    expect(found.map((p) => p.split(':')[0])).toEqual(['line 4', 'line 6', 'line 8']);
  });

  it('a row with too few or too many fields is one bad row among the others, not the end of the file', async () => {
    const text = [
      HEADER,
      row('a'),
      `b,Title,Description,100,Portugal,Europe,${IMG}`,
      row('c', 'Atlantis'),
      `${row('d')},extra`,
    ].join('\n');
    expect(await problems(text)).toEqual([
      'line 3: it has 7 fields where the header names 8',
      expect.stringMatching(`line 4: ${REGION}`),
      'line 5: it has 9 fields where the header names 8',
    ]);
  });

  it('a header that misses, repeats or adds a column is refused as a whole', async () => {
    expect(await problems(`_id,title,description,price,country,img\nx,t,d,1,c,${IMG}`)).toEqual([
      expect.stringMatching(/^the file: the header must name the columns .*; missing: region$/),
    ]);
    expect(await problems(`${HEADER},title\n${row('a')},t`)).toEqual([
      expect.stringMatching(/; named twice: title$/),
    ]);
    expect(await problems(`${HEADER},live\n${row('a')},false`)).toEqual([
      expect.stringMatching(/; unknown: live$/),
    ]);
    expect(await problems(`${HEADER}\n`)).toEqual(['the file: it has no places']);
    expect(await problems(`${HEADER}\n"a,b`)).toEqual([
      expect.stringMatching(/^the file: not valid CSV: Quote Not Closed/),
    ]);
  });

  it('reads prices as dollars and photos as |-separated pictures (none: img alone), in any column order', async () => {
    const photos = `${IMG}|/images/services/kyoto-japan-800.webp`;
    const text = [
      'photos,price,_id,title,description,country,region,img',
      `${photos},1390.5,a,A,Description,Portugal,Europe,${IMG}`,
      `,0,b,B,Description,Portugal,Europe,${IMG}`,
    ].join('\n');
    const parsed = await readPlacesFile(text, 'csv');
    expect(parsed).toMatchObject({
      ok: true,
      places: [
        { _id: 'a', price: 1390.5, photos: [IMG, '/images/services/kyoto-japan-800.webp'] },
        { _id: 'b', price: 0, photos: [IMG] },
      ],
    });
    const prices = [
      HEADER,
      ...['12a', '1,490', '', '-5', '1e3'].map(
        (p, i) => `p${i},T,D,"${p}",Portugal,Europe,${IMG},`,
      ),
    ].join('\n');
    expect(await problems(prices)).toEqual([
      'line 2: price: Price must be a number of dollars',
      'line 3: price: Price must be a number of dollars',
      'line 4: price: Price must be a number of dollars',
      'line 5: price: Price cannot be negative',
      'line 6: price: Price must be a number of dollars',
    ]);
  });
});

describe('a JSON places file', () => {
  const place = (id: string) => ({
    _id: id,
    title: `Title of ${id}`,
    description: 'A fine place.',
    price: 100,
    country: 'Portugal',
    region: 'Europe',
    img: IMG,
    photos: [IMG],
  });

  it('fills in what the admin API fills in: no photos is img alone, no _id is one made from the title', async () => {
    const { title, description, price, country, region, img } = place('x');
    const read = await readPlacesFile(
      JSON.stringify([
        { title: 'Évora, Portugal', description, price, country, region, img },
        { title, description, price, country, region, img, _id: 'kept' },
      ]),
      'json',
    );
    expect(read.ok && read.places.map((p) => [p._id, p.photos])).toEqual([
      ['evora-portugal', [img]],
      ['kept', [img]],
    ]);
    expect(idFromTitle('  Machu Picchu — Peru!  ')).toBe('machu-picchu-peru');
  });

  it('says so when a made id is taken or a title makes none, and reports a bad img once', async () => {
    const { description, price, country, region, img } = place('x');
    const read = await readPlacesFile(
      JSON.stringify([
        { title: 'Porto', description, price, country, region, img },
        { title: 'Porto!', description, price, country, region, img },
        { title: '¡¿!', description, price, country, region, img },
        { title: 'Braga', description, price, country, region, img: 'not a picture' },
      ]),
      'json',
    );
    expect(read.ok).toBe(false);
    const reasons = !read.ok ? read.bad.map((b) => `${b.where}: ${b.reason}`) : [];
    expect(reasons[0]).toBe('place 2: _id: porto (made from its title) is already used by place 1');
    expect(reasons[1]).toBe(
      'place 3: _id: none given, and its title makes none: give the place an _id',
    );
    expect(reasons.filter((r) => r.startsWith('place 4'))).toHaveLength(1);
    expect(reasons.find((r) => r.startsWith('place 4'))).toMatch(/^place 4: img: /);
  });

  it('reports each bad place by its position in the array (from 1), duplicate ids too', async () => {
    const text = JSON.stringify([
      place('a'),
      { ...place('b'), price: '100' },
      null,
      place('a'),
      { ...place('c'), photos: ['/images/services/kyoto-japan-800.webp'] },
    ]);
    expect(await problems(text, 'json')).toEqual([
      'place 2: price: Price must be a number of dollars',
      'place 3: row: Invalid input: expected object, received null',
      'place 4: _id: a is already used by place 1',
      'place 5: photos: The first photo must be the main picture (img)',
    ]);
    expect(await problems('{"places": []}', 'json')).toEqual([
      'the file: a JSON places file is an array of places',
    ]);
    expect((await problems('[{"_id": ', 'json'))[0]).toMatch(/^the file: not valid JSON/);
  });

  it('names the fields a places file does not hold (an API answer has ratings), which the import ignores', async () => {
    const rating = { average: 4, count: 1, histogram: [0, 0, 0, 1, 0] };
    const text = JSON.stringify([
      { ...place('a'), rating },
      { ...place('b'), rating, live: false },
      place('c'),
    ]);
    const parsed = await readPlacesFile(text, 'json');
    expect(parsed).toEqual({
      ok: true,
      // A file from before places had a location: each has none.
      places: [place('a'), place('b'), place('c')].map((p) => ({ ...p, location: null })),
      ignored: [
        { field: 'rating', places: 2 },
        { field: 'live', places: 1 },
      ],
    });
    expect(await readPlacesFile(JSON.stringify([place('a')]), 'json')).toMatchObject({
      ignored: [],
    });
  });
});

describe('writing a places file', () => {
  const tricky: SeedService[] = [
    {
      _id: 'alfama',
      title: 'Alfama, "the old quarter"',
      description:
        'Trams, fado; "pastéis" at dawn,\nthen a second line\r\nand a third | with a bar.',
      price: 1390.75,
      country: 'Türkiye',
      region: 'Asia',
      img: IMG,
      photos: [IMG, '/images/services/kyoto-japan-800.webp', 'https://example.com/a,b.webp'],
      location: { lat: 38.7114, lng: -9.1294 },
    },
    {
      _id: 'plain',
      title: 'Plain',
      description: 'Nothing to quote',
      price: 0,
      country: 'Peru',
      region: 'South America',
      img: IMG,
      photos: [IMG],
      location: null,
    },
  ];

  it('reads back exactly what it wrote, in both formats (quotes, commas, line breaks, accents, cents)', async () => {
    for (const format of ['json', 'csv'] as const) {
      const text = writePlacesFile(tricky, format);
      expect(await readPlacesFile(text, format), format).toEqual({
        ok: true,
        places: tricky,
        ignored: [],
      });
    }
    expect(writePlacesFile(tricky, 'csv').split('\n')[0]).toBe(`${HEADER},lat,lng`);
  });

  describe('cells a spreadsheet would run as a formula', () => {
    const at = (id: string, extra: Partial<SeedService>): SeedService => ({
      ...tricky[1]!,
      _id: id,
      title: `Title of ${id}`,
      price: 1390.5,
      ...extra,
    });
    // What people could type: each starts with a character a spreadsheet reads as a formula
    // (OWASP, "CSV Injection"), or with quotes before one, or is an ordinary leading quote.
    const hostile: SeedService[] = [
      at('hyperlink', { title: '=HYPERLINK("http://evil.example","x")' }),
      at('minus', { description: "-2+3+cmd|' /C calc'!A0" }),
      at('plus', { description: '+1 555 0100, ask for the ferry' }),
      at('at', { description: "@SUM(1+1)*cmd|' /C calc'!A0", country: '@home' }),
      at('quoted', { title: "'=1+1", description: "''@already quoted twice" }),
      at('apostrophe', { title: "'Tis the season", description: "'s-Hertogenbosch" }),
      at('-dash-id', { title: 'An id that starts with a dash' }),
    ];
    // Stored text is trimmed by the schema, so a leading tab or carriage return only reaches an
    // export from a document written around the API: it must be defused all the same.
    const spaced: SeedService[] = [
      at('tab', { description: '\t=1+1 after a tab' }),
      at('cr', { description: '\r=1+1 after a carriage return' }),
    ];
    const cells = (csv: string) => parseCsv(csv, { columns: true }) as Record<string, string>[];

    it('prefixes each such text cell with one quote, leaves the others and the prices as they are', () => {
      const csv = writePlacesFile([...hostile, ...spaced, at('cheap', { price: 0 })], 'csv');
      const rows = cells(csv);
      for (const row of rows) {
        for (const [column, cell] of Object.entries(row)) {
          expect(cell, `${row._id} ${column}`).not.toMatch(/^[=+\-@\t\r]/);
        }
      }
      const byId = new Map(rows.map((r) => [r._id, r]));
      expect(byId.get('hyperlink')?.title).toBe('\'=HYPERLINK("http://evil.example","x")');
      expect(byId.get('minus')?.description).toBe("'-2+3+cmd|' /C calc'!A0");
      expect(byId.get('plus')?.description).toBe("'+1 555 0100, ask for the ferry");
      expect(byId.get('at')?.country).toBe("'@home");
      expect(byId.get('tab')?.description).toBe("'\t=1+1 after a tab");
      expect(byId.get('cr')?.description).toBe("'\r=1+1 after a carriage return");
      expect(byId.get('quoted')?.title).toBe("''=1+1");
      expect(byId.get('quoted')?.description).toBe("'''@already quoted twice");
      expect(byId.get('apostrophe')?.title).toBe("'Tis the season");
      expect(byId.get('-dash-id')?._id).toBe(undefined);
      expect(byId.get("'-dash-id")?.title).toBe('An id that starts with a dash');
      expect(byId.get('cheap')?.price).toBe('0');
      expect(byId.get('plus')?.price).toBe('1390.5');
      expect(byId.get('plus')?.img).toBe(IMG);
    });

    it('reads back exactly what it wrote, taking off only the quotes the export added', async () => {
      const text = writePlacesFile(hostile, 'csv');
      expect(await readPlacesFile(text, 'csv')).toEqual({ ok: true, places: hostile, ignored: [] });
      // A leading tab or carriage return comes back as the JSON file's import does: trimmed.
      const json = await readPlacesFile(writePlacesFile(spaced, 'json'), 'json');
      expect(await readPlacesFile(writePlacesFile(spaced, 'csv'), 'csv')).toEqual(json);
      expect(json).toMatchObject({ ok: true, places: [{ description: '=1+1 after a tab' }, {}] });
    });

    it('writes a price as a plain number, never quoted: a negative one is refused as negative on import', async () => {
      const csv = writePlacesFile([at('negative', { price: -1 })], 'csv');
      expect(cells(csv)[0]?.price).toBe('-1');
      expect(await problems(csv)).toEqual(['line 2: price: Price cannot be negative']);
    });
  });

  it('refuses to write a CSV file where a picture address holds "|", which would split it', () => {
    const piped = { ...tricky[1]!, photos: [IMG, 'https://example.com/a|b.webp'] };
    expect(() => writePlacesFile([piped], 'csv')).toThrow(
      'plain: the picture https://example.com/a|b.webp holds a "|"',
    );
    expect(JSON.parse(writePlacesFile([piped], 'json'))).toEqual([piped]);
  });
});

describe('a place’s location in a places file', () => {
  const located = (id: string, lat: string, lng: string) => `${row(id)},${lat},${lng}`;
  const header = `${HEADER},lat,lng`;

  it('reads lat and lng as the location, both empty as none, and no columns as none', async () => {
    const parsed = await readPlacesFile(
      [header, located('a', '-33.9628', '18.4098'), located('b', '', '')].join('\n'),
      'csv',
    );
    expect(parsed.ok && parsed.places.map((p) => p.location)).toEqual([
      { lat: -33.9628, lng: 18.4098 },
      null,
    ]);
    const without = await readPlacesFile([HEADER, row('c')].join('\n'), 'csv');
    expect(without.ok && without.places[0]?.location).toBeNull();
  });

  it('reports a latitude or longitude out of range, not a number, or one without the other', async () => {
    const text = [
      header,
      located('a', '91', '0'),
      located('b', '0', '-180.5'),
      located('c', 'north', '10'),
      located('d', '45', ''),
    ].join('\n');
    expect(await problems(text)).toEqual([
      'line 2: location.lat: Latitude must be from -90 to 90',
      'line 3: location.lng: Longitude must be from -180 to 180',
      'line 4: location.lat: Latitude must be a number of degrees',
      'line 5: location.lng: Longitude must be a number of degrees',
    ]);
    const json = JSON.stringify([
      { ...JSON.parse(JSON.stringify({ _id: 'e' })), location: { lat: 0 } },
    ]);
    expect(await problems(json, 'json')).toContain(
      'place 1: location.lng: Longitude must be a number of degrees',
    );
  });
});
