/**
 * Preloaded into firebase-tools' own process by the launcher (`node --import` this file, then its
 * CLI): the Functions emulator's workers then take requests as the deployed function's instances
 * do. firebase-tools 15 gives each worker process one request at a time and starts a new process
 * for every request that finds no idle one, so 40 requests at once load the API in 40 processes
 * (on 2 cores: answers after 20 s, or 504s). Cloud Run sends an instance up to the function's
 * `concurrency` requests at once, starts instances up to `maxInstances`, and holds a request until
 * a slot is free. This does the same with the emulator's workers, which still load and run the
 * function as before (its runtime, its body parsing, one process per instance).
 *
 * Run by Node's type stripping, before anything else: no imports of our own modules.
 */
import type { ChildProcess } from 'node:child_process';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const FIREBASE_TOOLS = path.dirname(require.resolve('firebase-tools/package.json'));
const load = <T>(file: string) => require(path.join(FIREBASE_TOOLS, 'lib', file)) as T;

/** The parts of firebase-tools' worker and pool (lib/emulator/functionsRuntimeWorker.js) used here. */
interface Worker {
  state: string;
  triggerKey: string;
  timeoutSeconds?: number;
  runtime: { process: ChildProcess; conn: { httpReqOpts(): http.RequestOptions } };
  logger: { log(level: string, message: string): void };
  logInfo(message: string): void;
  request(req: Forwarded, resp: ServerResponse, body: unknown, debug: boolean): Promise<void>;
  /** Ours: requests on it now (set once a pool of ours has given it one). */
  inFlight?: number;
  /** Ours: called when one of its requests has finished. */
  released?: () => void;
}
interface Forwarded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
}
interface Pool {
  mode: string;
  workers: Map<string, Worker[]>;
  getKey(triggerId: string | undefined, runtime: string | undefined): string;
  cleanUpWorkers(): void;
  readyForWork(triggerId: string, runtime: string | undefined): boolean;
  submitRequest(
    triggerId: string,
    req: Forwarded,
    resp: ServerResponse,
    body: unknown,
    debug: unknown,
    runtime: string | undefined,
  ): Promise<void>;
}
interface Trigger {
  id: string;
  name: string;
  region: string;
}
interface Backend {
  codebase: string;
  runtime?: string;
}
interface Emulator {
  workerPools: Record<string, Pool>;
  /** Each function's definition and codebase, by key (an HTTP function's key is its id). */
  triggers: Record<string, { def: Trigger; backend: Backend } | undefined>;
  startRuntime(backend: Backend, trigger?: Trigger): Promise<Worker>;
}
interface Endpoint {
  id: string;
  region: string;
  concurrency?: number | null;
  maxInstances?: number | null;
}

const { version } = load<{ version: string }>('../package.json');
const workerModule = load<{
  RuntimeWorker: { prototype: Worker };
  RuntimeWorkerPool: { prototype: Pool };
  RuntimeWorkerState: Record<'IDLE' | 'BUSY' | 'FINISHING' | 'FINISHED', string>;
}>('emulator/functionsRuntimeWorker.js');
const shared = load<{ emulatedFunctionsFromEndpoints: (endpoints: Endpoint[]) => Trigger[] }>(
  'emulator/functionsEmulatorShared.js',
);
const { FunctionsEmulator } = load<{ FunctionsEmulator: { prototype: Emulator } }>(
  'emulator/functionsEmulator.js',
);
const { FunctionsExecutionMode } = load<{ FunctionsExecutionMode: { AUTO: string } }>(
  'emulator/types.js',
);
const { RuntimeWorker, RuntimeWorkerPool, RuntimeWorkerState: State } = workerModule;

// Written against firebase-tools 15's pool; another major may have moved what this replaces.
if (
  !version.startsWith('15.') ||
  typeof RuntimeWorkerPool.prototype.submitRequest !== 'function' ||
  typeof RuntimeWorker.prototype.request !== 'function' ||
  typeof FunctionsEmulator.prototype.startRuntime !== 'function' ||
  typeof shared.emulatedFunctionsFromEndpoints !== 'function'
) {
  throw new Error(
    `emulators/stack/src/functions-instances.ts is written for firebase-tools 15's worker pool; ` +
      `firebase-tools ${version} differs: check lib/emulator/functionsRuntimeWorker.js and update it.`,
  );
}

/** The deployed function's scaling: requests per instance and instances at most. */
interface Limits {
  concurrency: number;
  maxInstances: number;
}
const limitsByTrigger = new Map<string, Limits>();

/**
 * How long a request waits for a slot, while workers serve, before another worker is started.
 * Cloud Run adds instances while requests queue; here one at a time, and only for a queue that
 * lasts: on a machine of two cores a process started for each waiting request (firebase-tools'
 * way) costs more CPU than the queue it would serve, and every extra instance of a function that
 * writes one document means more contention in Firestore.
 */
const SCALE_AFTER_MS = 1000;

interface Waiting {
  since: number;
  give: (worker: Worker | undefined) => void;
}

/** One function's workers in a pool: the requests waiting for a slot, and how to start another. */
interface Lane {
  limits: Limits;
  waiting: Waiting[];
  starting: number;
  /** When a worker of this lane last became ready: a wait for it to start does not count. */
  readyAt: number;
  start?: () => Promise<Worker>;
  timer?: NodeJS.Timeout;
}
const lanes = new WeakMap<Pool, Map<string, Lane>>();

function laneOf(pool: Pool, key: string, triggerId: string): Lane {
  const ofPool = lanes.get(pool) ?? new Map<string, Lane>();
  lanes.set(pool, ofPool);
  // An endpoint that names no concurrency keeps the emulator's one request per worker.
  const limits = limitsByTrigger.get(triggerId) ?? { concurrency: 1, maxInstances: Infinity };
  const lane = ofPool.get(key) ?? { limits, waiting: [], starting: 0, readyAt: 0 };
  lane.limits = limits;
  ofPool.set(key, lane);
  return lane;
}

const serving = (worker: Worker) => worker.state === State.IDLE || worker.state === State.BUSY;

/**
 * Gives waiting requests the free slots, oldest worker first (so requests one after another stay
 * on one instance, as today); then, while requests still wait, starts one more worker (up to
 * maxInstances): at once when none serves, else once the first in line has waited SCALE_AFTER_MS
 * with workers serving.
 */
function drain(pool: Pool, key: string, lane: Lane): void {
  pool.cleanUpWorkers();
  const workers = pool.workers.get(key) ?? [];
  const { concurrency, maxInstances } = lane.limits;
  while (lane.waiting.length > 0) {
    const worker = workers.find((w) => serving(w) && (w.inFlight ?? 0) < concurrency);
    if (!worker) break;
    if (worker.inFlight === undefined) {
      // Its process gone, what waits for a slot on it may need another worker.
      worker.runtime.process.once('exit', () => setImmediate(() => drain(pool, key, lane)));
    }
    worker.inFlight = (worker.inFlight ?? 0) + 1;
    worker.released = () => drain(pool, key, lane);
    if (worker.state !== State.BUSY) worker.state = State.BUSY;
    lane.waiting.shift()!.give(worker);
  }
  const first = lane.waiting[0];
  const live = workers.filter(serving).length;
  if (!first || !lane.start || lane.starting > 0 || live >= maxInstances) return;
  const waited = Date.now() - Math.max(first.since, lane.readyAt);
  if (live === 0 || waited >= SCALE_AFTER_MS) {
    lane.start().catch(() => {});
  } else if (!lane.timer) {
    lane.timer = setTimeout(() => {
      lane.timer = undefined;
      drain(pool, key, lane);
    }, SCALE_AFTER_MS - waited);
  }
}

// The emulator's function definitions leave out the endpoint's scaling options: keep them.
const fromEndpoints = shared.emulatedFunctionsFromEndpoints;
shared.emulatedFunctionsFromEndpoints = (endpoints) => {
  const triggers = fromEndpoints(endpoints);
  for (const trigger of triggers) {
    const endpoint = endpoints.find((e) => e.id === trigger.name && e.region === trigger.region);
    if (!endpoint?.concurrency) continue;
    limitsByTrigger.set(trigger.id, {
      concurrency: endpoint.concurrency,
      maxInstances: endpoint.maxInstances || Infinity,
    });
  }
  return triggers;
};

// Every start of a function's worker is counted in its lane, whoever asked for it; the first one
// teaches the lane how to start more.
const startRuntime = FunctionsEmulator.prototype.startRuntime;
FunctionsEmulator.prototype.startRuntime = function (this: Emulator, backend, trigger) {
  const pool = this.workerPools[backend.codebase];
  if (!trigger || !pool || pool.mode !== FunctionsExecutionMode.AUTO) {
    return startRuntime.call(this, backend, trigger);
  }
  const key = pool.getKey(trigger.id, backend.runtime);
  const lane = laneOf(pool, key, trigger.id);
  lane.start ??= () => {
    // The function as it is defined now: a reload (its code rebuilt) may have changed it.
    const current = this.triggers[trigger.id];
    return this.startRuntime(current?.backend ?? backend, current?.def ?? trigger);
  };
  lane.starting++;
  const started = startRuntime.call(this, backend, trigger);
  started.then(
    () => {
      lane.starting--;
      lane.readyAt = Date.now();
      drain(pool, key, lane);
    },
    () => {
      lane.starting--;
      // Nothing left to serve what waits: answer it rather than leave it hanging.
      const workers = pool.workers.get(key) ?? [];
      if (lane.starting === 0 && !workers.some(serving)) {
        for (const waiting of lane.waiting.splice(0)) waiting.give(undefined);
      }
    },
  );
  return started;
};

// Once a function has a lane, its pool scales it itself: a request never starts a worker of its own.
const readyForWork = RuntimeWorkerPool.prototype.readyForWork;
RuntimeWorkerPool.prototype.readyForWork = function (this: Pool, triggerId, runtime) {
  if (this.mode !== FunctionsExecutionMode.AUTO) return readyForWork.call(this, triggerId, runtime);
  return lanes.get(this)?.get(this.getKey(triggerId, runtime))?.start !== undefined;
};

const submitRequest = RuntimeWorkerPool.prototype.submitRequest;
RuntimeWorkerPool.prototype.submitRequest = async function (
  this: Pool,
  triggerId,
  req,
  resp,
  body,
  debug,
  runtime,
) {
  if (this.mode !== FunctionsExecutionMode.AUTO) {
    return submitRequest.call(this, triggerId, req, resp, body, debug, runtime);
  }
  const key = this.getKey(triggerId, runtime);
  const lane = laneOf(this, key, triggerId);
  const worker = await new Promise<Worker | undefined>((resolve) => {
    lane.waiting.push({ since: Date.now(), give: resolve });
    drain(this, key, lane);
  });
  if (!worker) {
    resp
      .writeHead(503, { 'content-type': 'text/plain' })
      .end(`Function ${triggerId} could not start.\n`);
    return;
  }
  return worker.request(req, resp, body, false);
};

/**
 * firebase-tools' RuntimeWorker.request, with a worker busy until its last request has finished
 * (and a worker marked to finish, after a reload, stopped only then).
 */
const request = RuntimeWorker.prototype.request;
RuntimeWorker.prototype.request = function (this: Worker, req, resp, body, debug) {
  if (this.inFlight === undefined) return request.call(this, req, resp, body, debug);
  this.logInfo(`Beginning execution of "${this.triggerKey}"`);
  const started = process.hrtime();
  let finished = false;
  const finish = (event: string) => {
    this.logger.log('DEBUG', `Finishing up request with event=${event}`);
    if (finished) return false;
    finished = true;
    const [s, ns] = process.hrtime(started);
    this.logInfo(`Finished "${this.triggerKey}" in ${s * 1000 + ns / 1e6}ms`);
    this.inFlight = Math.max(0, (this.inFlight ?? 1) - 1);
    if (this.inFlight === 0 && this.state === State.BUSY) this.state = State.IDLE;
    else if (this.inFlight === 0 && this.state === State.FINISHING) this.runtime.process.kill();
    this.released?.();
    return true;
  };
  return new Promise<void>((resolve) => {
    const options: http.RequestOptions = {
      ...this.runtime.conn.httpReqOpts(),
      method: req.method,
      path: req.path,
      headers: req.headers,
    };
    if (this.timeoutSeconds) options.timeout = this.timeoutSeconds * 1000;
    const proxy = http.request(options, (answer) => {
      resp.writeHead(answer.statusCode || 200, answer.headers);
      // Finished when the answer is through (firebase-tools also counts its first backpressure
      // pause as the end, which would free the slot of a request still streaming).
      const done = (event: string) => finish(event) && resolve();
      answer.on('close', () => done('close'));
      answer.pipe(resp).on('finish', () => done('finish'));
    });
    proxy.on('timeout', () => {
      this.logger.log(
        'ERROR',
        `Your function timed out after ~${this.timeoutSeconds}s. To configure this timeout, see
      https://firebase.google.com/docs/functions/manage-functions#set_timeout_and_memory_allocation.`,
      );
      proxy.destroy();
    });
    proxy.on('error', (err) => {
      this.logger.log('ERROR', `Request to function failed: ${err}`);
      if (!resp.headersSent) resp.writeHead(500);
      resp.end(JSON.stringify(err));
      // Its process is stopped with every request on it: no new one may land there meanwhile.
      this.state = State.FINISHING;
      this.runtime.process.kill();
      finish('error');
      resolve();
    });
    if (body) proxy.write(body);
    proxy.end();
  });
};
