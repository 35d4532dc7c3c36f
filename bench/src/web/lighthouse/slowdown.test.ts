import { describe, expect, it } from 'vitest';
import { slowdownFor } from './slowdown.js';

describe('the CPU slowdown for a machine', () => {
  it("is Lighthouse's 4× at a benchmark of 1,500, and grows with a faster machine", () => {
    expect(slowdownFor(1500)).toBe(4);
    expect(slowdownFor(3600)).toBe(9.6);
    expect(slowdownFor(3777)).toBe(10.1);
  });

  it('is never less than 4×, nor anything but 4× without a benchmark', () => {
    expect(slowdownFor(900)).toBe(4);
    expect(slowdownFor(Number.NaN)).toBe(4);
    expect(slowdownFor(0)).toBe(4);
  });
});
