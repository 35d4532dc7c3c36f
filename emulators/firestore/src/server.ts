import { writeFileSync } from 'node:fs';
import { Server, ServerCredentials } from '@grpc/grpc-js';
import { Database } from './database.js';
import { type QueryShape, shapeKey, shapeOf } from './index-coverage.js';
import { pb } from './proto.js';
import { firestoreService } from './service.js';

export interface RunningFirestore {
  /** The port it listens on (the one asked for, or the one the system chose for port 0). */
  port: number;
  /** Drops every document (all projects). */
  clear(): void;
  /** Graceful: lets in-flight calls finish (1 s at most). */
  stop(): Promise<void>;
  /** Abrupt, as a crash would be: cancels in-flight calls and closes the port now. */
  kill(): void;
}

export interface FirestoreOptions {
  /** Writes the shape of every distinct query clients run to this JSON file. */
  recordQueriesTo?: string;
}

function recordQueries(db: Database, file: string): void {
  const shapes = new Map<string, QueryShape>();
  writeFileSync(file, '[]');
  db.onQuery((query) => {
    const shape = shapeOf(query);
    const key = shapeKey(shape);
    if (shapes.has(key)) return;
    shapes.set(key, shape);
    writeFileSync(file, JSON.stringify([...shapes.values()], null, 2));
  });
}

/**
 * Starts our Firestore emulator on `host` only (an emulator has no
 * authentication): the Firestore v1 gRPC API, with the wire format of
 * @firestore-emulator/proto, served by our own database (this package's src/),
 * which keeps the promises @firestore-emulator/server's own store did not (see README).
 */
export async function startFirestore(
  host: string,
  port: number,
  options: FirestoreOptions = {},
): Promise<RunningFirestore> {
  const db = new Database();
  if (options.recordQueriesTo) recordQueries(db, options.recordQueriesTo);
  const server = new Server();
  server.addService(pb.firestore.UnimplementedFirestoreService.definition, firestoreService(db));
  const bound = await new Promise<number>((resolve, reject) => {
    server.bindAsync(`${host}:${port}`, ServerCredentials.createInsecure(), (err, actual) =>
      err ? reject(err) : resolve(actual),
    );
  });
  return {
    port: bound,
    clear: () => db.clear(),
    kill: () => server.forceShutdown(),
    stop: () =>
      new Promise<void>((resolve) => {
        const force = setTimeout(() => {
          server.forceShutdown();
          resolve();
        }, 1000);
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      }),
  };
}
