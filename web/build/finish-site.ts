import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { minify } from 'terser';
import { withInlineStyles } from '../server/inline-styles.ts';
import { withModulesInTurn } from '../server/module-preloads.ts';
import { externalScripts } from './external-scripts.ts';

/*
 * The last step of the site's build, after `react-router build` has prerendered its pages
 * (react-router.config.ts): the not-found page that Hosting serves with a 404 for any path it has
 * nothing for (rendered from a path only the catch-all route matches), the service worker's
 * /saved for offline use, then each prerendered
 * page's modules run one per task without preload links (server/module-preloads.ts), its inline
 * scripts moved into files, minified (external-scripts.ts), for the CSP, and its stylesheets put
 * in it (server/inline-styles.ts).
 */

const CLIENT = fileURLToPath(new URL('../dist/client/', import.meta.url));
const SERVER_BUILD = new URL('../dist/server/index.js', import.meta.url).href;
/** The file Hosting serves, with a 404, for a path it has nothing for. */
const NOT_FOUND_FILE = '404.html';
/** The service worker's copy of /saved for offline use. */
const SAVED_OFFLINE_FILE = 'saved-offline.html';
const SAVED_PATH = '/saved';
/** A path no route but the catch-all matches (server/page-url.ts's STRAY_PATH). */
const NOT_FOUND_PATH = '/not-found';

const build = (await import(SERVER_BUILD)) as ServerBuild;
const handle = createRequestHandler(build, 'production');
const notFound = await handle(new Request(`http://localhost${NOT_FOUND_PATH}`));
if (notFound.status !== 404) {
  throw new Error(`finish-site: ${NOT_FOUND_PATH} answered ${notFound.status}, not 404`);
}
writeFileSync(join(CLIENT, NOT_FOUND_FILE), await notFound.text());

// /saved as a reader without the list's cookie first sees it (waiting on sign-in): what the service
// worker shows for /saved offline when the network fails (src/lib/offline-requests.ts), where the
// page's clientLoader then reads the copy of the list kept on the device.
const saved = await handle(new Request(`http://localhost${SAVED_PATH}`));
if (saved.status !== 200) throw new Error(`finish-site: ${SAVED_PATH} answered ${saved.status}`);
writeFileSync(join(CLIENT, SAVED_OFFLINE_FILE), await saved.text());

/** The text of a built stylesheet, by its path on the site (`/assets/root-x.css`). */
const cssOf = (path: string) =>
  path.startsWith('/assets/') ? readFileSync(join(CLIENT, path), 'utf8') : undefined;

const pages = readdirSync(CLIENT, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.html') && file !== 'offline.html',
);
let moved = 0;
for (const page of pages) {
  const path = join(CLIENT, page);
  const { html, files } = externalScripts(withModulesInTurn(readFileSync(path, 'utf8')));
  for (const [file, code] of files) {
    // Minified as the bundle is: the framework writes these scripts for reading, not shipping.
    const module = html.includes(`<script type="module" src="/${file}">`);
    const minified = (await minify(code, { module, compress: true, mangle: true })).code;
    writeFileSync(join(CLIENT, file), minified ?? code);
  }
  // The worker's offline /saved keeps its stylesheets' links: it lists the files it keeps by them.
  writeFileSync(path, page === SAVED_OFFLINE_FILE ? html : withInlineStyles(html, cssOf));
  moved += files.size;
}
console.log(
  `finish-site: ${NOT_FOUND_FILE} and ${SAVED_OFFLINE_FILE} written; ${pages.length} pages, ${moved} scripts moved`,
);
