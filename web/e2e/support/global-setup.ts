import { resetData } from '@tourist-guide/testing';

/**
 * The Functions emulator serves one request per worker process and starts a new worker (a
 * cold start of several seconds on a busy machine) whenever all of them are busy. A page that
 * navigates away mid-request leaves a worker busy, so the journeys would pay those cold starts
 * at random. Start a few workers up front instead.
 */
export default async function globalSetup(): Promise<void> {
  const site = process.env.TG_SITE_URL;
  if (!site) return;
  // The journeys start from the seeded catalogue, whatever the suites before them left behind
  // (some API tests write hundreds of generated places).
  await resetData();
  for (let round = 0; round < 2; round++) {
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        const response = await fetch(`${site}/api/service`);
        if (!response.ok)
          throw new Error(`warming the API: GET /api/service -> ${response.status}`);
      }),
    );
  }
}
