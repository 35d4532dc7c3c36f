import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const HOME_ROUTE = '/src/features/home/routes/home.tsx';

/**
 * Most visits start on the home page, whose route module is lazy. Fetching it (its chunk, the
 * chunks it imports and their CSS) only once the entry has run costs a round trip before the hero
 * can render, so the built index.html preloads them beside the entry.
 */
function preloadHomeRoute(): Plugin {
  return {
    name: 'preload-home-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const home = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(HOME_ROUTE));
        if (!home) throw new Error(`preload-home-route: no chunk for ${HOME_ROUTE}`);
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = byName.get(fileName);
          if (!chunk || chunk.isEntry || scripts.has(fileName)) return;
          scripts.add(fileName);
          chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
          chunk.imports.forEach(visit);
        };
        visit(home.fileName);
        const tags: HtmlTagDescriptor[] = [];
        for (const href of scripts) {
          tags.push({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${href}` },
            injectTo: 'head',
          });
        }
        for (const href of styles) {
          tags.push({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${href}` },
            injectTo: 'head',
          });
        }
        return tags;
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadHomeRoute()],
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
    // Read by scripts/check-bundle-size.mjs (npm run size) to follow each route's imports.
    manifest: true,
  },
});
