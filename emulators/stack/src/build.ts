import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, WEB_BUILD, WEB_DIST } from './paths.js';
import { spawnGroup, type StopList } from './stop-list.js';

/** What the builds write (and dependencies): never a reason to build again. */
const OUTPUTS = new Set(
  [
    path.join(ROOT, 'functions', 'lib'),
    WEB_BUILD,
    path.join(ROOT, 'web', 'dist-server'),
    path.join(ROOT, 'web', 'dist-emulators'),
    path.join(ROOT, 'web', 'test-results'),
    path.join(ROOT, 'web', 'e2e', 'screenshots'),
  ].map((p) => path.resolve(p)),
);

/**
 * Newest modification time of anything under `paths` (files or folders), 0 if none exist.
 * Only the build outputs themselves are skipped, by path: a source folder that happens to be
 * called `lib` (functions/src/lib) counts like any other.
 */
export function newest(paths: string[], outputs: ReadonlySet<string> = OUTPUTS): number {
  let latest = 0;
  const visit = (p: string): void => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const entry of readdirSync(p)) {
        const child = path.resolve(p, entry);
        if (entry !== 'node_modules' && !outputs.has(child)) visit(child);
      }
    } else {
      latest = Math.max(latest, st.mtimeMs);
    }
  };
  paths.forEach(visit);
  return latest;
}

function mtime(file: string): number {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

/** Runs one build, on `stops` while it runs, so a Ctrl-C stops the build and all it started. */
async function run(stops: StopList, label: string, args: string[]): Promise<void> {
  console.log(`[suite] building ${label}…`);
  // A production build whoever starts the suite: a suite started from a test runner inherits its
  // NODE_ENV (vitest's "test"), with which Vite would ship React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const child = spawnGroup(stops, 'npm', args, { cwd: ROOT, stdio: 'inherit', env }, 5000);
  const code = await new Promise<number | null>((resolve) => {
    child.once('error', () => resolve(null));
    child.once('exit', (c) => resolve(c));
  });
  if (code !== 0) throw new Error(`building ${label} failed`);
}

const FUNCTIONS_STAMP = path.join(ROOT, 'functions', 'lib', 'index.js');
const WEB_STAMP = path.join(WEB_DIST, '.emulator-build');

/** Builds the function and the emulator-mode web app when their sources are newer than the output. */
export async function buildStale(stops: StopList): Promise<void> {
  const shared = ['package.json', 'package-lock.json', 'tsconfig.base.json'].map((f) =>
    path.join(ROOT, f),
  );
  const functionsSrc = [
    path.join(ROOT, 'functions', 'src'),
    path.join(ROOT, 'functions', 'package.json'),
    path.join(ROOT, 'functions', 'tsconfig.json'),
    path.join(ROOT, 'functions', 'tsconfig.build.json'),
    ...shared,
  ];
  if (newest(functionsSrc) > mtime(FUNCTIONS_STAMP)) {
    // A build stopped half-way may have written the stamp already: then it must not count.
    await run(stops, 'functions', ['run', 'build', '-w', 'functions']).catch((err: unknown) => {
      rmSync(FUNCTIONS_STAMP, { force: true });
      throw err;
    });
  }
  // The web app imports the API's schemas from functions/src, so those count too.
  const webSrc = [path.join(ROOT, 'web'), path.join(ROOT, 'functions', 'src'), ...shared];
  if (newest(webSrc) > mtime(WEB_STAMP)) {
    await run(stops, 'web (emulator mode)', ['run', 'build:emulator', '-w', 'web']);
    writeFileSync(WEB_STAMP, new Date().toISOString());
  }
}
