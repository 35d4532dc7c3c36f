import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/*
 * Boundaries (see docs/architecture.md): a web feature uses another feature only through
 * its index, never src/app; web takes only schemas (types) from functions; product code
 * never imports the emulator suite; stores know nothing of HTTP.
 */
const WEB_FEATURES = readdirSync(new URL('./web/src/features', import.meta.url));
const TOOLS = ['testing', 'stack', 'firestore-emulator', 'seed', 'ops', 'bench'];
const NO_EMULATORS = {
  group: TOOLS.flatMap((tool) => [
    `@tourist-guide/${tool}`,
    `@tourist-guide/${tool}/**`,
    `**/${tool}/src/**`,
  ]),
  message:
    'Product code never depends on the tools (the local stack, the Firestore emulator, seed, ops, benches, test helpers).',
};
const ONLY_SCHEMAS = {
  // services/ranking: the ranking's constants, a module without dependencies (schema modules
  // bring zod, which the entry script does without).
  regex: '^@functions/(?![\\w-]+/schema$|services/ranking$)',
  message:
    'The web app takes only schemas and types from functions (<feature>/schema, services/ranking).',
};
const TESTS = ['**/*.test.{ts,tsx}', 'web/src/testing/**'];
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const boundaries = [
  ...WEB_FEATURES.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    ignores: TESTS,
    rules: restrict(
      {
        regex: `^@/features/(?!${feature}/)[^/]+/`,
        message:
          'Use another feature only through its index (@/features/<name>), not its internals.',
      },
      {
        group: ['../../*', '../../**'],
        message: 'Reach other features through @/features/<name>, not relative paths.',
      },
      { group: ['@/app', '@/app/**'], message: 'Features do not import the app shell (src/app).' },
      ONLY_SCHEMAS,
      NO_EMULATORS,
    ),
  })),
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/features/**', ...TESTS],
    rules: restrict(ONLY_SCHEMAS, NO_EMULATORS),
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
