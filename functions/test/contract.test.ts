import { beforeAll, describe, it } from 'vitest';
import { CONTRACT } from './contract/cases';
import { world } from './contract/support';
import { TARGETS } from './contract/targets';
import { resetData } from './helpers';

// The API's security promises (tokens, ownership, body limits, hostile input, the error shape,
// rate limits, headers), each run against createApp() in-process and against the function as it
// is deployed: through Hosting's /api rewrite and at the function's own URL, on the emulators.
// One list of cases, so what the app promises and what the edge delivers cannot drift apart.
beforeAll(async () => {
  world.services = await resetData();
});

describe.each(TARGETS)('$name', (target) => {
  const areas = [...new Set(CONTRACT.map((c) => c.area))];
  describe.each(areas)('%s', (area) => {
    for (const c of CONTRACT.filter((k) => k.area === area)) {
      it(c.name, () => c.run(target), c.timeoutMs);
    }
  });
});
