import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { buildSiteUrl } from './build/site-url';

/*
 * The page-rendering function (server/pages.ts), built after the site (`react-router build`): one
 * bundle with the framework's server build (dist/server), React, the router and the app in it, so
 * its deployed package needs only the Functions SDK. Firebase deploys web/dist-server as the
 * `pages` codebase (firebase.json).
 */

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

interface FirebaseJson {
  hosting: { headers: { headers: { key: string; value: string }[] }[] };
}

/** firebase.json's Content-Security-Policy: the function sends the same, with its scripts' hashes. */
function siteCsp(): string {
  const config = JSON.parse(readFileSync(here('../firebase.json'), 'utf8')) as FirebaseJson;
  const csp = config.hosting.headers
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy');
  if (!csp) throw new Error('firebase.json sets no Content-Security-Policy');
  return csp.value;
}

/**
 * The site's built stylesheets by path (`/assets/root-x.css`): the function puts a page's in the
 * page (server/inline-styles.ts), as the build does for the prerendered ones.
 */
function siteStyles(): Record<string, string> {
  const assets = here('./dist/client/assets/');
  return Object.fromEntries(
    readdirSync(assets)
      .filter((file) => file.endsWith('.css'))
      .map((file) => [`/assets/${file}`, readFileSync(`${assets}${file}`, 'utf8')]),
  );
}

/** The function's package.json. */
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
  };
}

const routerBuild = (file: string) => here(`./node_modules/react-router/dist/production/${file}`);

export default defineConfig({
  plugins: [functionPackage()],
  resolve: {
    alias: {
      'virtual:react-router/server-build': here('./dist/server/index.js'),
      // The router's production build (its package's exports name only the development one).
      'react-router/dom': routerBuild('dom-export.mjs'),
      'react-router': routerBuild('index.mjs'),
      '@/': here('./src/'),
      '@contract/': here('../functions/src/contract/'),
    },
  },
  publicDir: false,
  ssr: {
    noExternal: true,
    // react-router-dom offers Node its ES module only under `module-sync` (which Node itself
    // matches, and Vite for the packages it leaves external); without it the bundle took the
    // CommonJS build, whose re-export of all of react-router Rollup cannot tree-shake.
    resolve: { conditions: ['module-sync', ...defaultServerConditions] },
  },
  // React and react-dom choose their development or production code by process.env.NODE_ENV,
  // which an SSR build leaves to run time. The function always runs with NODE_ENV=production
  // (Google's buildpacks set it; so does the launcher), so the development code is dead.
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    SITE_CSP: JSON.stringify(siteCsp()),
    SITE_STYLES: JSON.stringify(siteStyles()),
  },
  // Minified names, kept as functions' names: a logged stack trace reads `at sendHtml
  // (index.js:51:66)`, not `at i (…)`, with no runtime flag.
  esbuild: { keepNames: true },
  build: {
    // Vite leaves SSR bundles unminified; a cold start parses every byte.
    minify: 'esbuild',
    // index.js.map is deployed beside the bundle: it maps a logged trace back to web/server and
    // web/src (docs/performance.md, bench:cold).
    sourcemap: true,
    ssr: 'server/pages.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node24',
    rollupOptions: {
      // data: the browser-only imports the server build left as throwing stubs (vite.config.ts).
      external: [/^firebase-functions(\/|$)/, /^firebase-admin(\/|$)/, /^node:/, /^data:/],
      // One file: a split bundle's entry re-exports shared modules, which the Functions loader walks.
      output: {
        entryFileNames: 'index.js',
        format: 'esm',
        inlineDynamicImports: true,
        sourcemapExcludeSources: true,
      },
    },
  },
});
