import type { TestUser } from './index.js';

/** What a burst of writers got back: every status with its count, and the latencies. */
export interface Burst {
  /** Status → how many answers had it, e.g. { 201: 40 }. */
  statuses: Record<number, number>;
  /** Every answer's latency in ms, ascending. */
  latencies: number[];
  /** From the first request sent to the last answer read, in ms. */
  ms: number;
}

/** The latency at quantile `q` (0.5, 0.99) of a burst: the nearest-rank value. */
export function percentile(burst: Burst, q: number): number {
  return Math.round(burst.latencies[Math.ceil(burst.latencies.length * q) - 1] ?? 0);
}

/** A burst's statuses as "201×40" or "201×25 504×15". */
export function statusLine(burst: Burst): string {
  return Object.entries(burst.statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
}

/**
 * Every user rates one place at the same moment (POST {base}/review with stars, what a reader's
 * review form sends), each with their own Auth emulator token. A request that gets no answer
 * within `timeoutMs` counts as status 0.
 */
export async function ratePlaceAtOnce(
  base: string,
  users: TestUser[],
  service: string,
  timeoutMs = 60_000,
): Promise<Burst> {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const t0 = performance.now();
  await Promise.all(
    users.map(async (user, i) => {
      const started = performance.now();
      const status = await fetch(`${base}/review`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.idToken}` },
        body: JSON.stringify({
          service,
          customer: user.displayName,
          message: 'Rated in a burst.',
          rating: 1 + (i % 5),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      }).then(
        async (res) => {
          await res.arrayBuffer();
          return res.status;
        },
        () => 0,
      );
      latencies.push(performance.now() - started);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }),
  );
  latencies.sort((a, b) => a - b);
  return { statuses, latencies, ms: performance.now() - t0 };
}
