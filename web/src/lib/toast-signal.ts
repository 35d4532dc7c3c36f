/*
 * Whether the page has loaded code that shows toasts (lib/toast.ts, which says so as it loads).
 * The toaster (app/toaster.tsx) mounts react-hot-toast's only then: a page that never toasts
 * never downloads it. A toast made before it mounts shows once it has (react-hot-toast keeps its
 * toasts in module state, and counts their time from when they were made).
 */

let wanted = false;
let onWanted: (() => void) | undefined;

export function wantToasts(): void {
  wanted = true;
  onWanted?.();
}

/** Calls `run` once toasts are wanted: at once if they already are. Returns the function that stops it. */
export function whenToastsWanted(run: () => void): () => void {
  if (wanted) run();
  else onWanted = run;
  return () => {
    onWanted = undefined;
  };
}
