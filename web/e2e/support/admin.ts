import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** `npm run admin -- …` as a maintainer types it, against this suite's emulators. */
export async function adminScript(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'ops/src/admin-cli.ts', ...args], {
    cwd: ROOT,
    env: process.env,
  });
  return stdout;
}
