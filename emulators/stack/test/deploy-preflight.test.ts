/*
 * What `firebase deploy` would refuse, found before anyone deploys: each Functions codebase's
 * runtime, through firebase-tools' own guard; each codebase installed from its own package.json
 * alone (as Cloud Build installs it) and read by firebase-tools' own discovery (as deploy reads
 * it); the API and the page function started without the site's origin; a build for a real
 * project without it. Runs inside the suite (`npm test`), which has built both codebases.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { init, parse } from 'es-module-lexer';
import { resolveConfig } from 'vite';
import { ROOT } from '../src/paths.js';
import { LOCAL_CURSOR_SECRET, PROJECT_ID } from '../src/ports.js';
import { nodeMajorOf } from '../src/runtime.js';

const require = createRequire(import.meta.url);

interface RuntimeInfo {
  friendly: string;
  status: string;
  deprecationDate: string;
  decommissionDate: string;
}
const supported = require('firebase-tools/lib/deploy/functions/runtimes/supported') as {
  RUNTIMES: Record<string, RuntimeInfo>;
  isRuntime(runtime: string): boolean;
  guardVersionSupport(runtime: string, now?: Date): void;
};
interface DiscoveredBuild {
  endpoints: Record<
    string,
    {
      httpsTrigger?: unknown;
      scheduleTrigger?: { schedule?: unknown };
      platform?: string;
      region?: string[];
      secretEnvironmentVariables?: { key: string }[];
    }
  >;
  params?: { name: string; type?: string }[];
}
const runtimes = require('firebase-tools/lib/deploy/functions/runtimes') as {
  getRuntimeDelegate(context: {
    projectId: string;
    projectDir: string;
    sourceDir: string;
    runtime: string;
  }): Promise<{
    validate(): Promise<void>;
    discoverBuild(config: object, env: Record<string, string>): Promise<DiscoveredBuild>;
  }>;
};

interface Codebase {
  source: string;
  codebase: string;
  runtime: string;
  ignore?: string[];
}
const codebases = (
  JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as { functions: Codebase[] }
).functions;
const codebase = (name: string): Codebase => {
  const found = codebases.find((c) => c.codebase === name);
  if (!found) throw new Error(`firebase.json has no codebase ${name}`);
  return found;
};
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
type PackageJson = {
  main: string;
  engines?: { node?: string };
  dependencies?: Record<string, string>;
};

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** What a deployed API starts with: its site's origin and a cursor key of its own. */
const DEPLOYED_ENV = {
  SITE_URL: 'https://tourist-guide.example',
  CURSOR_SECRET: 'k3Vq0n8yJx4mW2sZr7tB1cH6eL9pA5dG0fQ+uYiO=',
};

describe('deploy preflight: runtimes', () => {
  it.each(codebases.map((c) => [c.codebase, c.runtime]))(
    'codebase %s names a runtime (%s) that firebase-tools deploys today and Google supports for another year',
    (name, runtime) => {
      expect(supported.isRuntime(runtime)).toBe(true);
      // firebase-tools' own guard: it throws for a decommissioned runtime (nodejs20 since 2026-10-30).
      expect(() => supported.guardVersionSupport(runtime)).not.toThrow();
      const info = supported.RUNTIMES[runtime]!;
      expect(info.status).toBe('GA');
      expect(new Date(info.deprecationDate).getTime()).toBeGreaterThan(Date.now() + YEAR_MS);
      console.log(
        `[preflight] ${name}: ${runtime} accepted by firebase-tools (${info.status}; deprecated ` +
          `${info.deprecationDate}, decommissioned ${info.decommissionDate})`,
      );
    },
  );

  it('the guard is the one that refuses Node.js 20 today', () => {
    expect(() => supported.guardVersionSupport('nodejs20')).toThrow(/decommissioned/);
  });

  it("each codebase's package.json names its runtime's Node major", () => {
    const functionsPkg = readJson<PackageJson>(path.join(ROOT, 'functions', 'package.json'));
    const pagesPkg = readJson<PackageJson>(
      path.join(ROOT, codebase('pages').source, 'package.json'),
    );
    expect(functionsPkg.engines?.node).toBe(nodeMajorOf(codebase('default').runtime));
    expect(pagesPkg.engines?.node).toBe(nodeMajorOf(codebase('pages').runtime));
  });

  it('these tests run on the Node major that production runs', () => {
    for (const c of codebases)
      expect(process.versions.node.split('.')[0]).toBe(nodeMajorOf(c.runtime));
    console.log(`[preflight] tests: Node ${process.version}`);
  });

  it("the Functions emulator's workers run on the Node major that production runs", async () => {
    // Make sure each codebase has a worker: the emulator starts them on demand and keeps them.
    expect((await fetch(`${process.env.TG_FUNCTION_URL}/service`)).ok).toBe(true);
    expect((await fetch(`${process.env.TG_SITE_URL}/`)).ok).toBe(true);
    const workers = new Map<string, string>();
    for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
      try {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        if (!cmdline.includes('functionsEmulatorRuntime')) continue;
        const cwd = readlinkSync(`/proc/${pid}/cwd`);
        const version = execFileSync(readlinkSync(`/proc/${pid}/exe`), ['--version'], {
          encoding: 'utf8',
        }).trim();
        workers.set(cwd, version);
      } catch {
        // A process that ended while we looked.
      }
    }
    for (const c of codebases) {
      const version = workers.get(path.join(ROOT, c.source));
      expect(version, `a worker of codebase ${c.codebase}`).toBeDefined();
      expect(version!.replace(/^v/, '').split('.')[0]).toBe(nodeMajorOf(c.runtime));
      console.log(`[preflight] Functions emulator worker of ${c.codebase}: Node ${version}`);
    }
  });
});

/**
 * A codebase as Cloud Build gets it: the deployed files in a folder of their own, outside the
 * workspace, with their package.json's dependencies installed from the registry and nothing else.
 */
function installAlone(files: string, pkg: PackageJson): void {
  const result = spawnSync(
    'npm',
    ['install', '--omit=dev', '--no-package-lock', '--no-audit', '--no-fund', '--prefer-offline'],
    { cwd: files, encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(`npm install failed:\n${result.stdout}\n${result.stderr}`);
  expect(Object.keys(pkg.dependencies ?? {}).length).toBeGreaterThan(0);
}

/** Imports a module in a fresh Node process with only `env`; its exports' names, or its error. */
function load(entry: string, env: Record<string, string>): { ok: boolean; output: string } {
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      'const m = await import(process.argv[1]); console.log(Object.keys(m).sort().join(","));',
      entry,
    ],
    {
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        GCLOUD_PROJECT: PROJECT_ID,
        ...env,
      },
    },
  );
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

const fsAsync = require('firebase-tools/lib/fsAsync') as {
  readdirRecursive(options: {
    path: string;
    ignoreStrings?: string[];
  }): Promise<{ name: string }[]>;
};

/** The files `firebase deploy` uploads from a codebase's folder, relative to it. */
async function listing(folder: string, ignore: string[]): Promise<string[]> {
  const files = await fsAsync.readdirRecursive({ path: folder, ignoreStrings: ignore });
  return files.map((f) => path.relative(folder, f.name));
}

async function discover(sourceDir: string, runtime: string): Promise<DiscoveredBuild> {
  const delegate = await runtimes.getRuntimeDelegate({
    projectId: PROJECT_ID,
    projectDir: path.dirname(sourceDir),
    sourceDir,
    runtime,
  });
  await delegate.validate();
  return delegate.discoverBuild(
    {},
    {
      GCLOUD_PROJECT: PROJECT_ID,
      FIREBASE_CONFIG: JSON.stringify({ projectId: PROJECT_ID }),
    },
  );
}

describe('deploy preflight: each codebase alone', () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'tg-preflight-'));
  });
  // Two installed dependency trees: on a loaded machine removing them outlasts the default 30 s.
  afterAll(() => rmSync(work, { recursive: true, force: true }), 120_000);

  it('functions/ builds, installs from its own package.json alone, loads, and firebase-tools finds `api` with its SITE_URL parameter and CURSOR_SECRET secret, and the hourly `sweepPhotos`', async () => {
    const { source, runtime, ignore = [] } = codebase('default');
    const dir = path.join(work, 'functions');
    // What deploy uploads: the source folder less firebase.json's ignore list; lib/ built afresh by
    // the predeploy step's compiler, here into the copy (the running suite serves functions/lib).
    cpSync(path.join(ROOT, source), dir, {
      recursive: true,
      filter: (from) => {
        const rel = path.relative(path.join(ROOT, source), from);
        if (rel === '') return true;
        if (rel === 'lib' || rel.startsWith(`lib${path.sep}`)) return false;
        return !ignore.some(
          (glob) => path.matchesGlob(rel, glob) || path.matchesGlob(path.basename(rel), glob),
        );
      },
    });
    execFileSync(
      path.join(ROOT, 'node_modules', '.bin', 'tsc'),
      ['-p', path.join(ROOT, source, 'tsconfig.build.json'), '--outDir', path.join(dir, 'lib')],
      { stdio: 'pipe' },
    );
    const pkg = readJson<PackageJson>(path.join(dir, 'package.json'));
    // Nothing else of the workspace goes up (a maintainer's functions/.env may, by design).
    expect(
      readdirSync(dir)
        .filter((f) => !f.startsWith('.'))
        .sort(),
    ).toEqual(['lib', 'package.json']);
    installAlone(dir, pkg);

    const build = await discover(dir, runtime);
    expect(Object.keys(build.endpoints)).toEqual(['api', 'sweepPhotos']);
    expect(build.endpoints.api?.httpsTrigger).toBeDefined();
    // The photo files' sweep: every hour, in the API's region, with no secret of its own.
    const { sweepPhotos } = build.endpoints;
    expect(sweepPhotos?.scheduleTrigger?.schedule).toBe('every 60 minutes');
    expect(sweepPhotos?.region).toEqual(build.endpoints.api?.region);
    expect(sweepPhotos?.secretEnvironmentVariables ?? []).toEqual([]);
    expect(build.params?.map((p) => p.name)).toContain('SITE_URL');
    // A secret: deploy takes it from Secret Manager (asking for it when missing), never from a file.
    expect(build.params?.find((p) => p.name === 'CURSOR_SECRET')?.type).toBe('secret');
    expect(build.endpoints.api?.secretEnvironmentVariables?.map((s) => s.key)).toEqual([
      'CURSOR_SECRET',
    ]);

    const entry = path.join(dir, pkg.main);
    const started = load(entry, DEPLOYED_ENV);
    expect(started.ok, started.output).toBe(true);
    expect(started.output.trim().split(',')).toEqual(
      expect.arrayContaining(['api', 'sweepPhotos']),
    );
  }, 240_000);

  it("the page function's bundle imports only what its package.json names, and it installs, loads and is found alone", async () => {
    const { source, runtime } = codebase('pages');
    await init;
    const bundle = readFileSync(path.join(ROOT, source, 'index.js'), 'utf8');
    const [imports] = parse(bundle);
    const builtins = new Set(builtinModules);
    const needed = new Set<string>();
    for (const imported of imports) {
      const name = imported.n;
      // import.meta, and imports whose module is computed at run time: those are React Router's
      // loaders of framework-mode route modules (`import(route.module)`), which a data router
      // never calls; they name no package to check.
      if (name === undefined) continue;
      // data: modules are the browser-only imports the build left out (vite.server.config.ts).
      if (/^(node|data):/.test(name) || builtins.has(name) || name.startsWith('.')) continue;
      const parts = name.split('/');
      needed.add(name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
    }
    const pkg = readJson<PackageJson>(path.join(ROOT, source, 'package.json'));
    expect([...needed].sort()).toEqual(
      [...needed].filter((n) => n in (pkg.dependencies ?? {})).sort(),
    );
    expect(needed).toContain('firebase-functions');

    const dir = path.join(work, 'pages');
    cpSync(path.join(ROOT, source), dir, { recursive: true });
    installAlone(dir, pkg);
    const build = await discover(dir, runtime);
    expect(Object.keys(build.endpoints)).toEqual(['pages']);
    expect(build.endpoints.pages?.httpsTrigger).toBeDefined();

    const started = load(path.join(dir, pkg.main), { SITE_URL: 'https://tourist-guide.example' });
    expect(started.output.trim()).toBe(
      'PAGE_CACHE,MISSING_CACHE,pages'.split(',').sort().join(','),
    );
    expect(started.ok).toBe(true);
  }, 240_000);
});

describe('deploy preflight: no request header ever chooses the origin', () => {
  it('the API refuses to start without SITE_URL, or with one that is not an https origin, saying what to set', () => {
    const entry = path.join(ROOT, 'functions', 'lib', 'index.js');
    const unset = load(entry, {});
    expect(unset.ok).toBe(false);
    expect(unset.output).toMatch(/SITE_URL is not set\. Put the site's origin in functions\/\.env/);
    const host = load(entry, { SITE_URL: 'evil.example' });
    expect(host.ok).toBe(false);
    expect(host.output).toMatch(/SITE_URL must be the site's https origin/);
  });

  it("the API refuses to start without CURSOR_SECRET, with a short one or with the emulators' public one, saying what to set", () => {
    const entry = path.join(ROOT, 'functions', 'lib', 'index.js');
    const { SITE_URL } = DEPLOYED_ENV;
    const unset = load(entry, { SITE_URL });
    expect(unset.ok).toBe(false);
    expect(unset.output).toMatch(
      /CURSOR_SECRET is not set\. Set it with `firebase functions:secrets:set CURSOR_SECRET`/,
    );
    const short = load(entry, { SITE_URL, CURSOR_SECRET: 'hunter2' });
    expect(short.ok).toBe(false);
    expect(short.output).toMatch(/CURSOR_SECRET must be at least 32 characters long/);
    const local = load(entry, { SITE_URL, CURSOR_SECRET: LOCAL_CURSOR_SECRET });
    expect(local.ok).toBe(false);
    expect(local.output).toMatch(/CURSOR_SECRET is the emulators' value, which is public/);
    // On the Functions emulator the local value is the one to use.
    const emulated = load(entry, {
      SITE_URL,
      CURSOR_SECRET: LOCAL_CURSOR_SECRET,
      FUNCTIONS_EMULATOR: 'true',
    });
    expect(emulated.ok, emulated.output).toBe(true);
    expect(load(entry, DEPLOYED_ENV).ok).toBe(true);
  });

  it("the sweep's instances start without CURSOR_SECRET, which only the API is given", () => {
    // Each function deploys as a service of its own that loads the whole of functions/lib, and
    // only `api` declares the secret; Cloud Run names the function in FUNCTION_TARGET.
    const entry = path.join(ROOT, 'functions', 'lib', 'index.js');
    const { SITE_URL } = DEPLOYED_ENV;
    const sweep = load(entry, { SITE_URL, FUNCTION_TARGET: 'sweepPhotos' });
    expect(sweep.ok, sweep.output).toBe(true);
    expect(load(entry, { SITE_URL, FUNCTION_TARGET: 'api' }).ok).toBe(false);
  });

  it("the emulators' local secrets file never goes up with a deploy", async () => {
    const { source, ignore = [] } = codebase('default');
    // The suite has written it (emulators/stack/src/suite.ts); firebase-tools' own listing of what a
    // deploy uploads (firebase.json's ignore, matched as deploy matches it) leaves it out.
    expect(readFileSync(path.join(ROOT, source, '.secret.local'), 'utf8')).toContain(
      `CURSOR_SECRET=${LOCAL_CURSOR_SECRET}`,
    );
    const uploaded = await listing(path.join(ROOT, source), ignore);
    expect(uploaded.some((f) => f.startsWith('lib/'))).toBe(true);
    expect(uploaded.filter((f) => path.basename(f).endsWith('.local'))).toEqual([]);
  });

  it('the page function refuses to start without a site origin, saying what to set', () => {
    // The suite's build is for the emulators, so it carries no VITE_SITE_URL: SITE_URL must come.
    const unset = load(path.join(ROOT, codebase('pages').source, 'index.js'), {});
    expect(unset.ok).toBe(false);
    expect(unset.output).toMatch(
      /The page function has no site origin: build it with VITE_SITE_URL/,
    );
  });

  describe('a build for a real project', () => {
    let emptyEnvDir: string;
    const saved = { ...process.env };
    beforeAll(() => {
      emptyEnvDir = mkdtempSync(path.join(tmpdir(), 'tg-env-'));
    });
    afterAll(() => {
      rmSync(emptyEnvDir, { recursive: true, force: true });
      process.env = saved;
    });
    const configs = ['vite.config.ts', 'vite.server.config.ts'];
    const resolveFor = (config: string, env: Record<string, string>) => {
      // Vite takes VITE_* from the process's environment as well as from the mode's .env files.
      for (const key of Object.keys(process.env))
        if (key.startsWith('VITE_')) delete process.env[key];
      Object.assign(process.env, env);
      return resolveConfig(
        {
          root: path.join(ROOT, 'web'),
          configFile: path.join(ROOT, 'web', config),
          envDir: emptyEnvDir,
          mode: 'production',
          logLevel: 'silent',
        },
        'build',
      );
    };

    it.each(configs)('(%s) stops without VITE_SITE_URL, saying what to set', async (config) => {
      await expect(resolveFor(config, {})).rejects.toThrow(
        /VITE_SITE_URL is not set\. .*put VITE_SITE_URL=https:\/\/your-site\.example in web\/\.env\.production/,
      );
    });

    it.each(configs)('(%s) stops with an origin that is not https', async (config) => {
      await expect(resolveFor(config, { VITE_SITE_URL: 'http://evil.example' })).rejects.toThrow(
        /VITE_SITE_URL must be the site's https origin/,
      );
    });

    it.each(configs)('(%s) goes on with an https origin', async (config) => {
      const resolved = await resolveFor(config, {
        VITE_SITE_URL: 'https://tourist-guide.example/',
      });
      expect(resolved.env.VITE_SITE_URL).toBe('https://tourist-guide.example/');
    });
  });
});
