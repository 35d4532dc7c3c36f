import type { Plugin } from 'vite';

/*
 * The page the service worker (src/sw.ts) shows for a page that cannot be loaded offline and was
 * not saved: the site's header, what happened, and the saved places one tap away. Plain HTML
 * with no script (the CSP allows none inline, and it must work without the app): the root
 * route's stylesheet (the site's tokens and base styles, precached with it) and a few rules of its own.
 */

export const OFFLINE_PAGE = 'offline.html';

/** The navbar's compass-pin logo (src/app/layout/brand-mark.tsx), as the browser renders it. */
const BRAND_MARK =
  '<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">' +
  '<circle cx="16" cy="16" r="15" fill="#0f6b6b"></circle>' +
  '<path d="M16 6l4 10-4 10-4-10z" fill="#fff"></path>' +
  '<path d="M16 6l4 10h-8z" fill="#f5a524"></path>' +
  '<circle cx="16" cy="16" r="2" fill="#0b3a40"></circle></svg>';

const STYLE = `
      .offline-header { background: #fff; border-bottom: 1px solid var(--color-line); }
      .offline-bar, .offline-main { width: min(100% - 2 * var(--space-4), 40rem); margin-inline: auto; }
      .offline-bar { display: flex; align-items: center; min-height: var(--header-height); }
      .offline-brand {
        display: inline-flex; align-items: center; gap: var(--space-2);
        font-family: var(--font-display); font-size: var(--fs-md); font-weight: 700;
        color: var(--color-ink); text-decoration: none;
      }
      .offline-main { padding-block: var(--space-7); }
      .offline-lead { color: var(--color-ink-muted); }
      .offline-actions { display: flex; flex-wrap: wrap; gap: var(--space-3); margin-top: var(--space-5); }
      .offline-actions a {
        display: inline-flex; align-items: center; min-height: 2.75rem;
        padding: var(--space-2) var(--space-5); border-radius: var(--radius-pill);
        border: 1.5px solid var(--color-primary); font-weight: 600; text-decoration: none;
      }
      .offline-actions a.offline-primary { background: var(--color-primary); color: #fff; }
      .offline-actions a:focus-visible { outline: 3px solid var(--color-focus); outline-offset: 2px; }`;

/** The page, linking the built entry stylesheet `css` (a path from the site's root). */
export function offlinePageHtml(css: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="#0b3a40" />
    <meta name="robots" content="noindex" />
    <link rel="icon" type="image/png" sizes="48x48" href="/favicon.png" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <title>You are offline - My Tourist Guide</title>
    <link rel="stylesheet" href="${css}" />
    <style>${STYLE}
    </style>
  </head>
  <body>
    <header class="offline-header">
      <div class="offline-bar">
        <a class="offline-brand" href="/">${BRAND_MARK}<span>Tourist Guide</span></a>
      </div>
    </header>
    <main class="offline-main">
      <h1>You are offline</h1>
      <p class="offline-lead">
        This page has not been saved for offline reading, so it cannot be shown without a network.
      </p>
      <p>The places you saved open without one.</p>
      <p class="offline-actions">
        <a class="offline-primary" href="/saved">Your saved places</a>
        <a href="">Try again</a>
      </p>
    </main>
  </body>
</html>
`;
}

/** Writes OFFLINE_PAGE with the root route's stylesheet (the site's tokens and base styles). */
export function offlinePage(rootModule: string): Plugin {
  return {
    name: 'offline-page',
    apply: 'build',
    generateBundle(_options, bundle) {
      // The root route's chunk (the framework names its module with a query: `root.tsx?…`).
      const root = Object.values(bundle).find(
        (output) =>
          output.type === 'chunk' &&
          output.facadeModuleId?.split('?')[0]?.endsWith(`/${rootModule}`),
      );
      const css =
        root?.type === 'chunk' ? [...(root.viteMetadata?.importedCss ?? [])][0] : undefined;
      if (!css) throw new Error(`offline-page: no stylesheet for ${rootModule}`);
      this.emitFile({ type: 'asset', fileName: OFFLINE_PAGE, source: offlinePageHtml(`/${css}`) });
    },
  };
}
