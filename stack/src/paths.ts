import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
export const WEB_DIST = path.join(ROOT, 'web', 'dist');
export const FIREBASE_BIN = path.join(ROOT, 'node_modules', '.bin', 'firebase');
