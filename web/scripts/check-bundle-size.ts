/**
 * npm run size -w web — the bundle budget, checked on the built files (web/dist, or the folder
 * given as the first argument) through Vite's manifest:
 *   - home page: the entry, the app's start (src/app/start.tsx, the entry's one dynamic import,
 *     fetched on every page), what they import statically, the home route chunk and everything it
 *     imports statically (all of it is fetched before the app runs) ≤ 120 kB gzip;
 *   - every other route: its own chunk ≤ 30 kB gzip. The table also shows what a first visit to
 *     the page downloads beyond the entry (its chunk plus the shared chunks it imports, such as
 *     zod for the review forms), which is reported, not budgeted: shared chunks are cached
 *     from one page to the next;
 *   - react-photo-view and the Google sign-in popup code are in no page's static imports: they
 *     are only reached through dynamic import();
 *   - the service worker (sw.js) and what it precaches when it installs ≤ 220 kB gzip, with no
 *     page's code but those that work offline (vite.config.ts, `leanPrecache`).
 * Prints the table kept in docs/performance.md, "Bundle budget", and exits 1 when a budget is exceeded.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { landingPages } from '../src/config/landing-pages';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const KB = 1000;
const HOME_BUDGET = 120 * KB;
// 201 kB when the worker came (docs/architecture.md, "Offline"), with room for the /saved page's chunk.
const PRECACHE_BUDGET = 220 * KB;
/** The only route modules the worker may precache: the pages that work offline. */
const OFFLINE_ROUTE =
  /^src\/features\/(services\/routes\/service-detail|saved\/routes\/[^/]+)\.tsx?$/;
const ROUTE_BUDGET = 30 * KB;
const HOME_ROUTE = landingPages.find((page) => page.name === 'home')?.routeModule ?? '';
/** A lazy route module: a feature's page, or one the app puts together (app/routes/add-review.ts). */
const ROUTE_MODULE = /^src\/(features\/[^/]+\/routes\/[^/]+|app\/routes\/[^/]+)\.tsx?$/;
/** Strings that appear only in the code that must stay lazy. */
const LAZY_ONLY = [
  { what: 'react-photo-view', marker: 'PhotoView-Slider' },
  { what: 'Google sign-in popup (browserPopupRedirectResolver)', marker: 'signInViaPopup' },
];

const webDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const dist = path.resolve(process.argv[2] ?? path.join(webDir, 'dist'));
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`${manifestFile} not found: build the web app first (npm run build -w web).`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The manifest keys a chunk pulls in before it runs: itself and its static imports, deeply. */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, into);
  return into;
}

const total = (keys: Iterable<string>) =>
  [...keys].reduce((sum, key) => sum + gzipSize(manifest[key]!.file), 0);
const kB = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
/** `assets/home-BdUE6I0S.js` -> `home` (hashes change with every build; docs/performance.md keeps names). */
function chunkName(file: string): string {
  const key = Object.keys(manifest).find((k) => manifest[k]!.file === file) ?? '';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(key)?.[1];
  return pkg ?? path.basename(file).replace(/-[\w-]{8}\.js$/, '');
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('the manifest has no entry chunk');
/** What every page fetches before the app runs: the entry and the app's start (the entry's one
 * dynamic import), with their imports. */
const startKeys = manifest[entryKey]!.dynamicImports ?? [];
if (startKeys.length !== 1) throw new Error('the entry should import exactly one chunk: the app');
const entry = staticClosure(startKeys[0]!, staticClosure(entryKey));

interface Row {
  page: string;
  /** What the budget applies to. */
  bytes: number;
  budget: number;
  /** Everything fetched for the page beyond what is already loaded. */
  files: string[];
  download: number;
}
const rows: Row[] = [];
const failures: string[] = [];

const home = staticClosure(HOME_ROUTE, new Set(entry));
rows.push({
  page: `home (/) initial: entry + app start + ${HOME_ROUTE.replace(/^src\//, '')}`,
  bytes: total(home),
  budget: HOME_BUDGET,
  files: [...home].map((key) => manifest[key]!.file),
  download: total(home),
});

const routeKeys = Object.keys(manifest)
  .filter((key) => ROUTE_MODULE.test(key) && manifest[key]!.isDynamicEntry && key !== HOME_ROUTE)
  .sort();
if (routeKeys.length === 0) throw new Error('no route modules found in the manifest');
for (const key of routeKeys) {
  const own = [...staticClosure(key)].filter((dep) => !entry.has(dep));
  rows.push({
    page: key.replace(/^src\//, ''),
    bytes: total([key]),
    budget: ROUTE_BUDGET,
    files: own.map((dep) => manifest[dep]!.file),
    download: total(own),
  });
}

for (const row of rows) {
  if (row.bytes > row.budget) {
    failures.push(`${row.page}: ${kB(row.bytes)} gzip > ${kB(row.budget)}`);
  }
}

// Lazy-only code: not in the first page's files nor in any route's static imports.
const eager = new Set<string>([...home, ...routeKeys.flatMap((key) => [...staticClosure(key)])]);
const lazyNotes: string[] = [];
for (const { what, marker } of LAZY_ONLY) {
  const holders = Object.keys(manifest).filter((key) =>
    readFileSync(path.join(dist, manifest[key]!.file), 'utf8').includes(marker),
  );
  if (holders.length === 0) {
    failures.push(`${what}: not found in any chunk (marker "${marker}"); update this check`);
    continue;
  }
  const eagerHolders = holders.filter((key) => eager.has(key));
  if (eagerHolders.length > 0) {
    failures.push(
      `${what} is loaded statically: ${eagerHolders.map((k) => manifest[k]!.file).join(', ')}`,
    );
  }
  lazyNotes.push(`${what}: only in ${holders.map((k) => manifest[k]!.file).join(', ')}`);
}

// The service worker's precache: the list it carries (injected by vite-plugin-pwa).
const workerFile = path.join(dist, 'sw.js');
let precacheLine = 'sw.js: not built';
if (existsSync(workerFile)) {
  const worker = readFileSync(workerFile, 'utf8');
  const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
  if (urls.length === 0) failures.push('sw.js: no precache list found; update this check');
  const precached = urls.reduce((sum, url) => sum + gzipSize(url), 0);
  const workerGzip = gzipSync(worker, { level: 9 }).length;
  precacheLine =
    `sw.js ${kB(workerGzip)} gzip; it precaches ${urls.length} files, ${kB(precached)} gzip ` +
    `(budget with the worker ${kB(PRECACHE_BUDGET)})`;
  if (workerGzip + precached > PRECACHE_BUDGET) {
    failures.push(
      `service worker + precache: ${kB(workerGzip + precached)} gzip > ${kB(PRECACHE_BUDGET)}`,
    );
  }
  const files = new Set(urls);
  for (const key of routeKeys) {
    if (files.has(manifest[key]!.file) && !OFFLINE_ROUTE.test(key)) {
      failures.push(`the service worker precaches ${key}, a page that does not work offline`);
    }
  }
}

console.log(`Bundle budget (gzip -9 of ${path.relative(process.cwd(), dist) || '.'}):\n`);
console.log('| page | budgeted JS (gzip) | budget | first visit downloads | chunks |');
console.log('| --- | --: | --: | --: | --- |');
for (const row of rows) {
  const mark = row.bytes > row.budget ? ' ✗' : '';
  const files = row.files.map((file) => `${chunkName(file)} ${kB(gzipSize(file))}`);
  console.log(
    `| ${row.page} | ${kB(row.bytes)}${mark} | ${kB(row.budget)} | ${kB(row.download)} | ` +
      `${files.join(', ')} |`,
  );
}
console.log(`\n${lazyNotes.join('\n')}`);
console.log(precacheLine);
if (failures.length > 0) {
  console.log(`\nOVER BUDGET:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('\nall bundle budgets met');
}
