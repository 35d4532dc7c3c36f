/*
 * What a page does before the app has started, the one piece of the site's start-up that is not
 * the framework's: its phone menu opens and closes, and the last button pressed (a picture to
 * open full screen, "Show more") is pressed again once the app has the page, and a form sent is
 * held and sent again then. On a phone at
 * Lighthouse's mobile speeds the app starts about 2 s after the first paint (docs/decisions.md,
 * "Presses before the app starts"); React replays only a press made while it takes the page
 * over, not one made before its code has arrived. Links and GET forms work without the app; a
 * form that posts (login, sign-up) would come back unread, what was typed gone.
 */

/** The phone menu the navbar's toggle opens (its aria-controls). */
export const MENU_ID = 'site-menu';

/** Sent on document once the app has the page: the script below stands down, but for late parts. */
const STARTED_EVENT = 'tg:app-started';

/** How long after the start a press on a part of the page not yet taken over is still kept. */
const KEEP_AFTER_START_MS = 10_000;

/**
 * Until the app starts, a press on the menu's toggle flips its aria-expanded (which the navbar's
 * CSS shows the menu by), and any other button pressed is kept, to press again at the start. A
 * part of the page whose code comes later (a Suspense boundary waiting on a lazy module) is taken
 * over after the start, and React drops a press on it until then: such a press is kept too, and
 * made again once React has the button (its props on the element), for a while after the start.
 * A form that posts is held the same way (its default, a post the app never reads, prevented) and
 * sent again with the same button once React has the form: the fields keep what was typed.
 * Window, capture phase: before React's own listener, which stops a press it drops. Plain text,
 * not a function's source: a bundler may wrap a function's inner functions in helpers (esbuild's
 * keepNames) that the page does not have.
 */
export const BEFORE_START_SCRIPT = `(() => {
  const tries = ${KEEP_AFTER_START_MS / 50};
  const held = {};
  let started = false;
  const ours = (el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'));
  // The last press or post of its kind, done once React has its element; every 50 ms until then.
  const release = (kind, left) => {
    const item = held[kind];
    if (!item || !item.el.isConnected) return;
    if (ours(item.el)) {
      delete held[kind];
      item.act();
    } else if (left > 0) setTimeout(() => release(kind, left - 1), 50);
  };
  const hold = (kind, el, act) => {
    held[kind] = { el, act };
    if (started) release(kind, tries);
  };
  const on = {
    click: (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || button.type !== 'button' || ours(button)) return;
      if (button.getAttribute('aria-controls') !== ${JSON.stringify(MENU_ID)}) {
        hold('click', button, () => button.click());
      } else if (!started) {
        button.setAttribute('aria-expanded', String(button.getAttribute('aria-expanded') !== 'true'));
      }
    },
    submit: (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.method !== 'post' || ours(form)) return;
      event.preventDefault();
      const by = event.submitter;
      hold('submit', form, () => form.requestSubmit(by && by.isConnected && by.form === form ? by : null));
    },
  };
  for (const type in on) window.addEventListener(type, on[type], true);
  document.addEventListener(${JSON.stringify(STARTED_EVENT)}, () => {
    started = true;
    for (const kind in on) release(kind, tries);
    setTimeout(() => {
      for (const type in on) window.removeEventListener(type, on[type], true);
    }, ${KEEP_AFTER_START_MS});
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
