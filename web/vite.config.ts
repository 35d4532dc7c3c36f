import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pageShells, type PageShell } from './build/page-shells';

/*
 * The pages most visits start on get an HTML shell of their own that preloads the page's code
 * (and, where known, its data and largest picture) with the entry; firebase.json's rewrites
 * send each page to its shell and every other path to app.html.
 */
const shells: PageShell[] = [
  {
    file: 'index.html',
    routeModule: '/src/features/home/routes/home.tsx',
    links: [
      // The hero, the home page's largest paint: same srcset and sizes as its <img>.
      {
        rel: 'preload',
        as: 'image',
        imagesrcset: '/images/home/hero-800.webp 800w, /images/home/hero-1600.webp 1600w',
        imagesizes: '100vw',
        fetchpriority: 'high',
      },
    ],
  },
  {
    file: 'all-services.html',
    routeModule: '/src/features/services/routes/all-services.tsx',
    // The list the page shows; the loader's fetch() picks up this response.
    links: [{ rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: '/api/service' }],
  },
  {
    file: 'detail.html',
    routeModule: '/src/features/services/routes/service-detail.tsx',
  },
];

export default defineConfig({
  plugins: [react(), pageShells(shells)],
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@functions/': fileURLToPath(new URL('../functions/src/', import.meta.url)),
    },
  },
  server: {
    proxy: {
      // `npm run dev -w web` against a running `npm start` (Hosting emulator on :5000).
      '/api': 'http://127.0.0.1:5000',
      '/emulators.json': 'http://127.0.0.1:5000',
    },
  },
  build: {
    target: 'es2022',
    // Read by scripts/check-bundle-size.ts (npm run size) to follow each route's imports.
    manifest: true,
  },
});
