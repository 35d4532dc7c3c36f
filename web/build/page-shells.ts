import type { Plugin } from 'vite';
import { PAGE_CODE_ID } from '../src/app/page-ids';
import type { LandingPage } from '../src/config/landing-pages';

/*
 * The entry (src/main.tsx) is small; the app starts from a dynamic import (`startModule`) and
 * every page module is lazy. Without the list a shell carries, the app's and the page's code
 * would be requested one level of imports after another, each costing a round trip on a slow
 * link.
 */

/** The type of the links standing for stylesheets inlined in a page: not text/css, so unused. */
export const INLINED_CSS = 'text/x-inlined-css';

/** `<link a="b" c>`; attribute values are our own constants and chunk names. */
function linkTag(attrs: Record<string, string | true>): string {
  const rendered = Object.entries(attrs).map(([name, value]) =>
    value === true ? name : `${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`,
  );
  return `<link ${rendered.join(' ')}>`;
}

/**
 * Writes one HTML shell per landing page (the built index.html with the entry's, the app's and
 * the page's CSS inlined, the list of the app's and the page's chunks for the entry to fetch,
 * and the page's `links`), and `fallback` for the app's own pages (the built index.html preloading
 * the app's chunks and stylesheets, and `fallbackEager`'s). A shell named index.html replaces the built one; otherwise
 * index.html is left out, so that Hosting sends '/' to its rewrite (the page function) instead of
 * serving the file.
 */
export function pageShells(
  pages: readonly LandingPage[],
  fallback: string,
  startModule: string,
  /** Modules the fallback preloads with the app: what every page it serves needs at once. */
  fallbackEager: readonly string[] = [],
): Plugin {
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

        const cssSource = (fileName: string): string => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') throw new Error(`page-shells: no CSS asset ${fileName}`);
          return typeof asset.source === 'string'
            ? asset.source
            : Buffer.from(asset.source).toString('utf8');
        };
        // The entry's stylesheet link, as Vite writes it into index.html.
        const entryCss = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/.exec(html);

        /** The chunk a module is in (its facade, or the chunk Rollup merged it into). */
        const chunkOf = (module: string) => {
          const chunk =
            chunks.find((c) => c.facadeModuleId?.endsWith(`/${module}`)) ??
            chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/${module}`)));
          if (!chunk) throw new Error(`page-shells: no chunk for ${module}`);
          return chunk;
        };
        /**
         * The chunks (not the entry's) and stylesheets `roots` need before they run. Scripts are
         * listed in the order they can run: each after every chunk it imports.
         */
        const closure = (roots: string[]) => {
          const scripts = new Set<string>();
          const seen = new Set<string>();
          const styles = new Set<string>();
          const visit = (fileName: string) => {
            const chunk = byName.get(fileName);
            // The entry and what it imports are in index.html already.
            if (!chunk || chunk.isEntry || seen.has(fileName)) return;
            seen.add(fileName);
            chunk.imports.forEach(visit);
            chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
            scripts.add(fileName);
          };
          roots.forEach((module) => visit(chunkOf(module).fileName));
          return { scripts: [...scripts], styles: [...styles] };
        };

        const shellFor = (shell: LandingPage): string => {
          // The app's start, the page's own code and what it needs as soon as the app runs,
          // fetched by the entry once the rendered page has painted (src/main.tsx): listed as
          // data, not preloaded by the HTML.
          const { scripts, styles } = closure([
            startModule,
            shell.routeModule,
            ...(shell.eagerImports ?? []),
          ]);
          const pageCode = `<script type="application/json" id="${PAGE_CODE_ID}">${JSON.stringify(scripts.map((file) => `/${file}`))}</script>`;
          // The page arrives rendered, so it needs all its styles before its first paint: the
          // entry's, the app's and the page's CSS go into the HTML (a few kB), not behind more
          // requests. A link for each follows, typed as no style language (a browser neither
          // fetches nor applies a stylesheet whose type it does not know): when the app loads
          // its code, Vite finds a link for each stylesheet and fetches none of them again.
          const css = [...(entryCss?.[1] ? [entryCss[1]] : []), ...styles];
          const inline = `<style data-inlined="${css.join(' ')}">${css.map(cssSource).join('\n')}</style>`;
          const withCss = entryCss ? html.replace(entryCss[0], inline) : html;
          const links = css.map((file) =>
            linkTag({ rel: 'stylesheet', crossorigin: true, href: `/${file}`, type: INLINED_CSS }),
          );
          const tags = [...(shell.links ?? []).map(linkTag), pageCode, ...links];
          return withCss.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
        };

        /** The app's own pages are drawn by the app, which they therefore need at once. */
        const fallbackShell = (): string => {
          const app = closure([startModule]);
          const { scripts, styles } = closure([startModule, ...fallbackEager]);
          const tags = [
            ...scripts.map((file) =>
              linkTag({
                rel: 'modulepreload',
                crossorigin: true,
                href: `/${file}`,
                // What the app will ask for next comes after the app itself, not beside it.
                ...(!app.scripts.includes(file) && { fetchpriority: 'low' }),
              }),
            ),
            ...styles.map((file) =>
              linkTag({ rel: 'stylesheet', crossorigin: true, href: `/${file}` }),
            ),
          ];
          return html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
        };

        for (const page of pages) {
          const source = shellFor(page);
          if (page.shell === 'index.html') built.source = source;
          else this.emitFile({ type: 'asset', fileName: page.shell, source });
        }
        if (!pages.some((page) => page.shell === 'index.html')) delete bundle['index.html'];
        this.emitFile({ type: 'asset', fileName: fallback, source: fallbackShell() });
      },
    },
  };
}
