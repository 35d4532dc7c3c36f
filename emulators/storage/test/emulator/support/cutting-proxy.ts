import { connect, createServer, type Socket } from 'node:net';
import { once } from 'node:events';

export interface CuttingProxy {
  origin: string;
  /** How many connections it has cut. */
  cuts: () => number;
  close: () => Promise<void>;
}

/**
 * A TCP proxy in front of the emulator that cuts one connection, once, when it has carried
 * `cutAfter` bytes from the client: it passes the bytes up to that point, then resets both sides
 * (RST, ECONNRESET), as a network failure mid-upload does. Everything else passes untouched.
 */
export async function cuttingProxy(target: { host: string; port: number }, cutAfter: number) {
  let cuts = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {});
    }
    let carried = 0;
    client.on('data', (chunk: Buffer) => {
      if (cuts === 0 && carried + chunk.length >= cutAfter) {
        cuts++;
        upstream.write(chunk.subarray(0, cutAfter - carried), () => {
          upstream.resetAndDestroy();
          client.resetAndDestroy();
        });
        return;
      }
      carried += chunk.length;
      upstream.write(chunk);
    });
    upstream.pipe(client);
    client.on('end', () => upstream.end());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    cuts: () => cuts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  } satisfies CuttingProxy;
}
