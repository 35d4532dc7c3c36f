import { type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { startFirestore } from '@tourist-guide/firestore-emulator';
import { startStorage } from '@tourist-guide/storage-emulator';
import { startFrontEnd } from './front-end.js';
import { FIREBASE_CLI, FUNCTIONS_INSTANCES, ROOT, WEB_DIST } from './paths.js';
import {
  HOST,
  LOCAL_CURSOR_SECRET,
  PROJECT_ID,
  STORAGE_BUCKET,
  suiteEnv,
  type Ports,
} from './ports.js';
import { portHolders } from './port-holders.js';
import { seedServices } from './seeding.js';
import { spawnGroup, StopList } from './stop-list.js';

export interface Suite {
  ports: Ports;
  env: Record<string, string>;
  stop(): Promise<void>;
}

const useOfficialFirestore = process.env.FIRESTORE_EMULATOR === 'official';

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, HOST);
  });
}

async function assertPortsFree(ports: Ports, label: string): Promise<void> {
  const busy: [string, number][] = [];
  for (const [name, port] of Object.entries(ports)) {
    if (!(await portFree(port))) busy.push([name, port]);
  }
  if (busy.length === 0) return;
  const holders = portHolders(busy.map(([, port]) => port));
  const pids = new Set([...holders.values()].flat().map((holder) => holder.pid));
  const lines = busy.map(([name, port]) => {
    const held = holders.get(port)?.map((h) => `pid ${h.pid}: ${h.command}`);
    return `  ${name} ${port}${held ? `, held by ${held.join('; ')}` : ''}`;
  });
  throw new Error(
    `Cannot start the ${label} emulator suite: port(s) in use:\n${lines.join('\n')}\n` +
      `Another suite is probably running with these ports; stop it (Ctrl-C in its terminal` +
      `${pids.size > 0 ? `, or kill ${[...pids].join(' ')}` : ''}) and try again.`,
  );
}

/**
 * A copy of the built site for this suite, with the runtime file that tells the
 * app where this suite's Auth emulator is. A copy, so `npm start` and `npm test`
 * can serve the same build side by side with different ports.
 */
function prepareSite(ports: Ports, label: string): string {
  const relative = path.join('web', 'dist-emulators', label);
  const site = path.join(ROOT, relative);
  rmSync(site, { recursive: true, force: true });
  mkdirSync(site, { recursive: true });
  cpSync(WEB_DIST, site, { recursive: true });
  useSiteOrigin(site, `http://${HOST}:${ports.hosting}`);
  writeFileSync(
    path.join(site, 'emulators.json'),
    JSON.stringify({ authEmulatorHost: `${HOST}:${ports.auth}`, projectId: PROJECT_ID }),
  );
  return relative;
}

/**
 * A local build's prerendered pages name a stand-in origin (web/src/lib/page-context.ts's
 * LOCAL_SITE_ORIGIN) in their canonical and preview URLs: this suite's copy names its own site.
 */
function useSiteOrigin(site: string, origin: string): void {
  const pages = readdirSync(site, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  for (const page of pages) {
    const file = path.join(site, page);
    const html = readFileSync(file, 'utf8');
    if (html.includes(LOCAL_SITE_ORIGIN)) {
      writeFileSync(file, html.replaceAll(LOCAL_SITE_ORIGIN, origin));
    }
  }
}

/** web/src/lib/page-context.ts's LOCAL_SITE_ORIGIN: the origin a local build's pages name. */
const LOCAL_SITE_ORIGIN = 'http://tourist-guide.localhost';

type HostingHeaders = { headers?: { headers: { key: string; value: string }[] }[] };

/**
 * The deployed CSP allows Google's Auth endpoints only, and images over https (where
 * travellers' photos are served); the local suite's app talks to the Auth emulator instead (its
 * REST API and its iframe) and loads photos from the Storage emulator over http, so only the
 * suite's copy of the config adds those origins (the page function does the same:
 * web/server/content-security-policy.ts).
 */
function allowEmulatorsInCsp(
  hosting: HostingHeaders,
  origins: { auth: string; storage: string },
): void {
  for (const rule of hosting.headers ?? []) {
    for (const header of rule.headers) {
      if (header.key !== 'Content-Security-Policy') continue;
      header.value = header.value
        .split('; ')
        .map((d) => {
          if (/^(connect-src|frame-src) /.test(d)) return `${d} ${origins.auth}`;
          if (d.startsWith('img-src ')) return `${d} ${origins.storage}`;
          return d;
        })
        .join('; ');
    }
  }
}

/**
 * The API's secrets on the emulators (CURSOR_SECRET). The Functions emulator reads secrets from
 * .secret.local in the codebase's own folder, not from its configDir, so every suite writes the
 * same local value into functions/.secret.local (git-ignored, and left out of a deploy by
 * firebase.json's `*.local`), keeping any other line in it. Written whole, then renamed, so a
 * suite starting beside another never reads half a file.
 */
function writeLocalSecrets(): void {
  const file = path.join(ROOT, 'functions', '.secret.local');
  const others = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '' && !line.startsWith('CURSOR_SECRET='))
    : [];
  const text = [...others, `CURSOR_SECRET=${LOCAL_CURSOR_SECRET}`, ''].join('\n');
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** firebase.json with this suite's ports and site, written beside it so its relative paths hold. */
function writeConfig(ports: Ports, label: string, site: string): string {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
    emulators: Record<string, unknown>;
    hosting: Record<string, unknown> & HostingHeaders;
    functions: Record<string, unknown>[];
  };
  config.hosting = { ...config.hosting, public: site };
  // The functions' parameters (the API's SITE_URL: this suite's site) from a folder of this suite's
  // own, so the emulator never reads a deployment's functions/.env nor asks for a value.
  const envDir = path.join('.firebase', `env-${label}`);
  rmSync(path.join(ROOT, envDir), { recursive: true, force: true });
  mkdirSync(path.join(ROOT, envDir), { recursive: true });
  writeFileSync(path.join(ROOT, envDir, '.env.local'), `SITE_URL=${suiteEnv(ports).SITE_URL}\n`);
  config.functions = config.functions.map((codebase) => ({ ...codebase, configDir: envDir }));
  writeLocalSecrets();
  allowEmulatorsInCsp(config.hosting, {
    auth: `http://${HOST}:${ports.auth}`,
    storage: `http://${HOST}:${ports.storage}`,
  });
  const at = (port: number) => ({ host: HOST, port });
  config.emulators = {
    ...config.emulators,
    hub: at(ports.hub),
    logging: at(ports.logging),
    eventarc: at(ports.eventarc),
    tasks: at(ports.tasks),
    hosting: at(ports.hostingEmulator),
    functions: at(ports.functionsEmulator),
    firestore: at(ports.firestore),
    auth: at(ports.auth),
  };
  const file = path.join(ROOT, `.firebase.${label}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  child: ChildProcess,
  stops: StopList,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stops.stopping) throw new Error(`stopped before ${what} was ready`);
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `firebase emulators exited (${child.exitCode ?? child.signalCode}) before ${what} was ready`,
      );
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out after ${timeoutMs / 1000}s waiting for ${what}`);
}

/**
 * Starts the whole local suite: Firestore (npm emulator in this process, or
 * Google's via FIRESTORE_EMULATOR=official) and Cloud Storage (ours, in this
 * process), then Auth, Functions and Hosting
 * from firebase-tools, then seeds the services. `quiet` sends the emulators'
 * own log to a file instead of the terminal. Everything it starts goes on
 * `stops` the moment it exists, so stopping that list at any moment (a Ctrl-C
 * half-way through) stops what has been started; so does a failed start.
 */
export async function startSuite(
  ports: Ports,
  label: string,
  opts: { quiet?: boolean; recordQueriesTo?: string; stops?: StopList } = {},
): Promise<Suite> {
  const stops = opts.stops ?? new StopList();
  await assertPortsFree(ports, label);
  const env = suiteEnv(ports);
  Object.assign(process.env, env);

  if (!useOfficialFirestore) {
    const firestore = await startFirestore(HOST, ports.firestore, {
      ...(opts.recordQueriesTo ? { recordQueriesTo: opts.recordQueriesTo } : {}),
    });
    stops.add(() => firestore.stop());
  }
  // Our Cloud Storage emulator, empty: firebase-tools' own would download its rules runtime.
  const storage = await startStorage(HOST, ports.storage, { buckets: [STORAGE_BUCKET] });
  stops.add(() => storage.stop());

  const only = useOfficialFirestore ? 'auth,functions,hosting,firestore' : 'auth,functions,hosting';
  const site = prepareSite(ports, label);
  const removeSite = () => rmSync(path.join(ROOT, site), { recursive: true, force: true });
  stops.add(removeSite, removeSite);
  const configFile = writeConfig(ports, label, site);
  const removeConfig = () => rmSync(configFile, { force: true });
  stops.add(removeConfig, removeConfig);

  const logFile = path.join(ROOT, `.firebase.${label}.log`);
  if (stops.stopping) throw new Error('stopped before the emulators started');
  // In a process group of its own, with its function workers: stopped as one. On this Node (the
  // deployed major), with the Functions emulator's workers serving as instances do (concurrency,
  // maxInstances): functions-instances.ts.
  const child = spawnGroup(
    stops,
    process.execPath,
    [
      '--import',
      FUNCTIONS_INSTANCES,
      FIREBASE_CLI,
      'emulators:start',
      '--only',
      only,
      '--project',
      PROJECT_ID,
      '--config',
      configFile,
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...env,
        NO_UPDATE_NOTIFIER: '1',
        FIREBASE_CLI_EXPERIMENTS: '',
        // Google's buildpacks run the deployed function with NODE_ENV=production, so the runtime's
        // own error pages (a body it cannot parse) carry no stack trace. The emulator's function
        // workers inherit this environment: they answer as production does.
        NODE_ENV: 'production',
      },
      stdio: opts.quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    },
    8000,
  );
  console.log(`[suite] starting the emulators (firebase-tools, process group ${child.pid})`);
  if (opts.quiet) {
    const chunks: string[] = [];
    const keep = (b: Buffer) => chunks.push(b.toString());
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('close', () => writeFileSync(logFile, chunks.join('')));
  }

  try {
    // The front ends: added after the emulators, so stopped before them.
    for (const [port, target, keepImmutable] of [
      [ports.hosting, ports.hostingEmulator, true],
      [ports.functions, ports.functionsEmulator, false],
    ] as const) {
      const front = await startFrontEnd(HOST, port, target, { keepImmutable });
      stops.add(() => front.stop());
    }
    const hub = `http://${HOST}:${ports.hub}/emulators`;
    await waitFor(
      'the emulator hub',
      async () => {
        const res = await fetch(hub);
        const running = (await res.json()) as Record<string, unknown>;
        return ['auth', 'functions', 'hosting'].every((e) => e in running);
      },
      90_000,
      child,
      stops,
    );
    await seedServices();
    // The Functions emulator loads the function on its first request; make that happen now.
    await waitFor(
      'the API through Hosting',
      async () => (await fetch(`${env.TG_SITE_URL}/api/service`)).ok,
      60_000,
      child,
      stops,
    );
    // The page function is a second codebase, loaded after the API's: until it is, Hosting
    // answers its URLs with "Function us-central1-pages does not exist".
    await waitFor(
      'the rendered pages through Hosting',
      async () => {
        const res = await fetch(`${env.TG_SITE_URL}/allService`);
        return res.ok && (await res.text()).includes('id="main"');
      },
      60_000,
      child,
      stops,
    );
  } catch (err) {
    if (opts.quiet && !stops.stopping) console.error(`[suite] emulator log: ${logFile}`);
    await stops.stop();
    throw err;
  }
  return { ports, env, stop: () => stops.stop() };
}
