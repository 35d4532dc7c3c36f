import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element `ref` holds has come on screen (once it has, it stays true): for what a page
 * loads only when its reader gets there (a map, the nearby places, travellers' photos). True at
 * once where the browser cannot tell (no IntersectionObserver). `watch` false: not watched.
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
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watch, seen]);
  return seen;
}
