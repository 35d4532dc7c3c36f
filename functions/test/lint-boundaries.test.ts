import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The boundaries eslint.config.js draws (features through their index and only those they
 * declare, layers below features, the web app on the contract alone, no cycles, product code
 * importing only the packages its workspace declares) hold because
 * lint fails when one is crossed: here each kind of crossing is planted and must be reported,
 * and the real tree must lint clean of them.
 */

const root = path.resolve(__dirname, '../..');
// ESLint finds the repository's eslint.config.js from here. Not `cwd: root`: the TypeScript
// import resolver then ignores the tsconfig projects (and so web's aliases) when its process
// runs elsewhere, as `npm test -w functions` does.
const eslint = new ESLint();

const BOUNDARY_RULES = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  'import-x/no-extraneous-dependencies',
]);

/** The boundary problems ESLint reports for `code` as if it were the file at `file`. */
async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => BOUNDARY_RULES.has(m.ruleId ?? '') || m.ruleId === 'no-restricted-imports')
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe('lint keeps the boundaries', () => {
  it('reports a web feature reaching into another feature instead of its index', async () => {
    const found = await problems(
      'web/src/features/reviews/components/planted.tsx',
      "import { getPlaceReviews } from '@/features/services/api/get-place-reviews';\nexport const x = getPlaceReviews;\n",
    );
    expect(found).toEqual([expect.stringMatching(/no-restricted-paths.*only through its index/)]);
  });

  it('reports a web feature using a feature it does not declare (services -> reviews, a loop: reviews uses services)', async () => {
    const found = await problems(
      'web/src/features/services/components/planted.ts',
      "import { ReviewForm } from '@/features/reviews/components/review-form';\nexport const x = ReviewForm;\n",
    );
    expect(found).toEqual([expect.stringMatching(/services does not use reviews/)]);
  });

  it('refuses a loop between declared features, and a feature folder not declared, as the config loads', async () => {
    // A path computed at run time: the config is plain JavaScript, outside this package's types.
    const config = pathToFileURL(path.join(root, 'eslint.config.js')).href;
    const { checkedFeatureGraph } = (await import(config)) as {
      checkedFeatureGraph: (name: string, uses: Record<string, string[]>, onDisk: string[]) => void;
    };
    const uses = { reviews: ['services'], saved: [], services: ['reviews', 'saved'] };
    expect(() => checkedFeatureGraph('WEB_FEATURE_USES', uses, Object.keys(uses))).toThrow(
      'WEB_FEATURE_USES has a loop: reviews -> services -> reviews',
    );
    expect(() =>
      checkedFeatureGraph('WEB_FEATURE_USES', { saved: [] }, ['saved', 'planted']),
    ).toThrow('declare what planted may use in WEB_FEATURE_USES');
  });

  it('reports an API feature reaching into another feature instead of its index', async () => {
    const found = await problems(
      'functions/src/admin/planted.ts',
      "import { listPlaces } from '../services/places';\nexport const x = listPlaces;\n",
    );
    expect(found).toEqual([expect.stringMatching(/only through its index/)]);
  });

  it('reports the layers below the features importing one', async () => {
    const web = await problems(
      'web/src/lib/planted.ts',
      "import { getService } from '@/features/services';\nexport const x = getService;\n",
    );
    const api = await problems(
      'functions/src/http/planted.ts',
      "import { listPlaces } from '../services';\nexport const x = listPlaces;\n",
    );
    expect(web).toEqual([expect.stringMatching(/lib, components and config/)]);
    expect(api).toEqual([expect.stringMatching(/know no feature/)]);
  });

  it('reports the web app importing a store, whatever the path, or Firestore itself', async () => {
    const store = await problems(
      'web/src/features/services/components/planted.ts',
      "import { readPlaceInTx } from '../../../../../functions/src/services/store';\nexport const x = readPlaceInTx;\n",
    );
    const feature = await problems(
      'web/server/planted.ts',
      "import { listPlaces } from '../../functions/src/services';\nexport const x = listPlaces;\n",
    );
    const firestore = await problems(
      'web/src/lib/planted.ts',
      "import { getFirestore } from 'firebase-admin/firestore';\nexport const x = getFirestore;\n",
    );
    expect(store).toEqual([expect.stringMatching(/only its contract/)]);
    expect(feature).toEqual([expect.stringMatching(/only its contract/)]);
    expect(firestore).toContainEqual(expect.stringMatching(/never touches Firestore/));
  });

  it('reports a contract module that reaches a store', async () => {
    const found = await problems(
      'functions/src/contract/planted.ts',
      "export { readPlaceInTx } from '../services/store';\n",
    );
    expect(found).toEqual([expect.stringMatching(/never reaches a store/)]);
  });

  it('reports a package the workspace does not declare (the function deploys alone)', async () => {
    const page = await problems(
      'web/server/planted.ts',
      "import express from 'express';\nexport const x = express;\n",
    );
    const api = await problems(
      'functions/src/lib/planted.ts',
      "import request from 'supertest';\nexport const x = request;\n",
    );
    const tool = await problems(
      'emulators/seed/src/planted.ts',
      "import { parse } from 'csv-parse/sync';\nexport const x = parse;\n",
    );
    expect(tool).toEqual([expect.stringMatching(/'csv-parse' should be listed/)]);
    expect(page).toEqual([expect.stringMatching(/'express' should be listed/)]);
    expect(api).toEqual([
      expect.stringMatching(/'supertest' should be listed in the project's dependencies/),
    ]);
  });

  describe('with two modules that import each other', () => {
    const dir = path.join(root, `functions/src/lib/planted-cycle-${process.pid}`);
    beforeAll(() => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        path.join(dir, 'a.ts'),
        "import { b } from './b';\nexport const a = () => b;\n",
      );
      writeFileSync(
        path.join(dir, 'b.ts'),
        "import { a } from './a';\nexport const b = () => a;\n",
      );
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('reports the cycle', async () => {
      const [result] = await eslint.lintFiles([path.join(dir, 'a.ts')]);
      const cycles = result?.messages.filter((m) => m.ruleId === 'import-x/no-cycle') ?? [];
      expect(cycles).toHaveLength(1);
    });
  });

  it('finds none of this in the real tree', async () => {
    const trees = ['web/src', 'web/server', 'web/build', 'web/e2e', 'functions/src'].concat([
      'emulators',
      'ops',
      'bench',
    ]);
    const results = await eslint.lintFiles(trees.map((tree) => path.join(root, tree)));
    const crossings = results.flatMap((r) =>
      r.messages
        .filter((m) => BOUNDARY_RULES.has(m.ruleId ?? '') || m.ruleId === 'no-restricted-imports')
        .map((m) => `${path.relative(root, r.filePath)}:${m.line} ${m.ruleId}: ${m.message}`),
    );
    expect(crossings).toEqual([]);
  }, 120_000);
});
