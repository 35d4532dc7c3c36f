/**
 * The API as the benches run it in process: createApp() on a free loopback port over the suite's
 * emulators, what production runs minus Google's front end. Without limits a bench would meet, or
 * with the deployed ones.
 */
import { createApp } from '../../../functions/src/app.js';
import type { TestUser } from '@tourist-guide/testing';
import { listen } from './measure.js';

const UNLIMITED = {
  writesPerUser: 1e6,
  costPerUser: 1e9,
  requestsPerIp: 1e6,
  unverifiedPerIp: 1e6,
  failedAuthPerIp: 1e6,
};

export interface Answer {
  status: number;
  /** The body, parsed when it is JSON. */
  json: unknown;
  link: string | null;
}

export type Call = (
  path: string,
  init?: { method?: string; body?: unknown; as?: TestUser },
) => Promise<Answer>;

export interface RunningApp {
  url: string;
  call: Call;
  close: () => void;
}

export async function serveApp({ deployedLimits = false } = {}): Promise<RunningApp> {
  const app = createApp(deployedLimits ? {} : { limits: UNLIMITED });
  const { url, close } = await listen(app);
  const call: Call = async (path, { method = 'GET', body, as } = {}) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(as ? { authorization: `Bearer ${as.idToken}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {
      // XML (the sitemap) or empty.
    }
    return { status: res.status, json, link: res.headers.get('link') };
  };
  return { url, call, close };
}

export const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });
