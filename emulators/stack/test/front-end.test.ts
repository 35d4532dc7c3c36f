import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HOST } from '../src/ports.js';
import { startFrontEnd, type FrontEnd } from '../src/front-end.js';

/**
 * The site's front end keeps what Hosting's CDN keeps (an answer marked immutable) and passes
 * everything else on: an emulator that stands in for Hosting counts what reaches it.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';

let upstream: http.Server | undefined;
let front: FrontEnd | undefined;
let reached: string[] = [];

async function start(keepImmutable: boolean): Promise<string> {
  reached = [];
  upstream = http.createServer((req, res) => {
    const encoding = req.headers['accept-encoding'] ?? '';
    reached.push(`${req.method} ${req.url} ${encoding}`);
    const headers = { 'cache-control': IMMUTABLE, vary: 'Accept-Encoding', 'x-encoding': encoding };
    if (req.url === '/assets/app.js') res.writeHead(200, headers).end(`app ${reached.length}`);
    else if (req.url === '/assets/gone.js') res.writeHead(404, headers).end('gone');
    else if (req.url === '/assets/cookie.js') {
      res.writeHead(200, { ...headers, 'set-cookie': 'a=b' }).end(`cookie ${reached.length}`);
    } else
      res.writeHead(200, { 'cache-control': 'public, max-age=60' }).end(`page ${reached.length}`);
  });
  upstream.listen(0, HOST);
  await once(upstream, 'listening');
  const target = (upstream.address() as AddressInfo).port;
  // Any free port: the front end is given one, so find one first.
  const probe = http.createServer().listen(0, HOST);
  await once(probe, 'listening');
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  front = await startFrontEnd(HOST, port, target, { keepImmutable });
  return `http://${HOST}:${port}`;
}

afterEach(async () => {
  await front?.stop();
  await new Promise((resolve) => (upstream ? upstream.close(resolve) : resolve(undefined)));
  front = undefined;
  upstream = undefined;
});

const get = async (url: string, headers: Record<string, string> = {}, method = 'GET') => {
  const res = await fetch(url, { method, headers });
  return { status: res.status, body: await res.text(), cache: res.headers.get('cache-control') };
};

describe("the site's front end", () => {
  it('answers a file marked immutable from what it kept, once per encoding asked for', async () => {
    const site = await start(true);
    const first = await get(`${site}/assets/app.js`, { 'accept-encoding': 'br' });
    const again = await get(`${site}/assets/app.js`, { 'accept-encoding': 'br' });
    const gzip = await get(`${site}/assets/app.js`, { 'accept-encoding': 'gzip' });
    expect(first).toEqual({ status: 200, body: 'app 1', cache: IMMUTABLE });
    expect(again).toEqual(first);
    expect(gzip.body).toBe('app 2');
    expect(reached).toEqual(['GET /assets/app.js br', 'GET /assets/app.js gzip']);
  });

  it('passes on every request for an answer not marked immutable, a failure, a cookie, a revalidation or a HEAD', async () => {
    const site = await start(true);
    for (let i = 0; i < 2; i++) {
      await get(`${site}/detail/x`);
      await get(`${site}/assets/gone.js`);
      await get(`${site}/assets/cookie.js`);
    }
    await get(`${site}/assets/app.js`);
    await get(`${site}/assets/app.js`, { 'if-none-match': '"x"' });
    await get(`${site}/assets/app.js`, { range: 'bytes=0-1' });
    await get(`${site}/assets/app.js`, {}, 'HEAD');
    expect(reached.map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual([
      'GET /detail/x',
      'GET /assets/gone.js',
      'GET /assets/cookie.js',
      'GET /detail/x',
      'GET /assets/gone.js',
      'GET /assets/cookie.js',
      'GET /assets/app.js',
      'GET /assets/app.js',
      'GET /assets/app.js',
      'HEAD /assets/app.js',
    ]);
  });

  it('keeps nothing in front of the function', async () => {
    const site = await start(false);
    await get(`${site}/assets/app.js`);
    expect((await get(`${site}/assets/app.js`)).body).toBe('app 2');
  });
});
