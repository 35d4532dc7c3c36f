import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { START_PORTS } from '../stack/src/ports';
import { pageShells } from './build/page-shells';
import { robots } from './build/robots';
import { FALLBACK_SHELL, landingPages } from './src/config/landing-pages';

export default defineConfig({
  plugins: [react(), pageShells(landingPages, FALLBACK_SHELL, 'src/app/start.tsx'), robots()],
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
    // Read by scripts/check-bundle-size.ts (npm run size) to follow each route's imports.
    manifest: true,
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
          // With them, the formatters three pages share (a chunk of 0.3 kB would cost a request).
          if (id.includes('/src/components/ui/') || id.endsWith('/src/lib/format.ts')) return 'ui';
        },
      },
    },
  },
});
