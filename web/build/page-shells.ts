import type { Plugin } from 'vite';
import type { LandingPage } from '../src/config/landing-pages';

/*
 * Every page module is lazy: without a shell of its own, a landing page's code is requested
 * only once the entry has downloaded and run, and its data only after that, each costing a
 * round trip on a slow link.
 */

/** `<link a="b" c>`; attribute values are our own constants and chunk names. */
function linkTag(attrs: Record<string, string | true>): string {
  const rendered = Object.entries(attrs).map(([name, value]) =>
    value === true ? name : `${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`,
  );
  return `<link ${rendered.join(' ')}>`;
}

/**
 * Writes one HTML shell per landing page (the built index.html plus that page's preloads:
 * its route chunk, the chunks and CSS it imports, its `links`), and `fallback` (the built
 * index.html as it is) for every other page. A shell named index.html replaces the built one;
 * otherwise index.html is left out, so that Hosting sends '/' to its rewrite (the page function)
 * instead of serving the file.
 */
export function pageShells(pages: readonly LandingPage[], fallback: string): Plugin {
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

        const shellFor = (shell: LandingPage): string => {
          const page = chunks.find((chunk) =>
            chunk.facadeModuleId?.endsWith(`/${shell.routeModule}`),
          );
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
          ];
          // The page arrives rendered, so it needs all its styles before its first paint: the
          // entry's and the page's CSS go into the HTML (a few kB), not behind more requests.
          // The page's stylesheet links follow too, marked as loaded, so that when the app loads
          // the page's code Vite finds them and fetches nothing (they are not render-blocking).
          const css = [...(entryCss?.[1] ? [entryCss[1]] : []), ...styles];
          const inline = `<style data-inlined="${css.join(' ')}">${css.map(cssSource).join('\n')}</style>`;
          const withCss = entryCss ? html.replace(entryCss[0], inline) : html;
          const links = [...styles].map((file) =>
            linkTag({ rel: 'stylesheet', crossorigin: true, href: `/${file}`, media: 'print' }),
          );
          return withCss.replace('</head>', `  ${[...tags, ...links].join('\n    ')}\n  </head>`);
        };

        for (const page of pages) {
          const source = shellFor(page);
          if (page.shell === 'index.html') built.source = source;
          else this.emitFile({ type: 'asset', fileName: page.shell, source });
        }
        if (!pages.some((page) => page.shell === 'index.html')) delete bundle['index.html'];
        this.emitFile({ type: 'asset', fileName: fallback, source: html });
      },
    },
  };
}
