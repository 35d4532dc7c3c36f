import { pipeline } from 'node:stream/promises';
import { clientOf } from './client.js';
import { startStorage } from '../../../src/server.js';
import { generatedStream, md5Of } from '../../streams.js';

/*
 * node --expose-gc --import tsx test/emulator/support/memory-round-trip.ts [MiB]
 * (npm run memory -w emulators/storage): uploads an object of MiB mebibytes (default 20) through
 * @google-cloud/storage's resumable upload into an emulator in this process, downloads it back
 * as a stream, and prints one JSON line: the object's size, and the most memory live at once
 * above the start (sampled every 10 ms, each sample after a full GC, so garbage not yet
 * collected is not counted), with the peak RSS above the start beside it.
 */
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const mib = Number(process.argv[2] ?? 20);
const size = mib * 1024 * 1024;

const live = () => {
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
};

const emulator = await startStorage('127.0.0.1', 0, { buckets: ['demo-memory'] });
const bucket = clientOf(emulator.origin).bucket('demo-memory');
// The client and the emulator warm up on a small object first, so their code is not counted.
await bucket.file('warm-up.bin').save(Buffer.alloc(1024), { resumable: true });
await bucket.file('warm-up.bin').delete();
const file = bucket.file('large.bin');

const base = { live: live(), rss: process.memoryUsage().rss };
let peakLive = 0;
let peakRss = 0;
const sampler = setInterval(() => {
  peakLive = Math.max(peakLive, live() - base.live);
  peakRss = Math.max(peakRss, process.memoryUsage().rss - base.rss);
}, 10);

const source = generatedStream(size);
await pipeline(source.stream, file.createWriteStream({ resumable: true }));
const afterUpload = live() - base.live;
const read = await md5Of(file.createReadStream());
clearInterval(sampler);

const result = {
  objectBytes: size,
  intact: read.size === size && read.md5 === source.md5(),
  heldByEmulator: emulator.stats().bytes,
  peakLiveBytes: Math.max(peakLive, afterUpload),
  liveAfterUploadBytes: afterUpload,
  peakRssBytes: peakRss,
};
await emulator.stop();
console.log(JSON.stringify(result));
