/**
 * api:photos — what travellers' photos cost an instance: 12 MP JPEGs (a phone camera's, with
 * noise so they compress like photos) uploaded to POST /review/:id/photos on createApp() in
 * this process, `concurrency` at once (an instance takes 6 requests at a time), through the
 * whole path: read, sniff, decode, turn, two WebP widths, two files into the Storage emulator,
 * one transaction. Photos per second (wall clock), each upload's time (p95) and this process's
 * peak RSS, sampled every 20 ms: the instance's memory, since the app is all that runs here
 * while the uploads go on (the images are made before).
 */
import sharp from 'sharp';
import { createTestUser, resetData, type TestUser } from '@tourist-guide/testing';
import { photos as meta } from '../catalogue.js';
import { serveApp } from '../support/app.js';
import { parseFlags } from '../support/cli.js';
import { Goals } from '../support/goals.js';

const flags = parseFlags(meta);
const total = flags.number('photos');
const inFlight = flags.number('concurrency');

/** A 4000 x 3000 JPEG with noise on a gradient: about what a 12 MP camera writes. */
async function cameraJpeg(seed: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const x = (i / 3) % width;
    pixels[i] = ((x / width) * 160 + (state & 95)) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const services = await resetData();
const images = await Promise.all([0, 1, 2].map((i) => cameraJpeg(i + 1)));
console.log(
  `[photos] ${images.length} JPEGs of 12 MP, ${(images[0]!.length / 1e6).toFixed(1)} MB each`,
);
const api = await serveApp();

// One review per upload slot; each review takes at most 5 photos.
const reviews: { user: TestUser; id: string }[] = [];
for (let i = 0; i < Math.ceil(total / 5); i++) {
  const user = await createTestUser();
  const place = services[i % services.length]!;
  const res = await api.call('/review', {
    method: 'POST',
    as: user,
    body: { service: place._id, customer: 'Bench', message: 'Photos.', rating: 5 },
  });
  if (res.status !== 201) throw new Error(`POST /review: ${res.status}`);
  reviews.push({ user, id: (res.json as { insertedId: string }).insertedId });
}

global.gc?.();
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);

const times: number[] = [];
let next = 0;
const t0 = performance.now();
async function worker() {
  while (next < total) {
    const n = next++;
    const review = reviews[Math.floor(n / 5)]!;
    const started = performance.now();
    const res = await fetch(`${api.url}/review/${review.id}/photos`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${review.user.idToken}`,
        'content-type': 'image/jpeg',
      },
      body: new Uint8Array(images[n % images.length]!),
    });
    await res.text();
    if (res.status !== 201) throw new Error(`upload ${n}: ${res.status}`);
    times.push(performance.now() - started);
  }
}
await Promise.all(Array.from({ length: inFlight }, worker));
const seconds = (performance.now() - t0) / 1000;
clearInterval(sampler);
api.close();

times.sort((a, b) => a - b);
const p = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
const mb = (bytes: number) => bytes / (1024 * 1024);
const goals = new Goals();
goals.judge(
  meta.goals.rate,
  total / seconds,
  `${(total / seconds).toFixed(2)} photos/s (${total} in ${seconds.toFixed(1)} s, ${inFlight} in flight)`,
);
goals.judge(
  meta.goals.p95,
  p(0.95),
  `p95 ${(p(0.95) / 1000).toFixed(2)} s (p50 ${(p(0.5) / 1000).toFixed(2)} s, max ${(p(1) / 1000).toFixed(2)} s)`,
);
goals.judge(
  meta.goals.growth,
  mb(peak - baseline),
  `${mb(peak - baseline).toFixed(0)} MB above the ${mb(baseline).toFixed(0)} MB before the uploads`,
);
goals.judge(
  meta.goals.rss,
  mb(peak),
  `peak ${mb(peak).toFixed(0)} MB (${mb(baseline).toFixed(0)} MB before the uploads)`,
);
goals.finish(meta.name);
