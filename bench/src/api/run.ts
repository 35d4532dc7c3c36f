/**
 * npm run bench:api [-- <scenario>… [flags]] — the API's scenarios (catalogue.ts,
 * API_SCENARIOS), each in a process of its own on the same suite, one after the other; by name,
 * only those. Flags after the names go to each scenario. Exits 1 when any scenario missed a goal
 * or failed.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { API_SCENARIOS } from '../catalogue.js';

type Name = keyof typeof API_SCENARIOS;
const args = process.argv.slice(2);
const firstFlag = args.findIndex((arg) => arg.startsWith('-'));
const names = firstFlag === -1 ? args : args.slice(0, firstFlag);
const flags = firstFlag === -1 ? [] : args.slice(firstFlag);
const known = Object.keys(API_SCENARIOS) as Name[];

if (flags.includes('--help') && names.length === 0) {
  console.log(
    `usage: npm run bench:api [-- <scenario>… [flags]]\n\nscenarios, in order (each: --help):\n` +
      known.map((name) => `  ${name.padEnd(16)} ${API_SCENARIOS[name].measures}`).join('\n'),
  );
  process.exit(0);
}
const unknown = names.filter((name) => !known.includes(name as Name));
if (unknown.length > 0) {
  console.error(`unknown scenario ${unknown.join(', ')}: one of ${known.join(', ')}`);
  process.exit(2);
}

const chosen = names.length > 0 ? known.filter((name) => names.includes(name)) : known;
const results: [Name, number, number][] = [];
for (const name of chosen) {
  console.log(`\n[bench:api] ${name}: ${API_SCENARIOS[name].measures}\n`);
  const t0 = performance.now();
  const file = fileURLToPath(new URL(`./${name}.ts`, import.meta.url));
  // --expose-gc: a bench that weighs memory collects garbage first (api:search).
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', file, ...flags], {
    stdio: 'inherit',
  });
  const code = await new Promise<number>((resolve) => {
    child.once('error', () => resolve(127));
    child.once('exit', (c) => resolve(c ?? 1));
  });
  results.push([name, code, (performance.now() - t0) / 1000]);
  // --help or a wrong flag: the same for every scenario.
  if (code === 2 || flags.includes('--help')) break;
}

console.log('\n[bench:api] scenario          exit   time');
for (const [name, code, seconds] of results) {
  const verdict = code === 0 ? 'met' : `exit ${code}`;
  console.log(`[bench:api] ${name.padEnd(17)} ${verdict.padEnd(6)} ${seconds.toFixed(0)} s`);
}
process.exitCode = results.some(([, code]) => code !== 0) ? 1 : 0;
