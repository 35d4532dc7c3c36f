import { startFirestore } from './server.js';

/*
 * npm run serve -w emulators/firestore -- [PORT]
 * Starts this emulator alone on 127.0.0.1:PORT (default 8080) until Ctrl-C: for a try with
 * firebase-admin, or for Google's client system tests (README.md).
 */
const port = Number(process.argv[2] ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('usage: npm run serve -w emulators/firestore -- [PORT]');
  process.exit(2);
}
const running = await startFirestore('127.0.0.1', port);
console.log(`Firestore emulator listening on 127.0.0.1:${running.port} (Ctrl-C stops it)`);
const stop = () => void running.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
