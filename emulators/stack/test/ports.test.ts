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
  nearestUsableOffsets,
  testPorts,
} from '../src/ports.js';

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
    expect(() => testPorts(881)).toThrow(/auth on port 10080/);
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
    expect(refused).toEqual([647, 648, 649, 650, 651, 881, 897, 898, 899, 900]);
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
