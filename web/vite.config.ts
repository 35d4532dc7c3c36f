import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type PluginOption } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { START_PORTS } from '../emulators/stack/src/ports';
import { OFFLINE_PAGE, offlinePage } from './build/offline-page';
import { leanPrecache } from './build/precache';
import { robots } from './build/robots';

const ROOT_MODULE = 'src/app/root.tsx';

const routerBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * What a first visit's service worker downloads: the app, the pages that work offline (a place's,
 * and /saved: the saved feature's page and its Save toggle's parts), sign-in state, the toaster and
 * the photo viewer.
 */
/** The app's import paths, shared with the tests (vitest.config.ts). */
export const aliases = {
  // The router's production build: its package's exports name only the development one, whose
  // warnings (an inline script among them) would ship in every page.
  'react-router/dom': routerBuild('dom-export.mjs'),
  'react-router': routerBuild('index.mjs'),
  '@/': fileURLToPath(new URL('./src/', import.meta.url)),
  // The API's contract (functions/src/contract): the one part of functions/ the web app uses.
  '@contract/': fileURLToPath(new URL('../functions/src/contract/', import.meta.url)),
};

const precache = leanPrecache({
  modules: [
    ROOT_MODULE,
    'src/app/entry.client.tsx',
    'src/app/toaster.tsx',
    'src/app/toasts.tsx',
    // A page that fails offline still says why (app/routes/error-boundary.tsx).
    'src/app/routes/route-error.tsx',
    // The Auth SDK, for sign-in and for sign-out, which also works offline: the session and the
    // reader's data on the device end (lib/auth/store.ts).
    'src/lib/auth/sdk.ts',
    'src/lib/offline.ts',
    'src/lib/saved-cookie.ts',
    'src/features/services/routes/service-detail.tsx',
    // What a place's page imports on first use: its loader (a navigation to a saved place offline);
    // its API calls are services/api/ below, which fail offline without their code failing to load.
    'src/features/services/routes/loaders.ts',
    // A place's map and nearby list format their distances on first use.
    'src/lib/distance.ts',
    'src/features/services/components/photo-viewer.tsx',
  ],
  moduleFolders: ['src/features/saved/', 'src/features/services/api/'],
  // Not the app's icons (60 kB): a browser installing the site fetches and keeps them itself,
  // and no page shown offline uses them; the favicon, which every tab shows, is 2 kB.
  keep: (file) => [OFFLINE_PAGE, 'manifest.webmanifest', 'favicon.png'].includes(file),
});

/**
 * The service worker (src/sw.ts; docs/web.md, "Offline"). injectManifest rather than
 * generateSW: its routing is ours (network first for pages and a saved place's data, answers
 * from the saved-places cache that the app fills, no caching of private calls), which
 * generateSW's runtimeCaching options cannot say, and it is tested as code. The site's manifest
 * is web/public/manifest.webmanifest; the app registers the worker itself (app/service-worker.ts).
 */
const serviceWorker = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    manifest: false,
    injectRegister: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,webmanifest,png}'],
      globIgnores: ['images/**'],
      manifestTransforms: [precache.transform],
    },
  });

/**
 * Code the app imports on demand and only ever runs in the browser: the Auth SDK and the account's
 * flows with it (sign-in, an emailed link's check) and the full-screen photo viewer. The server
 * build leaves them out (the page function's bundle is one file, whose every inlined import runs
 * at a cold start); each such import() stays as one of a data: URL that throws, saying why.
 */
const BROWSER_ONLY = [
  'src/lib/auth/sdk.ts',
  'src/lib/auth/account-service.ts',
  'src/features/services/components/photo-viewer.tsx',
].map((file) => fileURLToPath(new URL(file, import.meta.url)));

function browserOnly(): PluginOption {
  return {
    name: 'browser-only-imports',
    apply: 'build',
    async resolveDynamicImport(specifier, importer) {
      if (typeof specifier !== 'string' || !importer) return null;
      const resolved = await this.resolve(specifier, importer, { skipSelf: true });
      if (!resolved || !BROWSER_ONLY.includes(resolved.id)) return null;
      const message = `${specifier} is browser-only: left out of the server build (vite.config.ts)`;
      return {
        id: `data:text/javascript,${encodeURIComponent(`throw new Error(${JSON.stringify(message)});`)}`,
        external: true,
      };
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    reactRouter(),
    // What only the browser's build has: the offline page, robots.txt and the service worker.
    ...(isSsrBuild
      ? [browserOnly()]
      : ([offlinePage(ROOT_MODULE), robots(), precache.plugin, serviceWorker()] as PluginOption[])),
  ],
  resolve: { alias: aliases },
  // The router bundled into the server build too, so the alias above gives it one copy, the same
  // as the browser's.
  ssr: { noExternal: ['react-router', 'react-router-dom', '@react-router/node'] },
  server: {
    proxy: {
      // `npm run dev -w web` against a running `npm start` (its Hosting emulator).
      '/api': `http://127.0.0.1:${START_PORTS.hosting}`,
      '/emulators.json': `http://127.0.0.1:${START_PORTS.hosting}`,
    },
  },
  build: {
    target: 'es2022',
    // Every browser the es2022 target covers but Safari 16 supports <link rel="modulepreload">;
    // there the preloads are skipped and the modules load when imported. Saves the entry 0.5 kB.
    modulePreload: { polyfill: false },
    minify: isSsrBuild ? false : 'terser',
    // A second pass finds what the first one's changes allow, and single-use functions stay
    // functions (inlined, React's grow): together 1.0 kB less on the home page, same code. The
    // router's console warnings (its `warning` calls, developers' hints that its production
    // build keeps) are dropped: 1.5 kB less on every page.
    terserOptions: {
      compress: {
        passes: 2,
        reduce_funcs: false,
        pure_funcs: ['warning', 'warnOnce', 'warningOnce'],
        // The chunks are ES modules: their top level is private, so it is compressed and
        // mangled like a function's body (1.2 kB less on a place's page).
        module: true,
        ecma: 2020,
        unsafe_arrows: true,
        unsafe_methods: true,
      },
      mangle: { module: true },
      format: { ecma: 2020 },
    },
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            // React, react-dom and the router each in a chunk of its own: a deploy that changes
            // only the app leaves them in returning visitors' caches. The small shared UI
            // components in one chunk, not one chunk each.
            manualChunks(id: string) {
              if (/\/node_modules\/(react|scheduler)\//.test(id)) return 'react';
              if (/\/node_modules\/react-dom\//.test(id)) return 'react-dom';
              if (/\/node_modules\/(react-router|react-router-dom)\//.test(id)) return 'router';
              // The Auth SDK in one chunk, whichever of the session and the account's flows
              // asks first.
              if (/\/node_modules\/(firebase|@firebase)\//.test(id)) return 'firebase';
              // The map: Leaflet, the outline's reader and our drawing code, in one chunk whose
              // name the service worker knows (lib/offline-requests.ts), fetched only with a map.
              if (
                /\/node_modules\/(leaflet|topojson-client)\//.test(id) ||
                id.includes('/src/features/maps/map/') ||
                id.endsWith('/src/config/map-tiles.ts')
              )
                return 'map';
              // With them, the formatters three pages share (a chunk of 0.3 kB would cost a request).
              // Form fields only where there is a form, the avatar only signed in.
              if (/\/src\/components\/ui\/(field|star-input|avatar)\./.test(id)) return undefined;
              if (id.includes('/src/components/ui/') || id.endsWith('/src/lib/format.ts'))
                return 'ui';
            },
          },
        },
  },
}));
