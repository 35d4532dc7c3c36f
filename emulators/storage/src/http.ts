import type { IncomingMessage, ServerResponse } from 'node:http';
import { finished } from 'node:stream/promises';
import { invalid, StorageError } from './errors.js';

/** Which of Cloud Storage's APIs a route speaks: it decides the shape of its errors. */
export type Api = 'json' | 'xml';

/** The origin clients reached the emulator at, for the links in resources and session URIs. */
export const originOf = (req: IncomingMessage) => `http://${req.headers.host ?? '127.0.0.1'}`;

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-cache, no-store, max-age=0, must-revalidate',
  });
  res.end(text);
}

export function sendError(res: ServerResponse, err: StorageError, api: Api, head = false): void {
  if (res.headersSent) {
    res.destroy(err);
    return;
  }
  const body = api === 'json' ? JSON.stringify(err.json()) : err.xmlBody();
  res.writeHead(err.status, {
    'Content-Type':
      api === 'json' ? 'application/json; charset=UTF-8' : 'application/xml; charset=UTF-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'private, max-age=0',
    ...err.headers,
  });
  res.end(head ? undefined : body);
}

/** A small request body (JSON metadata), whole; over `cap` bytes is a 400. */
export async function readSmallBody(
  req: AsyncIterable<Buffer>,
  cap = 1024 * 1024,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > cap) throw invalid(`The request's metadata is over ${cap} bytes.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** JSON text; empty text is `{}`. */
export function parseJson(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalid('Invalid JSON payload received.');
  }
}

/** A JSON body; an empty one is `{}`. */
export const readJson = async (req: AsyncIterable<Buffer>): Promise<unknown> =>
  parseJson((await readSmallBody(req)).toString('utf8'));

/** A header's one value (repeated headers joined, as Node does for unknown ones). */
export const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** Reads a body that carries nothing for us (a status query's) to its end. */
export async function drain(req: IncomingMessage): Promise<void> {
  req.resume();
  await finished(req);
}
