import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Hop-by-hop headers, and the ones fetch has already applied (it decompresses the body). */
const DROPPED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
]);

export interface SplitDocuments {
  /** The proxy's origin: open a page here to get its HTML in two parts. */
  origin: string;
  close(): Promise<void>;
}

/**
 * A proxy in front of the site that sends each page's HTML in two parts, `pauseMs` apart, cut
 * where `cutAt` says (an index; -1 for none), as a slow network may deliver it: the browser
 * parses, and may paint, the first part alone. Everything else passes through whole.
 */
export async function serveSplitDocuments(
  siteOrigin: string,
  cutAt: (html: string) => number,
  pauseMs = 600,
): Promise<SplitDocuments> {
  const server = http.createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (name !== 'host' && !DROPPED.has(name) && typeof value === 'string') {
          headers.set(name, value);
        }
      }
      const upstream = await fetch(new URL(req.url ?? '/', siteOrigin), {
        method: req.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        redirect: 'manual',
      });
      const outHeaders: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!DROPPED.has(name)) outHeaders[name] = value;
      });
      if (!upstream.headers.get('content-type')?.startsWith('text/html')) {
        res.writeHead(upstream.status, outHeaders);
        res.end(Buffer.from(await upstream.arrayBuffer()));
        return;
      }
      const html = await upstream.text();
      const cut = cutAt(html);
      res.writeHead(upstream.status, outHeaders);
      // A document with no place to cut (the app's shell, the offline page) goes whole.
      if (cut <= 0 || cut >= html.length) {
        res.end(html);
        return;
      }
      res.write(html.slice(0, cut));
      await sleep(pauseMs);
      res.end(html.slice(cut));
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(502);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
