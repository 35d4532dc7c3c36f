import type { Plugin } from 'vite';

/**
 * A page a visit often starts on, and what its HTML shell fetches beside the entry script.
 * Every page module is lazy: without these, its code is requested only once the entry has
 * downloaded and run, and its data only after that, each costing a round trip on a slow link.
 */
export interface PageShell {
  /** The file written to dist; firebase.json's rewrites send the page's paths to it. */
  file: string;
  /** The page's lazy route module: its chunk, static imports and their CSS are preloaded. */
  routeModule: string;
  /** Further `<link>` preloads: the page's largest picture, its API call. */
  links?: Record<string, string | true>[];
}

/** `<link a="b" c>`; attribute values are our own constants and chunk names. */
function linkTag(attrs: Record<string, string | true>): string {
  const rendered = Object.entries(attrs).map(([name, value]) =>
    value === true ? name : `${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`,
  );
  return `<link ${rendered.join(' ')}>`;
}

/** The shell of every other page: the built index.html as it is. */
const FALLBACK = 'app.html';

/**
 * Writes one HTML shell per page in `shells` (the built index.html plus that page's preloads),
 * and app.html for every other page. A shell named index.html replaces the built one.
 */
export function pageShells(shells: PageShell[]): Plugin {
  return {
    name: 'page-shells',
    apply: 'build',
    generateBundle: {
      // After Vite's HTML plugin has put the finished index.html into the bundle.
      order: 'post',
      handler(_options, bundle) {
        const built = bundle['index.html'];
        if (built?.type !== 'asset' || typeof built.source !== 'string') {
          throw new Error('page-shells: index.html is not in the bundle');
        }
        const html = built.source;
        if (!html.includes('</head>')) throw new Error('page-shells: index.html has no </head>');

        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));

        const shellFor = (shell: PageShell): string => {
          const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(shell.routeModule));
          if (!page) throw new Error(`page-shells: no chunk for ${shell.routeModule}`);
          const scripts = new Set<string>();
          const styles = new Set<string>();
          const visit = (fileName: string) => {
            const chunk = byName.get(fileName);
            // The entry and what it imports are in index.html already.
            if (!chunk || chunk.isEntry || scripts.has(fileName)) return;
            scripts.add(fileName);
            chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
            chunk.imports.forEach(visit);
          };
          visit(page.fileName);
          const tags = [
            ...(shell.links ?? []).map(linkTag),
            ...[...scripts].map((file) =>
              linkTag({ rel: 'modulepreload', crossorigin: true, href: `/${file}` }),
            ),
            ...[...styles].map((file) =>
              linkTag({ rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` }),
            ),
          ];
          return html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
        };

        for (const shell of shells) {
          const source = shellFor(shell);
          if (shell.file === 'index.html') built.source = source;
          else this.emitFile({ type: 'asset', fileName: shell.file, source });
        }
        this.emitFile({ type: 'asset', fileName: FALLBACK, source: html });
      },
    },
  };
}
