import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Context } from './context.js';
import { StorageError } from './errors.js';
import { originOf, sendError } from './http.js';
import { route } from './routes.js';
import { ObjectStore, type StoreStats } from './store.js';
import { UploadSessions } from './upload-sessions.js';

export interface StorageOptions {
  /** The buckets that exist (Cloud Storage's names); requests for any other are a 404. */
  buckets: readonly string[];
  /** The most bytes held at once, stored and uploading: past it an upload fails with 507. */
  maxBytes?: number;
}

export interface RunningStorage {
  port: number;
  /** `http://host:port`: what STORAGE_EMULATOR_HOST is set to. */
  origin: string;
  stats(): StoreStats & { openUploads: number };
  stop(): Promise<void>;
}

/** The default cap: 512 MiB, far above what the product's tests and a day of `npm start` hold. */
export const DEFAULT_MAX_BYTES = 512 * 1024 * 1024;

/**
 * Starts the emulator: Cloud Storage's JSON API (what `@google-cloud/storage` calls) and the XML
 * API's object URLs, over buckets held in memory, on `host` (127.0.0.1: an emulator has no auth)
 * and `port` (0: any free one). Empty at every start.
 */
export async function startStorage(
  host: string,
  port: number,
  options: StorageOptions,
): Promise<RunningStorage> {
  const store = new ObjectStore(options.buckets, options.maxBytes ?? DEFAULT_MAX_BYTES);
  const sessions = new UploadSessions();
  const sockets = new Set<Socket>();

  const server: Server = createServer((req, res) => {
    const ctx: Context = { req, res, store, sessions, origin: originOf(req) };
    const { api, run } = route(ctx);
    run().catch((err: unknown) => {
      if (err instanceof StorageError) return sendError(res, err, api, req.method === 'HEAD');
      if (req.destroyed) return; // the client went away mid-request
      console.error('[storage-emulator]', err);
      sendError(res, new StorageError(500, 'backendError', String(err)), api);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    port: bound,
    origin: `http://${host}:${bound}`,
    stats: () => ({ ...store.stats(), openUploads: sessions.openCount }),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
