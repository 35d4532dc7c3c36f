import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { landingPages } from './src/config/landing-pages';

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
    generateBundle() {
      const functions = JSON.parse(readFileSync(here('../functions/package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      };
      const pkg = {
        name: 'tourist-guide-pages',
        private: true,
        type: 'module',
        main: 'index.js',
        engines: { node: '20' },
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

export default defineConfig({
  plugins: [react(), functionPackage()],
  resolve: {
    alias: {
      '@/': here('./src/'),
      '@functions/': here('../functions/src/'),
    },
  },
  publicDir: false,
  ssr: { noExternal: true },
  // React, react-dom and the router choose their development or production code by
  // process.env.NODE_ENV, which an SSR build leaves to run time, so both were bundled and parsed
  // at every cold start. The function always runs with NODE_ENV=production (Google's buildpacks
  // set it; so does the launcher), so the development code is dead: replaced here, the minifier
  // drops it.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    // Vite leaves SSR bundles unminified; a cold start parses every byte.
    minify: 'esbuild',
    ssr: 'server/pages.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: {
      external: [/^firebase-functions(\/|$)/, /^firebase-admin(\/|$)/, /^node:/],
      // One file: a split bundle's entry re-exports shared modules, which the Functions loader walks.
      output: { entryFileNames: 'index.js', format: 'esm', inlineDynamicImports: true },
    },
  },
});
