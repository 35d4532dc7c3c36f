import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `npm run <script> -- …` as an operator types it (`script` is its file in ops/src), against
 * this suite's emulators: its exit code and what it printed.
 */
export async function runCli(script: string, ...args: string[]): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run('npx', ['tsx', `ops/src/${script}`, ...args], {
      cwd: ROOT,
      env: process.env,
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as CliResult;
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
