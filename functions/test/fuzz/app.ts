import { createApp } from '../../src/app';

/**
 * The app the fuzzers drive: its limits out of the way, so that hundreds of requests by the same
 * few accounts from one address test what they send, not the rate limits (tested on their own).
 */
export const unlimitedApp = () =>
  createApp({
    writeLimits: { windowMs: 60_000, perUser: 1_000_000, perIp: 1_000_000 },
    addressLimits: { windowMs: 60_000, readsPerIp: 1_000_000, failedAuthPerIp: 1_000_000 },
  });
