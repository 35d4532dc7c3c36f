/**
 * Calls `show` once `element` comes on screen, and returns what stops waiting: for what a page
 * loads only when its reader gets there (a map, the nearby places). False when the browser cannot
 * tell (no IntersectionObserver): the caller decides (a button, or at once).
 */
export function whenOnScreen(element: Element, show: () => void): (() => void) | false {
  if (typeof IntersectionObserver === 'undefined') return false;
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    show();
  });
  observer.observe(element);
  return () => observer.disconnect();
}
