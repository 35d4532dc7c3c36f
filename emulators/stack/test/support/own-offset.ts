import { MAX_PORT_OFFSET, nearestUsableOffsets, testPorts } from '../../src/ports.js';

/**
 * The port offset of a suite a test starts beside the one `npm test` runs (on the test ports
 * shifted by TG_PORT_OFFSET): `shift` further, on an offset whose ports fetch accepts. Each test
 * that starts one has a shift of its own (500, 510: no port of one suite is a port of the other).
 */
export function ownOffset(shift: number): number {
  const offset = (Number(process.env.TG_PORT_OFFSET ?? 0) + shift) % (MAX_PORT_OFFSET + 1);
  try {
    testPorts(offset);
    return offset;
  } catch {
    return nearestUsableOffsets(offset)[0]!;
  }
}
