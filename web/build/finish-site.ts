import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { externalScripts } from './external-scripts.ts';

/*
 * The last step of the site's build, after `react-router build` has prerendered its pages
 * (react-router.config.ts): the not-found page that Hosting serves with a 404 for any path it has
 * nothing for (rendered from a path only the catch-all route matches), then each prerendered
 * page's inline scripts moved into files (external-scripts.ts), for the CSP.
 */

const CLIENT = fileURLToPath(new URL('../dist/client/', import.meta.url));
const SERVER_BUILD = new URL('../dist/server/index.js', import.meta.url).href;
/** The file Hosting serves, with a 404, for a path it has nothing for. */
const NOT_FOUND_FILE = '404.html';
/** A path no route but the catch-all matches (server/page-url.ts's STRAY_PATH). */
const NOT_FOUND_PATH = '/not-found';

const build = (await import(SERVER_BUILD)) as ServerBuild;
const handle = createRequestHandler(build, 'production');
const notFound = await handle(new Request(`http://localhost${NOT_FOUND_PATH}`));
if (notFound.status !== 404) {
  throw new Error(`finish-site: ${NOT_FOUND_PATH} answered ${notFound.status}, not 404`);
}
writeFileSync(join(CLIENT, NOT_FOUND_FILE), await notFound.text());

const pages = readdirSync(CLIENT, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.html') && file !== 'offline.html',
);
let moved = 0;
for (const page of pages) {
  const path = join(CLIENT, page);
  const { html, files } = externalScripts(readFileSync(path, 'utf8'));
  for (const [file, code] of files) writeFileSync(join(CLIENT, file), code);
  writeFileSync(path, html);
  moved += files.size;
}
console.log(
  `finish-site: ${NOT_FOUND_FILE} written; ${pages.length} pages, ${moved} scripts moved`,
);
