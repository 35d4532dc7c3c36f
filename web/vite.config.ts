import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
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
  },
});
