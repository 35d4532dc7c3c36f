import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { reactRouter } from '@react-router/dev/vite';

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@contract/': fileURLToPath(new URL('../functions/src/contract/', import.meta.url)),
    },
  },
  build: { target: 'es2022', minify: 'terser' },
});
