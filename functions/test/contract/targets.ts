import http from 'node:http';
import request from 'supertest';
import { functionUrl, siteUrl } from '@tourist-guide/testing';
import { createApp } from '../../src/app';
import { dbStats, resetDbStats } from '../../src/lib/db-stats';
import { limitsFromEnv, type Limits } from '../../src/http/rate-limit';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  method: Method;
  /** The path as the function's own URL sees it (`/review/abc?email=x`), sent exactly as written. */
  path: string;
  headers?: Record<string, string>;
  /** An object or array is sent as JSON; a string or Buffer as it is, with the headers given. */
  body?: unknown;
}

export interface ApiResponse {
  status: number;
  /** Lower-case names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  text: string;
  /** The body parsed, when the answer says it is JSON (like supertest's `res.body`). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface Client {
  send(req: ApiRequest): Promise<ApiResponse>;
}

export interface Target {
  name: string;
  /**
   * Where the request enters: the app served alone, Firebase Hosting's /api rewrite, or the
   * function's own URL. Between the edge and the app sit layers that read the URL and the body
   * first (Hosting, the Functions runtime's Express); a few cases differ by what they do.
   */
  kind: 'in-process' | 'hosting' | 'function-url';
  /**
   * True where a Functions runtime reads and parses every body before the app runs, as on the
   * deployed path: a body it cannot parse is answered by the runtime, not by the app.
   */
  runtimeReadsBody: boolean;
  /** The rate limits the app behind this target enforces. */
  limits: Limits;
  /**
   * A client with a write allowance of its own: at the edge it connects from a loopback address
   * no other test uses (another machine, as far as the limiter can tell); in-process it talks to
   * a new app instance (the limits are per instance).
   */
  client(): Client;
  /** The app's Firestore counters, where the app runs in this process. */
  dbStats?: { reset(): void; roundTrips(): number };
}

function isJson(headers: Record<string, string>): boolean {
  return /^application\/([\w.+-]+\+)?json\b/.test(headers['content-type'] ?? '');
}

function encode(req: ApiRequest): { headers: Record<string, string>; body?: Buffer } {
  const headers = { ...req.headers };
  const { body } = req;
  if (body === undefined) return { headers };
  if (Buffer.isBuffer(body)) return { headers, body };
  if (typeof body === 'string') return { headers, body: Buffer.from(body) };
  if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
    headers['content-type'] = 'application/json';
  }
  return { headers, body: Buffer.from(JSON.stringify(body)) };
}

function flatten(raw: http.IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

function inProcessClient(limits: Limits): Client {
  const app = createApp({ limits });
  return {
    async send(req) {
      const { headers, body } = encode(req);
      const method = req.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      let test = request(app)
        [method](req.path)
        .ok(() => true);
      for (const [name, value] of Object.entries(headers)) test = test.set(name, value);
      // The body is already encoded: superagent must not serialize it again.
      const res = body === undefined ? await test : await test.serialize((b) => b).send(body);
      const resHeaders = flatten(res.headers as http.IncomingHttpHeaders);
      return {
        status: res.status,
        headers: resHeaders,
        text: res.text ?? '',
        body: isJson(resHeaders) ? res.body : undefined,
      };
    },
  };
}

/** Loopback addresses for edge clients: all of 127.0.0.0/8 reaches this machine. */
let lastAddress = 0;
function freshLoopbackAddress(): string {
  lastAddress += 1;
  return `127.100.${lastAddress >> 8}.${lastAddress & 255}`;
}

function edgeClient(base: string, localAddress: string): Client {
  const url = new URL(base);
  const prefix = url.pathname.replace(/\/$/, '');
  return {
    send(req) {
      const { headers, body } = encode(req);
      return new Promise((resolve, reject) => {
        const out = http.request(
          {
            host: url.hostname,
            port: url.port,
            method: req.method,
            path: `${prefix}${req.path}`,
            headers: body ? { ...headers, 'content-length': String(body.length) } : headers,
            localAddress,
            agent: false,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('error', reject);
            res.on('end', () => {
              const resHeaders = flatten(res.headers);
              const text = Buffer.concat(chunks).toString('utf8');
              let parsed: unknown;
              if (isJson(resHeaders) && text !== '') parsed = JSON.parse(text);
              resolve({ status: res.statusCode ?? 0, headers: resHeaders, text, body: parsed });
            });
          },
        );
        out.on('error', reject);
        out.end(body);
      });
    },
  };
}

const limits = () => limitsFromEnv(process.env);

export const inProcess: Target = {
  name: 'createApp() in-process',
  kind: 'in-process',
  runtimeReadsBody: false,
  get limits() {
    return limits();
  },
  client: () => inProcessClient(limits()),
  dbStats: { reset: resetDbStats, roundTrips: () => dbStats.roundTrips },
};

/** The deployed shape on the emulators: Hosting's /api rewrite into the Functions emulator. */
export const throughHosting: Target = {
  name: 'through Hosting (/api)',
  kind: 'hosting',
  runtimeReadsBody: true,
  get limits() {
    return limits();
  },
  client: () => edgeClient(`${siteUrl()}/api`, freshLoopbackAddress()),
};

/** The function's own URL on the Functions emulator, where the API is mounted at /. */
export const functionUrlTarget: Target = {
  name: "the function's URL",
  kind: 'function-url',
  runtimeReadsBody: true,
  get limits() {
    return limits();
  },
  client: () => edgeClient(functionUrl(), freshLoopbackAddress()),
};

export const TARGETS: Target[] = [inProcess, throughHosting, functionUrlTarget];
