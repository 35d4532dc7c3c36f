import { createRequire } from 'node:module';
import type { Server, ServerCredentials as ServerCredentialsType } from '@grpc/grpc-js';
import type { FirestoreServer as FirestoreServerType } from '@firestore-emulator/server';

// Required by package name: the package's .mjs build has broken import paths.
const require = createRequire(import.meta.url);
const { FirestoreServer } = require('@firestore-emulator/server') as {
  FirestoreServer: typeof FirestoreServerType;
};
// The credentials must come from the same copy of grpc-js the emulator was built with.
const { ServerCredentials } = createRequire(require.resolve('@firestore-emulator/server'))(
  '@grpc/grpc-js',
) as { ServerCredentials: typeof ServerCredentialsType };

export interface RunningFirestore {
  /** Drops every document (all projects). */
  clear(): void;
  /** Graceful: lets in-flight calls finish (1 s at most). */
  stop(): Promise<void>;
  /** Abrupt, as a crash would be: cancels in-flight calls and closes the port now. */
  kill(): void;
}

/**
 * Starts the npm Firestore emulator on loopback only. Its own `start()` binds
 * 0.0.0.0, and an emulator has no authentication, so we bind the gRPC server it
 * builds (service implementation and state already attached) to `host` ourselves.
 */
export async function startFirestore(host: string, port: number): Promise<RunningFirestore> {
  const emulator = new FirestoreServer();
  const grpcServer = (emulator as unknown as { server?: Server }).server;
  if (!grpcServer || typeof grpcServer.bindAsync !== 'function') {
    throw new Error('@firestore-emulator/server changed shape: no gRPC server to bind');
  }
  await new Promise<void>((resolve, reject) => {
    grpcServer.bindAsync(`${host}:${port}`, ServerCredentials.createInsecure(), (err) =>
      err ? reject(err) : resolve(),
    );
  });
  return {
    clear: () => emulator.state.clear(),
    kill: () => grpcServer.forceShutdown(),
    stop: () =>
      new Promise<void>((resolve) => {
        const force = setTimeout(() => {
          grpcServer.forceShutdown();
          resolve();
        }, 1000);
        grpcServer.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      }),
  };
}
