import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defaultServerConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { landingPages } from './src/config/landing-pages';
import { buildSiteUrl } from './build/site-url';

/*
 * The page-rendering function (server/pages.ts), built after the app (`vite build` first): one
 * bundle with the app's code, React and the router in it, so its deployed package needs only
 * the Functions SDK. Firebase deploys web/dist-server as the `pages` codebase (firebase.json).
 */

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The function's package.json and the built page shells it fills in. */
function functionPackage(): Plugin {
  return {
    name: 'function-package',
    apply: 'build',
    configResolved(config) {
      // The page function writes canonical URLs and links from the build's VITE_SITE_URL: a build
      // for a real project without it stops here, saying what to set (build/site-url.ts).
      buildSiteUrl(config.env as Record<string, string | undefined>);
    },
    generateBundle() {
      const functions = JSON.parse(readFileSync(here('../functions/package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      };
      const pkg = {
        name: 'tourist-guide-pages',
        private: true,
        type: 'module',
        main: 'index.js',
        engines: { node: '24' },
        dependencies: {
          'firebase-admin': functions.dependencies['firebase-admin'],
          'firebase-functions': functions.dependencies['firebase-functions'],
        },
      };
      this.emitFile({
        type: 'asset',
        fileName: 'package.json',
        source: `${JSON.stringify(pkg, null, 2)}\n`,
      });
    },
    writeBundle() {
      mkdirSync(here('dist-server/templates'), { recursive: true });
      for (const page of landingPages) {
        const built = here(`dist/${page.shell}`);
        if (!existsSync(built)) throw new Error(`${built} is missing: run \`vite build\` first`);
        copyFileSync(built, here(`dist-server/templates/${page.shell}`));
      }
    },
  };
}

/** Code the app loads only in the browser: the auth SDK (after the page has loaded, or on sign-in),
 * the account's flows with it (the forms' actions, an emailed link's check: never on the server)
 * and the full-screen photo viewer (when a picture is opened). */
const BROWSER_ONLY = [
  'src/lib/auth/sdk.ts',
  'src/lib/auth/account-service.ts',
  'src/features/services/components/photo-viewer.tsx',
];

/**
 * Leaves out of the bundle what the page function never runs, though the app imports it
 * dynamically: the route modules of pages other than the landing pages (the function answers
 * every other URL before the router runs) and BROWSER_ONLY. The bundle is one file, so
 * everything it reaches by import() is inlined and its top level runs at every cold start:
 * Firebase Auth, zod and the review, sign-in and admin pages. Each such import() stays as an
 * import of a data: URL that throws, saying why, should the server ever follow it.
 */
function browserOnlyImports(): Plugin {
  const routeTable = here('src/app/routes.tsx');
  const rendered = new Set(landingPages.map((page) => here(page.routeModule)));
  const browserOnly = new Set(BROWSER_ONLY.map(here));
  return {
    name: 'browser-only-imports',
    apply: 'build',
    async resolveDynamicImport(specifier, importer) {
      if (typeof specifier !== 'string' || !importer) return null;
      const resolved = await this.resolve(specifier, importer, { skipSelf: true });
      if (!resolved || resolved.external) return null;
      const otherPage = importer === routeTable && !rendered.has(resolved.id);
      if (!otherPage && !browserOnly.has(resolved.id)) return null;
      const name = relative(here('.'), resolved.id);
      const message = `${name} is browser-only: left out of the page function (vite.server.config.ts)`;
      return {
        id: `data:text/javascript,${encodeURIComponent(`throw new Error(${JSON.stringify(message)});`)}`,
        external: true,
      };
    },
  };
}

export default defineConfig({
  plugins: [react(), functionPackage(), browserOnlyImports()],
  resolve: {
    alias: {
      '@/': here('./src/'),
      '@contract/': here('../functions/src/contract/'),
    },
  },
  publicDir: false,
  ssr: {
    noExternal: true,
    // react-router-dom offers Node its ES module only under `module-sync` (which Node itself
    // matches, and Vite for the packages it leaves external); without it the bundle took the
    // CommonJS build, whose re-export of all of react-router (cookies, sessions, the browser's
    // hydration) Rollup cannot tree-shake.
    resolve: { conditions: ['module-sync', ...defaultServerConditions] },
  },
  // React, react-dom and the router choose their development or production code by
  // process.env.NODE_ENV, which an SSR build leaves to run time, so both were bundled and parsed
  // at every cold start. The function always runs with NODE_ENV=production (Google's buildpacks
  // set it; so does the launcher), so the development code is dead: replaced here, the minifier
  // drops it.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // Minified names, kept as functions' names: a logged stack trace reads `at sendHtml
  // (index.js:51:66)`, not `at i (…)`, with no runtime flag (6% of the bundle).
  esbuild: { keepNames: true },
  build: {
    // Vite leaves SSR bundles unminified; a cold start parses every byte.
    minify: 'esbuild',
    // index.js.map is deployed beside the bundle: it maps a logged trace's line and column back to
    // web/server and web/src, offline, or in the logs when the function runs with
    // NODE_OPTIONS=--enable-source-maps (not set by default: Node then looks for a source map in
    // every module it loads, which costs each cold start; docs/performance.md, bench:cold).
    sourcemap: true,
    ssr: 'server/pages.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node24',
    rollupOptions: {
      external: [/^firebase-functions(\/|$)/, /^firebase-admin(\/|$)/, /^node:/],
      // One file: a split bundle's entry re-exports shared modules, which the Functions loader walks.
      output: {
        entryFileNames: 'index.js',
        format: 'esm',
        inlineDynamicImports: true,
        // Positions and names are what a stack trace needs; the sources are in the repository.
        sourcemapExcludeSources: true,
      },
    },
  },
});
