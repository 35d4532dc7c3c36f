import './styles/tokens.css';
import './styles/base.css';
import { MENU_ID, MENU_OPEN_MARK, PAGE_CODE_ID, ROUTE_DATA_ID } from '@/app/page-ids';

/*
 * The entry, small on purpose: it decides when the app's code is fetched and started.
 *
 * A page the server rendered (it carries its route data) is complete without the app: its text,
 * pictures and links work as they are. Its code is fetched once the page has loaded and painted,
 * so that on a slow link the app's scripts do not share the bandwidth with the page's largest
 * picture, nor their start-up the main thread with its first paint. Every other page (the app
 * shell) needs the app to show anything, and fetches it at once.
 *
 * The chunks a page needs (the app and the page's own code) are listed in the HTML by the build
 * (build/page-shells.ts); importing them all together costs one round trip instead of one per
 * level of imports.
 */

/** The longest the app waits for the page to load and paint before it starts anyway. */
const LOAD_WAIT_MS = 2500;

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/**
 * The page's first contentful paint, as the browser reports it once the frame is on screen. A
 * browser without paint entries (older than any this site supports) ignores the observer, and
 * the app starts after LOAD_WAIT_MS.
 */
const firstPaint = () =>
  new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });

/** Lets the browser handle what waits (input, a frame) before the next step. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Just after the next frame: the task after the one that draws it. */
const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => resolve())).then(yieldToBrowser);

const atMost = (ms: number, ready: Promise<void>) =>
  Promise.race([ready, new Promise<void>((resolve) => setTimeout(resolve, ms))]);

/**
 * The chunks the build listed for this page (none on the app shell), in an order they can run
 * in: each after the chunks it imports.
 */
function pageCode(): string[] {
  const list = document.getElementById(PAGE_CODE_ID)?.textContent;
  return list ? (JSON.parse(list) as string[]) : [];
}

/**
 * Until the app runs, a rendered page's buttons have nothing to answer a press; the entry does.
 * The phone menu's toggle opens and closes the menu by marking <html> (navbar.module.css shows
 * the menu under the mark; the navbar takes it over on start). Any other button (a picture to
 * open full screen, "Show more") is remembered, the last one pressed, to be pressed again once
 * the app has the page. Links and GET forms (the catalogue's search) work without the app. A
 * form that posts (login, sign-up, reset: an account's fields, a password) is held, never sent
 * to the server, and its submit button is the one pressed again, which sends it through the app.
 * Returns the function that stops presses (React replays a click made while it takes the page
 * over), which returns the one that stops holding forms, to call once the app has the page: until
 * React has drawn a form, its submit would go to the server (one React handled comes here
 * already prevented). That one gives the button to press again, if any.
 */
function pressesUntilStart(): () => () => HTMLButtonElement | null {
  const root = document.documentElement;
  let pressed: HTMLButtonElement | null = null;
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button?.type !== 'button') return;
    if (button.getAttribute('aria-controls') !== MENU_ID) {
      pressed = button;
      return;
    }
    const open = root.dataset[MENU_OPEN_MARK] !== 'open';
    if (open) root.dataset[MENU_OPEN_MARK] = 'open';
    else delete root.dataset[MENU_OPEN_MARK];
    button.setAttribute('aria-expanded', String(open));
  };
  const onSubmit = (event: SubmitEvent) => {
    if (event.defaultPrevented || (event.target as HTMLFormElement).method !== 'post') return;
    event.preventDefault();
    // Enter in a field submits with the form's first submit button as the submitter too.
    pressed = event.submitter as HTMLButtonElement | null;
  };
  document.addEventListener('click', onClick);
  document.addEventListener('submit', onSubmit);
  return () => {
    document.removeEventListener('click', onClick);
    return () => {
      document.removeEventListener('submit', onSubmit);
      return pressed;
    };
  };
}

/**
 * Fetches the chunks all at once (in parallel, as module preloads), then runs them one at a time,
 * in the order listed, yielding to the browser between them: each chunk's start-up is a task of
 * its own instead of one long task for all of them, so a tap is never kept waiting long.
 */
async function runInTurn(urls: string[]): Promise<void> {
  for (const url of urls) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = url;
    document.head.append(link);
  }
  for (const url of urls) {
    await import(/* @vite-ignore */ url);
    await yieldToBrowser();
  }
}

async function boot(): Promise<void> {
  let stopPresses = () => (): HTMLButtonElement | null => null;
  if (document.getElementById(ROUTE_DATA_ID)) {
    stopPresses = pressesUntilStart();
    await atMost(LOAD_WAIT_MS, loaded().then(firstPaint));
    // One more frame: the pictures that made the load event are painted by then.
    await nextFrame();
  }
  await runInTurn(pageCode());
  const { start } = await import('./app/start');
  // From here React handles presses (it replays a click made while it takes the page over).
  const stopHolding = stopPresses();
  // Resolves once the app has the page, so a held form is sent by the app, not the browser.
  await start();
  const pressed = stopHolding();
  // React listens from here on; a button the page has since dropped or disabled is left alone.
  if (pressed?.isConnected && !pressed.disabled) pressed.click();
}

void boot();
