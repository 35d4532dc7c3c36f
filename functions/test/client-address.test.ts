import { describe, expect, it } from 'vitest';
import { trustFrontEndHop } from '../src/http/client-address';

// Which socket's word the API takes for the caller's address. The contract suite shows the two
// kinds it can meet locally (a loopback client of createApp(), the emulator's unix socket); the
// deployed kind, Cloud Run's link-local hop, cannot be made on this machine.
describe('trustFrontEndHop', () => {
  it.each([
    ['Cloud Run hands requests on from a link-local IPv4 address', '169.254.8.129'],
    ['also written IPv4-mapped', '::ffff:169.254.1.1'],
    ['or link-local IPv6', 'fe80::1:2'],
    ["the Functions emulator's unix socket has no address", undefined],
  ])('trusts the hop in front of the app when %s', (_why, addr) => {
    expect(trustFrontEndHop(addr, 0)).toBe(true);
  });

  it.each([
    ['a client connecting directly over loopback', '127.0.0.1'],
    ['an IPv4-mapped loopback client', '::ffff:127.0.0.1'],
    ['a public address', '203.0.113.7'],
    ['a private address', '10.1.2.3'],
    ['an address that only starts like link-local', '169.2540.1.1'],
  ])('takes %s as the caller itself', (_who, addr) => {
    expect(trustFrontEndHop(addr, 0)).toBe(false);
  });

  it('never trusts a second hop: an X-Forwarded-For entry is never taken as a proxy', () => {
    expect(trustFrontEndHop('169.254.8.129', 1)).toBe(false);
    expect(trustFrontEndHop(undefined, 1)).toBe(false);
  });
});
