import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { START_PORTS } from '../emulators/stack/src/ports';
import { OFFLINE_PAGE, offlinePage } from './build/offline-page';
import { pageShells } from './build/page-shells';
import { leanPrecache } from './build/precache';
import { robots } from './build/robots';
import { appPageEagerImports, FALLBACK_SHELL, landingPages } from './src/config/landing-pages';

const START_MODULE = 'src/app/start.tsx';

/**
 * What a first visit's service worker downloads: the app, the pages that work offline (a place's,
 * and /saved: the saved feature's page and its Save toggle's parts), sign-in state, the toaster and the photo viewer.
 */
const precache = leanPrecache({
  modules: [
    'index.html',
    START_MODULE,
    'src/app/toaster.tsx',
    'src/app/toasts.tsx',
    // The Auth SDK, for sign-in and for sign-out, which also works offline: the session and the
    // reader's data on the device end (lib/auth/store.ts).
    'src/lib/auth/sdk.ts',
    'src/lib/offline.ts',
    'src/lib/saved-cookie.ts',
    'src/features/services/routes/service-detail.tsx',
    'src/features/services/components/photo-viewer.tsx',
  ],
  moduleFolders: ['src/features/saved/'],
  // Not the app's icons (60 kB): a browser installing the site fetches and keeps them itself,
  // and no page shown offline uses them; the favicon, which every tab shows, is 2 kB.
  keep: (file) =>
    [FALLBACK_SHELL, OFFLINE_PAGE, 'manifest.webmanifest', 'favicon.png'].includes(file),
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

export default defineConfig({
  plugins: [
    react(),
    // Before page-shells, which takes the built index.html out of the bundle.
    offlinePage(),
    pageShells(landingPages, FALLBACK_SHELL, START_MODULE, appPageEagerImports),
    robots(),
    precache.plugin,
    serviceWorker(),
  ],
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      // The API's contract (functions/src/contract): the one part of functions/ the web app uses.
      '@contract/': fileURLToPath(new URL('../functions/src/contract/', import.meta.url)),
    },
  },
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
    minify: 'terser',
    // A second pass finds what the first one's changes allow, and single-use functions stay
    // functions (inlined, React's grow): together 1.0 kB less on the home page, same code.
    terserOptions: { compress: { passes: 2, reduce_funcs: false } },
    rollupOptions: {
      output: {
        // React, react-dom and the router each in a chunk of its own: a deploy that changes only
        // the app leaves them in returning visitors' caches, and a rendered page runs them one
        // per task (src/main.tsx), so no single task holds the page up for long. The small
        // shared UI components in one chunk, not one chunk each.
        manualChunks(id) {
          if (/\/node_modules\/(react|scheduler)\//.test(id)) return 'react';
          if (/\/node_modules\/react-dom\//.test(id)) return 'react-dom';
          if (/\/node_modules\/(react-router|react-router-dom)\//.test(id)) return 'router';
          // The Auth SDK in one chunk, whichever of the session and the account's flows asks first.
          if (/\/node_modules\/(firebase|@firebase)\//.test(id)) return 'firebase';
          // With them, the formatters three pages share (a chunk of 0.3 kB would cost a request).
          if (id.includes('/src/components/ui/') || id.endsWith('/src/lib/format.ts')) return 'ui';
        },
      },
    },
  },
});
