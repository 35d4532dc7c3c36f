/*
 * What a page does before the app has started, the one piece of the site's start-up that is not
 * the framework's: its phone menu opens and closes, and the last button pressed (a picture to
 * open full screen, "Show more") is pressed again once the app has the page. On a phone at
 * Lighthouse's mobile speeds the app starts about 2 s after the first paint (docs/decisions.md,
 * "Presses before the app starts"); React replays only a press made while it takes the page
 * over, not one made before its code has arrived. Links and GET forms work without the app.
 */

/** The phone menu the navbar's toggle opens (its aria-controls). */
export const MENU_ID = 'site-menu';

/** Sent on document once the app has the page: the script below stands down. */
const STARTED_EVENT = 'tg:app-started';

/**
 * Until the app starts, a press on the menu's toggle flips its aria-expanded (which the navbar's
 * CSS shows the menu by), and any other button pressed is kept, to press again at the start.
 * Plain text, not a function's source: a bundler may wrap a function's inner functions in
 * helpers (esbuild's keepNames) that the page does not have.
 */
export const BEFORE_START_SCRIPT = `(() => {
  let pressed = null;
  const onClick = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.type !== 'button') return;
    if (button.getAttribute('aria-controls') !== ${JSON.stringify(MENU_ID)}) pressed = button;
    else button.setAttribute('aria-expanded', String(button.getAttribute('aria-expanded') !== 'true'));
  };
  document.addEventListener('click', onClick);
  document.addEventListener(${JSON.stringify(STARTED_EVENT)}, () => {
    document.removeEventListener('click', onClick);
    if (pressed && pressed.isConnected) pressed.click();
  }, { once: true });
})();`;

/** Whether the menu was opened before the app started: the navbar starts from what it shows. */
export function menuOpenedBeforeStart(): boolean {
  if (typeof document === 'undefined') return false;
  const toggle = document.querySelector(`button[aria-controls="${MENU_ID}"]`);
  return toggle?.getAttribute('aria-expanded') === 'true';
}

/** Called once the app has taken the whole page over (its layout's first effect). */
export function appStarted(): void {
  document.dispatchEvent(new Event(STARTED_EVENT));
}
