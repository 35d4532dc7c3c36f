import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/*
 * Boundaries (see docs/architecture.md), checked on where an import resolves to, whatever its
 * spelling (alias or relative path):
 *   - a feature uses another feature only through its index, and only one it declares below
 *     (WEB_FEATURE_USES, API_FEATURE_USES: graphs without loops, checked as this file loads);
 *   - web/src/lib, components and config never import features or the app shell; the API's
 *     lib, http, config and errors never import features;
 *   - everything in web/ takes from functions/ only its contract (functions/src/contract), which
 *     itself never reaches a store, a route or Firestore; nothing in web/ touches Firestore;
 *   - no import cycles; product code imports only the packages its workspace declares, never the
 *     emulator suite; stores know nothing of HTTP.
 * A new feature folder stops lint until it is declared below. Tested by
 * functions/test/lint-boundaries.test.ts.
 */
const dirs = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Which web features each web feature may use (through its index). */
const WEB_FEATURE_USES = {
  // The account page links to /owner when the account owns places.
  account: ['owner'],
  admin: [],
  auth: [],
  contact: [],
  home: ['contact', 'saved'],
  // A place's map and the catalogue's: Leaflet's chunk, loaded when a map is on screen.
  maps: [],
  owner: [],
  // The review form loads the place it is about. A place's page marks the caller's own review
  // with a call of its own (services/api/get-my-review-of.ts), so services needs no reviews.
  reviews: ['services'],
  // A saved place's offline copy keeps its map's files.
  saved: ['maps'],
  services: ['maps', 'saved'],
};
/** Which API features each API feature may use (through its index). */
const API_FEATURE_USES = {
  accounts: ['audit', 'authors', 'owners', 'reviews', 'saved', 'services'],
  admin: ['audit', 'owners', 'reviews', 'services'],
  audit: [],
  authors: [],
  owners: ['audit', 'authors', 'reviews', 'services'],
  photos: [],
  reviews: ['audit', 'authors', 'photos', 'services'],
  saved: ['authors', 'services'],
  services: ['audit'],
};
/** The API's shared layers: what features build on, knowing none of them. */
const API_LAYERS = ['config', 'errors', 'http', 'lib'];
const API_SURFACE = ['contract'];

/**
 * Each feature on disk is declared, and the declared uses have no loop: with the zones below,
 * which refuse every use not declared, no import between features can make one.
 */
export function checkedFeatureGraph(name, uses, onDisk) {
  const undeclared = onDisk.filter((feature) => !(feature in uses));
  if (undeclared.length > 0) {
    throw new Error(`eslint.config.js: declare what ${undeclared.join(', ')} may use in ${name}`);
  }
  const done = new Set();
  const visit = (feature, path) => {
    if (path.includes(feature)) {
      throw new Error(`eslint.config.js: ${name} has a loop: ${[...path, feature].join(' -> ')}`);
    }
    if (done.has(feature)) return;
    for (const used of uses[feature] ?? []) visit(used, [...path, feature]);
    done.add(feature);
  };
  for (const feature of Object.keys(uses)) visit(feature, []);
  return uses;
}

/** no-restricted-paths zones: `root/<feature>` uses another only if declared, and only its index. */
function featureZones(root, uses) {
  return Object.keys(uses).flatMap((feature) =>
    Object.keys(uses)
      .filter((other) => other !== feature)
      .map((other) =>
        uses[feature].includes(other)
          ? {
              target: `${root}/${feature}`,
              from: `${root}/${other}`,
              except: ['./index.ts'],
              message: `Use ${other} only through its index.ts (what it offers other features).`,
            }
          : {
              target: `${root}/${feature}`,
              from: `${root}/${other}`,
              message: `${feature} does not use ${other} (eslint.config.js declares which features use which, without loops).`,
            },
      ),
  );
}

const WEB_FEATURES = Object.keys(
  checkedFeatureGraph('WEB_FEATURE_USES', WEB_FEATURE_USES, dirs('./web/src/features')),
);
const API_FEATURES = Object.keys(
  checkedFeatureGraph(
    'API_FEATURE_USES',
    API_FEATURE_USES,
    dirs('./functions/src').filter((dir) => ![...API_LAYERS, ...API_SURFACE].includes(dir)),
  ),
);

const zones = [
  ...featureZones('web/src/features', WEB_FEATURE_USES),
  {
    target: WEB_FEATURES.map((feature) => `web/src/features/${feature}`),
    from: 'web/src/app',
    message: 'Features do not import the app shell (src/app); the app imports them.',
  },
  {
    target: ['web/src/lib', 'web/src/components', 'web/src/config'],
    from: ['web/src/features', 'web/src/app'],
    message: 'lib, components and config are below the features and the app: they import neither.',
  },
  {
    target: 'web',
    from: 'functions',
    except: ['./src/contract'],
    message:
      'The web app takes from functions/ only its contract (@contract/…, functions/src/contract): never a store, a route or a use case.',
  },
  ...featureZones('functions/src', API_FEATURE_USES),
  {
    target: API_LAYERS.map((layer) => `functions/src/${layer}`),
    from: API_FEATURES.map((feature) => `functions/src/${feature}`),
    message: "The API's lib, http, config and errors know no feature.",
  },
  {
    target: 'functions/src/contract',
    from: [
      'functions/src/**/store.ts',
      'functions/src/**/*-store.ts',
      'functions/src/**/routes.ts',
      'functions/src/lib/firebase.*',
    ],
    message:
      'The contract is shapes and constants: it never reaches a store, a route or Firestore (the web app bundles it).',
  },
];

const FIRESTORE = {
  group: ['firebase-admin', 'firebase-admin/**', '@google-cloud/firestore', 'firebase/firestore'],
  message: 'The web app never touches Firestore: it goes through the API (types from @contract/…).',
};
/** The tool workspaces: each package's name (@tourist-guide/…) and its folder. */
const TOOLS = {
  testing: 'emulators/testing',
  stack: 'emulators/stack',
  'firestore-emulator': 'emulators/firestore',
  'storage-emulator': 'emulators/storage',
  seed: 'emulators/seed',
  ops: 'ops',
  bench: 'bench',
};
const NO_EMULATORS = {
  group: [
    ...Object.keys(TOOLS).flatMap((tool) => [
      `@tourist-guide/${tool}`,
      `@tourist-guide/${tool}/**`,
    ]),
    ...['emulators', 'ops', 'bench'].map((folder) => `**/${folder}/**`),
  ],
  message:
    'Product code never depends on the tools (the local stack, the Firestore and Storage emulators, seed, ops, benches, test helpers).',
};
const TESTS = ['**/*.test.{ts,tsx}', 'web/src/testing/**'];
/** The one door to react-hot-toast: loading it mounts the toaster (docs/architecture.md). */
const TOAST_DOOR = ['web/src/lib/toast.ts', 'web/src/app/toasts.tsx'];
const NO_DIRECT_TOAST = {
  group: ['react-hot-toast'],
  message:
    "Import toast from '@/lib/toast': loading it mounts the toaster, so a toast shows on every page.",
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const boundaries = [
  {
    files: ['web/**/*.{ts,tsx}', 'functions/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // How the plugin reads the modules an import leads to (for the cycle rule): as TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          // web/ has one project per target (app, build tools, page function, e2e), each with
          // the aliases it resolves.
          project: ['web/tsconfig*.json', 'web/e2e/tsconfig.json', 'functions/tsconfig.json'].map(
            (project) => `${import.meta.dirname}/${project}`,
          ),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'web/server/**/*.ts'],
    ignores: TESTS,
    rules: {
      ...restrict(FIRESTORE, NO_EMULATORS, NO_DIRECT_TOAST),
      // What the app and the page function import, web/package.json declares; the API's
      // contract (@contract/…) is source Vite bundles, not a package.
      'import-x/no-extraneous-dependencies': [
        'error',
        { packageDir: `${import.meta.dirname}/web`, includeTypes: true, whitelist: ['functions'] },
      ],
    },
  },
  {
    files: TOAST_DOOR,
    rules: restrict(FIRESTORE, NO_EMULATORS),
  },
  {
    files: ['web/src/**/*.test.{ts,tsx}', 'web/src/testing/**'],
    rules: restrict(FIRESTORE),
  },
  {
    files: ['functions/src/**/*.ts'],
    rules: {
      // The function deploys alone: what it imports, functions/package.json declares.
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          packageDir: `${import.meta.dirname}/functions`,
          devDependencies: false,
          includeTypes: true,
        },
      ],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/**/{store,*-store}.ts'],
    rules: restrict(NO_EMULATORS),
  },
  {
    files: ['functions/src/**/{store,*-store}.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'express',
              message: "A store reads and writes plain objects; HTTP is the routes' job.",
            },
          ],
          patterns: [
            { group: ['**/http/**', '**/routes'], message: 'A store knows nothing of HTTP.' },
            NO_EMULATORS,
          ],
        },
      ],
    },
  },
  // Every tool workspace names in its package.json what it imports (its tests and scripts
  // included); the API's tests take the shared helpers from the root package.json, because
  // functions/package.json goes to Cloud Build, where workspace packages do not exist.
  ...Object.values(TOOLS).map((folder) => ({
    files: [`${folder}/**/*.ts`],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { packageDir: `${import.meta.dirname}/${folder}`, includeTypes: true },
      ],
    },
  })),
  {
    files: ['functions/test/**/*.ts', 'functions/rules-test/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          packageDir: [`${import.meta.dirname}/functions`, import.meta.dirname],
          includeTypes: true,
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'web/dist/**',
      'web/dist-emulators/**',
      'web/dist-server/**',
      'functions/lib/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      // What benches write at run time (bench:cold writes small functions and copies bundles there).
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...boundaries,
  prettier,
);
