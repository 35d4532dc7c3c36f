import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { once } from 'node:events';

/**
 * What Google's front end does in front of the deployed function, for the local suite: it appends
 * the address that connected to it to X-Forwarded-For and passes everything else on unchanged.
 * Production always has that hop (Cloud Run adds X-Forwarded-For to every request); the emulators
 * do not, so without this the function would read a client's own X-Forwarded-For as its address.
 * One of these sits on the site's port (in front of the Hosting emulator) and one on the function's
 * port (in front of the Functions emulator).
 *
 * The site's one also keeps what Hosting's CDN keeps until the next deploy: an answer marked
 * `immutable` (the content-hashed files under /assets). The Hosting emulator compresses every file
 * on every request and logs it: about 0.3 s of CPU a page load, on the machine that runs the
 * browser, where a phone pays nothing for its CDN (docs/development.md, "Ports").
 */
export interface FrontEnd {
  stop(): Promise<void>;
}

function forwardedFor(req: IncomingMessage): string {
  // Node joins repeated X-Forwarded-For headers with ", ", as a proxy should read them.
  const earlier = req.headers['x-forwarded-for'];
  const peer = req.socket.remoteAddress ?? 'unknown';
  return earlier ? `${earlier}, ${peer}` : peer;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection']);

function withoutHopByHop(headers: IncomingMessage['headers']): IncomingMessage['headers'] {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

/** A 200 kept whole: its headers as sent and its body. */
interface Kept {
  headers: string[];
  body: Buffer;
}

/** The most the kept answers may hold: the site's files are a few MB in each encoding. */
const KEEP_AT_MOST = 64 * 1024 * 1024;

/**
 * The key an answer is kept under, or undefined when the request must reach the emulator: only a
 * plain GET (no range, no revalidation) is answered from what was kept. The answer varies by the
 * encoding asked for, as Hosting's does.
 */
function keyOf(req: IncomingMessage): string | undefined {
  const h = req.headers;
  if (req.method !== 'GET' || h.range || h['if-none-match'] || h['if-modified-since']) return;
  return `${req.url ?? ''}\n${h['accept-encoding'] ?? ''}`;
}

/** Whether a cache may keep `answer` until the files change: a 200 marked immutable, no cookie. */
function keepable(answer: IncomingMessage): boolean {
  return (
    answer.statusCode === 200 &&
    /\bimmutable\b/.test(answer.headers['cache-control'] ?? '') &&
    answer.headers['set-cookie'] === undefined
  );
}

export async function startFrontEnd(
  host: string,
  port: number,
  target: number,
  options: { keepImmutable?: boolean } = {},
): Promise<FrontEnd> {
  const kept = new Map<string, Kept>();
  let keptBytes = 0;
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    const key = options.keepImmutable ? keyOf(req) : undefined;
    const hit = key === undefined ? undefined : kept.get(key);
    if (hit) {
      res.writeHead(200, hit.headers).end(hit.body);
      return;
    }
    const upstream = http.request(
      {
        host,
        port: target,
        method: req.method,
        path: req.url,
        headers: {
          ...withoutHopByHop(req.headers),
          'x-forwarded-for': forwardedFor(req),
          // The emulators hand a request's headers on to the function's worker; "Connection: close"
          // there makes the Functions emulator crash now and then (EPIPE while it still writes the
          // body). So ask for what a browser asks for, and close the connection after the answer.
          connection: 'keep-alive',
        },
        // A connection per request: a kept-alive one the emulator has just timed out would fail
        // the next request with a reset (a 502 nobody sent).
        agent: false,
      },
      (answer) => {
        const headers: string[] = [];
        for (let i = 0; i < answer.rawHeaders.length; i += 2) {
          const [name, value] = [answer.rawHeaders[i]!, answer.rawHeaders[i + 1]!];
          if (!HOP_BY_HOP.has(name.toLowerCase())) headers.push(name, value);
        }
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
        answer.pipe(res);
        if (key === undefined || !keepable(answer)) return;
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          if (keptBytes + body.length > KEEP_AT_MOST) return;
          keptBytes += body.length;
          kept.set(key, { headers, body });
        });
      },
    );
    upstream.on('error', (err) => {
      // The path only: a query string may hold what nobody may log (a reader's position, `near`).
      const path = (req.url ?? '').split('?')[0];
      if (!res.destroyed) console.error(`[front-end] ${req.method} ${path}: ${err.message}`);
      if (res.headersSent) res.destroy();
      else res.writeHead(502, { 'content-type': 'text/plain' }).end('Bad gateway\n');
    });
    req.on('error', () => upstream.destroy());
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
  // Bodies may take long to arrive (the oversized-body bench sends 30 MB); the emulators time out.
  server.requestTimeout = 0;
  server.listen(port, host);
  await once(server, 'listening');
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
