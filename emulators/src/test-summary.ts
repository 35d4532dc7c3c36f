import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.js';

/**
 * Adds up the JSON reports the suites wrote to .test-results/ (vitest's and
 * Playwright's) and prints one closing line, "N passed, N failed", for people and CI.
 */
const dir = path.join(ROOT, '.test-results');
let passed = 0;
let failed = 0;
let skipped = 0;
const parts: string[] = [];

for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
    numPassedTests?: number;
    numFailedTests?: number;
    numPendingTests?: number;
    numTodoTests?: number;
    stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  let p = 0;
  let f = 0;
  let s = 0;
  if (report.stats) {
    p = report.stats.expected + report.stats.flaky;
    f = report.stats.unexpected;
    s = report.stats.skipped;
  } else {
    p = report.numPassedTests ?? 0;
    f = report.numFailedTests ?? 0;
    s = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  passed += p;
  failed += f;
  skipped += s;
  parts.push(`${file.replace(/\.json$/, '')} ${p}`);
}

console.log(`\n[tests] ${parts.join(', ')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (passed === 0 || failed > 0) process.exitCode = 1;
