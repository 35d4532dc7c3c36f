import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe on the page once its animations have settled: serious and critical violations fail the journey, the rest are printed. */
export async function expectAccessible(page: Page, name: string) {
  // A toast fading in or out is drawn half-transparent for a moment; axe would judge its contrast
  // mid-fade. Wait for every finite animation (not spinners, which run for ever) to end first.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
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
