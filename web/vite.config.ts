import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { START_PORTS } from '../emulators/src/ports';
import { pageShells } from './build/page-shells';
import { robots } from './build/robots';
import { FALLBACK_SHELL, landingPages } from './src/config/landing-pages';

export default defineConfig({
  plugins: [react(), pageShells(landingPages, FALLBACK_SHELL), robots()],
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@functions/': fileURLToPath(new URL('../functions/src/', import.meta.url)),
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
    // Read by scripts/check-bundle-size.ts (npm run size) to follow each route's imports.
    manifest: true,
  },
});
