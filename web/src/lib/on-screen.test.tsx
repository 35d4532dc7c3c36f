import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOnScreen } from './on-screen';

let report: IntersectionObserverCallback = () => {};

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The watched element seen at `top`..`bottom` in a viewport from 0 to 800. */
const seenAt = (top: number, bottom: number) =>
  act(() =>
    report(
      [
        {
          isIntersecting: bottom > 0 && top < 800,
          boundingClientRect: { top, bottom },
          rootBounds: { top: 0, bottom: 800 },
        } as unknown as IntersectionObserverEntry,
      ],
      {} as IntersectionObserver,
    ),
  );

function watch() {
  const ref = { current: document.createElement('div') };
  return renderHook(() => useOnScreen(ref));
}

describe('whether the reader has reached an element', () => {
  it('is false below the screen and true once it is on it', () => {
    const { result } = watch();
    seenAt(900, 1000);
    expect(result.current).toBe(false);
    seenAt(700, 800);
    expect(result.current).toBe(true);
  });

  it('is true for an element already scrolled past when the app starts watching', () => {
    const { result } = watch();
    seenAt(-500, -400);
    expect(result.current).toBe(true);
  });
});
