import { describe, expect, it } from 'vitest';
import { codeOf, freshFile, randomData } from '../helpers.js';

/*
 * Photos are stored under names made from their content, with ifGenerationMatch 0: two uploads of
 * one name at once must not both succeed, whatever the timing.
 */
describe('concurrent uploads of one name', () => {
  for (const [how, resumable, writers] of [
    ['one-request', false, 10],
    ['resumable', true, 6],
  ] as const) {
    it(`when ${writers} ${how} uploads of the same name race with ifGenerationMatch 0, then one wins and the others get 412`, async () => {
      const file = freshFile(`race-${how}`);
      const bodies = Array.from({ length: writers }, () => randomData(300_000));
      const outcomes = await Promise.all(
        bodies.map((body) =>
          codeOf(
            file.bucket
              .file(file.name)
              .save(body, { resumable, preconditionOpts: { ifGenerationMatch: 0 } }),
          ),
        ),
      );
      const winners = outcomes.flatMap((outcome, i) => (outcome === 'resolved' ? [i] : []));
      expect(winners).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 412)).toHaveLength(writers - 1);
      const [stored] = await file.download();
      expect(Buffer.compare(stored, bodies[winners[0]!]!)).toBe(0);
      expect((await file.getMetadata())[0].metageneration).toBe('1');
    });
  }
});
