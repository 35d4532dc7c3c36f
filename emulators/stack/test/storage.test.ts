import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../src/paths.js';
import { HOST, STORAGE_BUCKET, testPorts } from '../src/ports.js';
import { writeFiles } from '../src/seeding.js';

/** The environment of each Functions emulator worker of the API's codebase, by pid. */
function apiWorkerEnvironments(): Map<string, Record<string, string>> {
  const found = new Map<string, Record<string, string>>();
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('functionsEmulatorRuntime'))
        continue;
      if (readlinkSync(`/proc/${pid}/cwd`) !== path.join(ROOT, 'functions')) continue;
      const pairs = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean);
      found.set(
        pid,
        Object.fromEntries(
          pairs.map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]),
        ),
      );
    } catch {
      // A process that ended while we looked.
    }
  }
  return found;
}

/* Our Cloud Storage emulator in the suite: on its port, handed to commands and to the API. */
describe('the suite’s Cloud Storage', () => {
  it('when a command runs in the suite, then STORAGE_EMULATOR_HOST names the suite’s Storage emulator', () => {
    expect(process.env.STORAGE_EMULATOR_HOST).toBe(`http://${HOST}:${testPorts().storage}`);
  });

  it('when the seed writes a file, then a browser loads it from the bucket’s public URL with its type and cache control', async () => {
    const name = `stack-test/${randomUUID()}.txt`;
    await writeFiles([
      { name, data: 'seeded', contentType: 'text/plain', cacheControl: 'public, max-age=60' },
    ]);
    const res = await fetch(
      `${process.env.STORAGE_EMULATOR_HOST}/${STORAGE_BUCKET}/${encodeURIComponent(name)}`,
    );
    expect({
      status: res.status,
      type: res.headers.get('content-type'),
      cache: res.headers.get('cache-control'),
      body: await res.text(),
    }).toEqual({
      status: 200,
      type: 'text/plain',
      cache: 'public, max-age=60',
      body: 'seeded',
    });
  });

  it.runIf(process.platform === 'linux')(
    "when the API's function runs on the Functions emulator, then it gets the suite's STORAGE_EMULATOR_HOST, as it gets FIRESTORE_EMULATOR_HOST",
    async () => {
      // The emulator starts a worker on the first request.
      expect((await fetch(`${process.env.TG_FUNCTION_URL}/service`)).ok).toBe(true);
      const ours = [...apiWorkerEnvironments().values()].filter(
        (env) => env.FIRESTORE_EMULATOR_HOST === process.env.FIRESTORE_EMULATOR_HOST,
      );
      expect(ours.length).toBeGreaterThan(0);
      for (const env of ours) {
        expect(env).toMatchObject({
          STORAGE_EMULATOR_HOST: process.env.STORAGE_EMULATOR_HOST,
          FIREBASE_STORAGE_EMULATOR_HOST: process.env.FIREBASE_STORAGE_EMULATOR_HOST,
        });
      }
    },
  );
});
