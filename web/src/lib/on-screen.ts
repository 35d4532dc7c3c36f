import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the reader has reached the element `ref` holds: it is on screen, or above it, scrolled
 * past before the app started watching (once reached, it stays true). For what a page loads only
 * when its reader gets there (a map, the nearby places, travellers' photos). True at once where
 * the browser cannot tell (no IntersectionObserver). `watch` false: not watched.
 */
export function useOnScreen(ref: RefObject<Element | null>, watch = true): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || !watch || seen) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      const reached = (entry: IntersectionObserverEntry) =>
        entry.isIntersecting || entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0);
      if (!entries.some(reached)) return;
      observer.disconnect();
      setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watch, seen]);
  return seen;
}
