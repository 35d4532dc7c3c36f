import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../src/paths.js';
import { HOST, START_PORTS, testPorts } from '../src/ports.js';

const firebaseJson = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
  emulators: Record<string, { host?: string; port?: number }>;
};

describe('ports', () => {
  it("when firebase.json names the emulators' ports, then they are npm start's ports from ports.ts", () => {
    // Hosting and Functions are reached at these ports (through the suite's front ends).
    const names = ['hub', 'logging', 'hosting', 'functions', 'firestore', 'auth'] as const;
    const named = Object.fromEntries(names.map((name) => [name, firebaseJson.emulators[name]]));
    const expected = Object.fromEntries(
      names.map((name) => [name, { host: HOST, port: START_PORTS[name] }]),
    );
    expect(named).toEqual(expected);
  });

  it('when the test ports are used, then none of them is one of the start ports', () => {
    const start = new Set(Object.values(START_PORTS));
    expect(Object.values(testPorts()).filter((port) => start.has(port))).toEqual([]);
  });
});
