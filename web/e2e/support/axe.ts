import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Resolves once every finite animation has ended (not spinners, which run for ever). */
async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * Runs `run` and says whether an animation or transition began meanwhile (a toast starting to fade
 * out while axe reads the page). Counted by their start events, caught on the way down.
 */
async function whileStill<T>(
  page: Page,
  run: () => Promise<T>,
): Promise<{ result: T; moved: boolean }> {
  const handle = await page.evaluateHandle(() => {
    const counter = { starts: 0, stop: () => {} };
    const count = () => (counter.starts += 1);
    for (const type of ['animationstart', 'transitionstart'] as const)
      document.addEventListener(type, count, true);
    counter.stop = () => {
      for (const type of ['animationstart', 'transitionstart'] as const)
        document.removeEventListener(type, count, true);
    };
    return counter;
  });
  const result = await run();
  const moved = await handle.evaluate((counter) => {
    counter.stop();
    return counter.starts > 0;
  });
  await handle.dispose();
  return { result, moved };
}

/**
 * Runs axe on the page once its animations have settled: serious and critical violations fail the
 * journey, the rest are printed. A toast fading in or out is drawn half-transparent for a moment,
 * and axe would judge its contrast mid-fade: a reading during which something began to move is
 * taken again once it has settled (at most twice more), so only a page at rest is judged.
 */
export async function expectAccessible(page: Page, name: string) {
  let reading: Awaited<ReturnType<AxeBuilder['analyze']>>;
  for (let attempt = 0; ; attempt += 1) {
    await animationsSettled(page);
    const { result, moved } = await whileStill(page, () => new AxeBuilder({ page }).analyze());
    reading = result;
    if (!moved || attempt === 2) break;
  }
  const { violations } = reading;
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  for (const v of violations.filter((violation) => !blocking.includes(violation))) {
    console.log(`[axe] ${name}: ${v.impact ?? 'unknown'} ${v.id} (${v.nodes.length}): ${v.help}`);
  }
  expect(
    blocking.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((node) => node.target.join(' ')),
    })),
    `serious or critical accessibility violations on ${name}`,
  ).toEqual([]);
}
