import { createApp } from '../../src/app';
import { UNLIMITED } from '../helpers';

/**
 * The app the fuzzers drive: its limits out of the way, so that hundreds of requests by the same
 * few accounts from one address test what they send, not the rate limits (tested on their own).
 */
export const unlimitedApp = () => createApp({ limits: UNLIMITED });
