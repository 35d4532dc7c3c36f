import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { once } from 'node:events';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../src/paths.js';
import { portHolders } from '../src/port-holders.js';
import { startSuite } from '../src/suite.js';
import {
  BLOCKED_PORTS,
  HOST,
  MAX_PORT_OFFSET,
  START_PORTS,
  STORAGE_BUCKET,
  nearestUsableOffsets,
  suiteEnv,
  testPorts,
} from '../src/ports.js';

const firebaseJson = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
  emulators: Record<string, { host?: string; port?: number }>;
} & Record<string, unknown>;

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

  it("when firebase.json is read, then it configures no Storage emulator: firebase-tools would start its own, which downloads a rules runtime, on our emulator's port", () => {
    expect(Object.keys(firebaseJson.emulators)).not.toContain('storage');
    expect(Object.keys(firebaseJson)).not.toContain('storage');
  });

  it('when the test ports are used, then none of them is one of the start ports', () => {
    const start = new Set(Object.values(START_PORTS));
    expect(Object.values(testPorts()).filter((port) => start.has(port))).toEqual([]);
  });

  it('when either set of ports is listed, then no port serves two emulators', () => {
    for (const ports of [START_PORTS, testPorts(), testPorts(120)]) {
      const values = Object.values(ports);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it("when npm start runs, then Cloud Storage is on 9199 (ARCHITECTURE.md); the test suite's is 9299, beside its Auth on 9298", () => {
    expect([START_PORTS.storage, START_PORTS.auth]).toEqual([9199, 9099]);
    expect([testPorts(0).storage, testPorts(0).auth]).toEqual([9299, 9298]);
  });

  it("when a suite's environment is made, then STORAGE_EMULATOR_HOST names its Storage emulator as FIRESTORE_EMULATOR_HOST names its Firestore", () => {
    const ports = testPorts(120);
    expect(suiteEnv(ports)).toMatchObject({
      FIRESTORE_EMULATOR_HOST: `${HOST}:${ports.firestore}`,
      STORAGE_EMULATOR_HOST: `http://${HOST}:${ports.storage}`,
      FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${ports.storage}`,
    });
    expect(STORAGE_BUCKET).toBe('demo-tourist-guide.appspot.com');
  });

  it('when TG_PORT_OFFSET is 900, then it is refused at once: the site would be on 6000, which fetch refuses', () => {
    expect(() => testPorts(900)).toThrow(
      /TG_PORT_OFFSET=900 puts hosting on port 6000, which Node's fetch and browsers refuse .*fetch\.spec\.whatwg\.org.* Nearest offsets that work: 896, 901\./s,
    );
    // And fetch does refuse it, before connecting: a suite there could never be reached.
    return expect(fetch(`http://${HOST}:6000/`)).rejects.toMatchObject({
      cause: { message: 'bad port' },
    });
  });

  it('when an offset puts any port on a blocked port, then it is refused, naming that port', () => {
    expect(() => testPorts(650)).toThrow(/hub on port 5060, logging on port 5061/);
    expect(() => testPorts(781)).toThrow(/storage on port 10080/);
    expect(() => testPorts(782)).toThrow(/auth on port 10080/);
  });

  it('when an offset is refused, then the offsets it suggests work, and every other offset is accepted', () => {
    const refused: number[] = [];
    for (let offset = 0; offset <= MAX_PORT_OFFSET; offset++) {
      let ports;
      try {
        ports = testPorts(offset);
      } catch {
        refused.push(offset);
        for (const near of nearestUsableOffsets(offset))
          expect(() => testPorts(near)).not.toThrow();
        continue;
      }
      expect(Object.values(ports).filter((port) => BLOCKED_PORTS.has(port))).toEqual([]);
    }
    expect(refused).toEqual([647, 648, 649, 650, 651, 781, 782, 897, 898, 899, 900]);
  });

  it('when the start ports are used, then none of them is a blocked port', () => {
    expect(Object.values(START_PORTS).filter((port) => BLOCKED_PORTS.has(port))).toEqual([]);
  });
});

describe('who holds a port', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it.runIf(process.platform === 'linux')(
    'when a process listens on a port, then its pid and command line are named',
    async () => {
      server = createServer().listen(0, HOST);
      await once(server, 'listening');
      const { port } = server.address() as { port: number };
      const holders = portHolders([port]).get(port);
      expect(holders).toEqual([{ pid: process.pid, command: expect.stringContaining('node') }]);
    },
  );

  it.runIf(process.platform === 'linux')(
    'when a port of the suite is taken, then starting it fails at once, naming the process that holds it',
    async () => {
      server = createServer().listen(0, HOST);
      await once(server, 'listening');
      const { port } = server.address() as { port: number };
      const ports = { ...testPorts(), hosting: port };
      await expect(startSuite(ports, 'taken')).rejects.toThrow(
        new RegExp(
          `hosting ${port}, held by pid ${process.pid}: \\S*node[\\s\\S]*or kill [\\d ]*\\b${process.pid}\\b`,
        ),
      );
    },
  );

  it('when nobody listens on a port, then nobody is named', () => {
    expect(portHolders([1]).size).toBe(0);
  });
});
