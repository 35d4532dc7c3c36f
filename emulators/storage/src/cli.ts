import { startStorage } from './server.js';

/*
 * npm run serve -w emulators/storage -- [PORT] [BUCKET…]
 * Starts this emulator alone on 127.0.0.1:PORT (default 9199) with the buckets named (default
 * demo-tourist-guide.appspot.com) until Ctrl-C: for a try with curl or @google-cloud/storage.
 */
const [portArg, ...buckets] = process.argv.slice(2);
const port = Number(portArg ?? 9199);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('usage: npm run serve -w emulators/storage -- [PORT] [BUCKET…]');
  process.exit(2);
}
const running = await startStorage('127.0.0.1', port, {
  buckets: buckets.length > 0 ? buckets : ['demo-tourist-guide.appspot.com'],
});
console.log(
  `Cloud Storage emulator on ${running.origin} (STORAGE_EMULATOR_HOST=${running.origin}); Ctrl-C stops it`,
);
const stop = () => void running.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
