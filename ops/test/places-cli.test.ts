import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type * as PlaceFields from '../../functions/src/services/place-fields.js';
import { fromFunctions } from '@tourist-guide/stack/from-functions';
import { ImportInterrupted, importPlaces } from '../src/places.js';
import { connect } from '../src/target.js';
import { emulatorDb, resetData, writePlaces, type SeedService } from '@tourist-guide/testing';
import { runCli } from './cli.js';

const dir = mkdtempSync(path.join(tmpdir(), 'places-'));

/** `npm run places -- …` as a person types it, against this suite's emulators. */
const places = (...args: string[]) => runCli('places-cli.ts', ...args);

function file(name: string, text: string): string {
  const at = path.join(dir, name);
  writeFileSync(at, text);
  return at;
}

const place = (id: string, extra: Partial<SeedService> = {}): SeedService => ({
  _id: id,
  title: `Harbour of ${id}`,
  description: 'Fishing boats, a fort above the bay and seafood at long tables by the water.',
  price: 1490,
  country: 'Portugal',
  region: 'Europe',
  img: '/images/services/lisbon-portugal-800.webp',
  photos: ['/images/services/lisbon-portugal-800.webp'],
  location: { lat: 38.6916, lng: -9.216 },
  ...extra,
});

const stored = async (id: string) =>
  (await emulatorDb().collection('services').doc(id).get()).data();
const count = async () => (await emulatorDb().collection('services').count().get()).data().count;

const fields = () =>
  fromFunctions<typeof PlaceFields>(() => import('../../functions/src/services/place-fields.js'));

let seeded: SeedService[];
beforeEach(async () => {
  seeded = await resetData();
});

describe('npm run places -- import', () => {
  it('imports a JSON file: creates new places as the API stores them, updates changed ones, keeps ratings', async () => {
    const { ratingFields } = await fields();
    const rated = seeded[0]!;
    // As a review's transaction leaves it: the rating and the rank fields derived from it.
    const rating = { average: 4.5, count: 2, histogram: [0, 0, 0, 1, 1] as [0, 0, 0, 1, 1] };
    await emulatorDb()
      .collection('services')
      .doc(rated._id)
      .update({ ...ratingFields(rating), live: false });
    const rows = [
      place('porto-harbour'),
      // As an API answer has it: a rating and (here) `live`, which an import never writes.
      {
        ...rated,
        title: `${rated.title} (new text)`,
        price: rated.price + 10,
        rating: { average: 1, count: 1, histogram: [1, 0, 0, 0, 0] },
        live: true,
      },
      seeded[1]!,
    ];
    const importedFrom = Date.now() - 1000;
    const res = await places('import', file('places.json', JSON.stringify(rows)));
    expect(res.code, res.stderr).toBe(0);
    expect(res.stderr).toContain(
      'ignored the fields a places file does not hold: rating (1 place), live (1 place)',
    );
    expect(res.stdout).toMatch(
      /^Imported 3 places into the local emulators \(demo-tourist-guide\): 1 created, 1 updated, 1 unchanged \(\d+\.\d s\)\.\n$/,
    );
    expect(await stored('porto-harbour')).toMatchObject({
      title: 'Harbour of porto-harbour',
      live: true,
      titleSort: 'harbour of porto harbour',
      rating: { count: 0, average: null },
    });
    expect(await stored(rated._id)).toMatchObject({
      title: `${rated.title} (new text)`,
      price: rated.price + 10,
      ...ratingFields(rating),
      live: false,
    });
    // Both carry the time of the import's write: a running API's search index catches up on them.
    for (const id of ['porto-harbour', rated._id]) {
      const changedAt = (await stored(id))?.changedAt as { toMillis(): number } | undefined;
      expect(changedAt?.toMillis(), id).toBeGreaterThanOrEqual(importedFrom);
    }
    expect((await stored(rated._id))?.rankRecommended).toBeGreaterThan(
      (await stored('porto-harbour'))?.rankRecommended,
    );
  });

  it('imports places with only title, description, price, img, country and region, as the admin API takes them, and again without duplicates', async () => {
    const minimal = {
      title: 'Ribeira, Porto',
      description: 'Tiled houses stacked above the Douro, port cellars across the bridge.',
      price: 1190,
      img: '/images/services/lisbon-portugal-800.webp',
      country: 'Portugal',
      region: 'Europe',
    };
    const json = file('minimal.json', JSON.stringify([minimal]));
    const csv = file(
      'minimal.csv',
      'title,description,price,img,country,region\n' +
        `Sintra,Palaces in the hills and a misty forest above the coast.,890,${minimal.img},Portugal,Europe\n`,
    );
    const before = await count();
    for (const f of [json, csv]) {
      const res = await places('import', f);
      expect(res.code, res.stderr).toBe(0);
      expect(res.stdout).toContain('1 created');
    }
    expect(await stored('ribeira-porto')).toMatchObject({
      ...minimal,
      photos: [minimal.img],
      live: true,
    });
    expect(await stored('sintra')).toMatchObject({ title: 'Sintra', photos: [minimal.img] });
    // The ids come from the titles: the same files again change nothing.
    for (const f of [json, csv])
      expect((await places('import', f)).stdout).toContain('1 unchanged');
    expect(await count()).toBe(before + 2);
  });

  it('imports a CSV file with quoting: commas, doubled quotes and line breaks in a description', async () => {
    const description =
      'Cobbled lanes, "pastéis" at dawn, and trams,\nthen fado at night; a second line of text.';
    const csv = [
      'price,_id,title,description,country,region,img,photos',
      `1390,alfama,"Alfama, Lisbon","${description.replace(/"/g, '""')}",Portugal,Europe,/images/services/lisbon-portugal-800.webp,/images/services/lisbon-portugal-800.webp|/images/services/lisbon-portugal-2-800.webp`,
      '990,belem,Belém,Monuments by the river and the best custard tarts of the city.,Portugal,Europe,/images/services/lisbon-portugal-3-800.webp,',
      '',
    ].join('\n');
    const res = await places('import', file('places.csv', csv));
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain('2 created, 0 updated, 0 unchanged');
    expect(await stored('alfama')).toMatchObject({
      title: 'Alfama, Lisbon',
      description,
      price: 1390,
      photos: [
        '/images/services/lisbon-portugal-800.webp',
        '/images/services/lisbon-portugal-2-800.webp',
      ],
    });
    expect(await stored('belem')).toMatchObject({
      price: 990,
      photos: ['/images/services/lisbon-portugal-3-800.webp'],
    });
  });

  it('writes nothing when any row is bad, and lists each bad row with its line and why', async () => {
    const before = await count();
    const csv = [
      '_id,title,description,price,country,region,img,photos',
      'good-one,Good,A perfectly fine description of a perfectly fine place.,100,Peru,South America,/images/services/lisbon-portugal-800.webp,',
      'bad-price,Bad,A place whose price is not a number of dollars at all.,12a,Peru,South America,/images/services/lisbon-portugal-800.webp,',
      'bad-region,"Quoted, with comma","Spans',
      'two lines.",5,Peru,Atlantis,/images/services/lisbon-portugal-800.webp,',
      'good-one,Again,The same id a second time is refused as well as the rest.,100,Peru,South America,/images/services/lisbon-portugal-800.webp,',
    ].join('\n');
    const res = await places('import', file('bad.csv', csv));
    expect(res.code).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr).toContain('nothing was imported, because of 3 problem(s):');
    expect(res.stderr).toContain('  line 3: price: Price must be a number of dollars');
    expect(res.stderr).toMatch(/ {2}line 4: region: Region must be one of Africa/);
    expect(res.stderr).toContain('  line 6: _id: good-one is already used by line 2');
    expect(await count()).toBe(before);
    expect(await stored('good-one')).toBeUndefined();

    const json = await places(
      'import',
      file(
        'bad.json',
        JSON.stringify([place('ok'), { ...place('no-img'), img: 'http://x/a.webp' }]),
      ),
    );
    expect(json.code).toBe(1);
    expect(json.stderr).toMatch(/place 2: img: must be one of the site's pictures/);
    expect(await stored('ok')).toBeUndefined();
    const broken = await places('import', file('broken.json', '[{"_id": '));
    expect(broken.stderr).toMatch(/the file: not valid JSON/);
  });

  it('a dry run reports the counts and writes nothing', async () => {
    const before = await count();
    const res = await places(
      'import',
      file('dry.json', JSON.stringify([place('dry-one'), { ...seeded[0]!, price: 1 }])),
      '--dry-run',
    );
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain('Dry run, nothing written: would import 2 places');
    expect(res.stdout).toContain('1 created, 1 updated, 0 unchanged');
    expect(await count()).toBe(before);
    expect((await stored(seeded[0]!._id))?.price).toBe(seeded[0]!.price);
  });

  it('is idempotent: importing the same file twice changes nothing the second time', async () => {
    const at = file('twice.json', JSON.stringify([place('twice-a'), place('twice-b')]));
    expect((await places('import', at)).stdout).toContain('2 created, 0 updated, 0 unchanged');
    const first = await emulatorDb().collection('services').doc('twice-a').get();
    expect((await places('import', at)).stdout).toContain('0 created, 0 updated, 2 unchanged');
    const second = await emulatorDb().collection('services').doc('twice-a').get();
    expect(second.updateTime?.isEqual(first.updateTime!)).toBe(true);
  });
});

describe('npm run places -- export', () => {
  it('exports every place by id, archived ones too, and the export imports back unchanged (JSON and CSV)', async () => {
    const { ratingFields } = await fields();
    // What CSV must quote, cents, several pictures; archived and rated, which both survive.
    const tricky = place('aaa-tricky', {
      title: 'Alfama, "the old quarter"',
      description: 'Trams, fado; "pastéis" at dawn,\nthen a second line\r\nand a | bar.',
      price: 1390.75,
      photos: [
        '/images/services/lisbon-portugal-800.webp',
        '/images/services/lisbon-portugal-2-800.webp',
      ],
    });
    const rating = { average: 5, count: 1, histogram: [0, 0, 0, 0, 1] as [0, 0, 0, 0, 1] };
    await writePlaces([{ place: tricky, rating }]);
    await emulatorDb().collection('services').doc(tricky._id).update({ live: false });
    const all = [tricky, ...seeded];

    const json = await places('export');
    expect(json.code, json.stderr).toBe(0);
    const exported = JSON.parse(json.stdout) as SeedService[];
    expect(exported).toEqual([...all].sort((a, b) => a._id.localeCompare(b._id)));
    for (const format of ['json', 'csv'] as const) {
      const out = path.join(dir, `export.${format}`);
      const res = await places('export', '--out', out);
      expect(res.code, res.stderr).toBe(0);
      const again = await places('import', out);
      expect(again.stdout).toContain(`0 created, 0 updated, ${all.length} unchanged`);
    }
    const { _id, ...own } = tricky;
    expect(await stored(_id)).toMatchObject({
      ...own,
      ...ratingFields(rating),
      live: false,
    });
    expect(readFileSync(path.join(dir, 'export.csv'), 'utf8').split('\n')[0]).toBe(
      '_id,title,description,price,country,region,img,photos,lat,lng',
    );
    const csv = await places('export', '--format', 'csv');
    expect(csv.code, csv.stderr).toBe(0);
    expect(csv.stdout).toBe(readFileSync(path.join(dir, 'export.csv'), 'utf8'));
  });

  it('a CSV export defuses text a spreadsheet would run as a formula, and imports back unchanged', async () => {
    const hostile = [
      place('formula', {
        title: '=HYPERLINK("http://evil.example","x")',
        description: "-2+3+cmd|' /C calc'!A0, then the harbour.",
      }),
      place('phone', { description: '+1 555 0100 for the ferry', country: '@Portugal' }),
    ];
    await writePlaces(hostile.map((p) => ({ place: p })));
    const out = path.join(dir, 'formulas.csv');
    const res = await places('export', '--out', out);
    expect(res.code, res.stderr).toBe(0);
    const text = readFileSync(out, 'utf8');
    expect(text).toContain(`formula,"'=HYPERLINK(""http://evil.example"",""x"")","'-2+3+cmd|`);
    expect(text).toContain("phone,Harbour of phone,'+1 555 0100 for the ferry,1490,'@Portugal,");
    const again = await places('import', out);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(`0 created, 0 updated, ${seeded.length + 2} unchanged`);
    const { _id, ...own } = hostile[0]!;
    expect(await stored(_id)).toMatchObject(own);
  });

  it('refuses a demo project id and wrong usage', async () => {
    const demo = await places('export', '--project', 'demo-tourist-guide');
    expect(demo.code).toBe(2);
    expect(demo.stderr).toContain('demo project');
    const usage = await places('load', 'x.json');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('usage: npm run places -- import');
    const mismatch = await places('export', '--format', 'csv', '--out', path.join(dir, 'x.json'));
    expect(mismatch.code).toBe(2);
    expect(mismatch.stderr).toContain('--format csv does not match --out');
    const unnamed = await places('export', '--out', path.join(dir, 'places.txt'));
    expect(unnamed.code).toBe(2);
    expect(unnamed.stderr).toContain('ends in neither .json nor .csv: add --format json|csv');
  });
});

/*
 * The import itself, called directly: `beforeWrite` runs between its read of a chunk and its
 * write, where a review (which rewrites its place's rating) or another writer can land.
 */
describe('importPlaces while places change between its read and its write', () => {
  const rating = { average: 4, count: 3, histogram: [0, 0, 1, 1, 1] as [0, 0, 1, 1, 1] };

  it('keeps a rating written meanwhile: the chunk is read again and only then written', async () => {
    const { ratingFields } = await fields();
    const target = place(seeded[0]!._id, { title: 'A new title from the file' });
    const attempts: number[] = [];
    const counts = await importPlaces(connect(undefined), [target, place('meanwhile-new')], {
      dryRun: false,
      beforeWrite: async ({ attempt }) => {
        attempts.push(attempt);
        if (attempt === 1) {
          await emulatorDb().collection('services').doc(target._id).update(ratingFields(rating));
        }
      },
    });
    expect(attempts).toEqual([1, 2]);
    expect(counts).toEqual({ created: 1, updated: 1, unchanged: 0 });
    expect(await stored(target._id)).toMatchObject({
      title: 'A new title from the file',
      ...ratingFields(rating),
      live: true,
    });
    expect(await stored('meanwhile-new')).toMatchObject({ title: 'Harbour of meanwhile-new' });
  });

  it('never overwrites a place created meanwhile: it is updated instead, its rating and status kept', async () => {
    const { placeDocument } = await fields();
    const counts = await importPlaces(connect(undefined), [place('raced')], {
      dryRun: false,
      beforeWrite: async ({ attempt }) => {
        if (attempt > 1) return;
        await emulatorDb()
          .collection('services')
          .doc('raced')
          .create({
            ...placeDocument(place('raced', { title: 'Made by someone else' }), rating),
            live: false,
          });
      },
    });
    expect(counts).toEqual({ created: 0, updated: 1, unchanged: 0 });
    expect(await stored('raced')).toMatchObject({
      title: 'Harbour of raced',
      rating,
      live: false,
    });
  });

  it('gives up after five tries on a place that keeps changing, saying what was written and that running it again is safe', async () => {
    const { placeDocument, ratingFields } = await fields();
    const many = Array.from({ length: 501 }, (_, i) => place(`busy-${String(i).padStart(3, '0')}`));
    let tries = 0;
    const importing = importPlaces(connect(undefined), many, {
      dryRun: false,
      beforeWrite: async ({ chunk }) => {
        if (chunk === 0) return;
        tries++;
        // The second chunk's one place: created by someone else, then rated again and again.
        const ref = emulatorDb().collection('services').doc('busy-500');
        if (tries === 1) await ref.create(placeDocument({ ...many[500]!, title: 'Not the file' }));
        else await ref.update(ratingFields({ ...rating, count: tries }));
      },
    });
    const error = await importing.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportInterrupted);
    expect(tries).toBe(5);
    expect((error as ImportInterrupted).written).toEqual({
      created: 500,
      updated: 0,
      unchanged: 0,
    });
    expect((error as Error).message).toMatch(
      /^The import stopped: .+\. Before it stopped, 500 places were created and 0 updated \(0 were unchanged\); those writes stay\. Running the import again is safe/,
    );
    expect((await stored('busy-000'))?.title).toBe('Harbour of busy-000');
    expect((await stored('busy-500'))?.rating.count).toBe(5);
  });
});
