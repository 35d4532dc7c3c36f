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

/** The page's first contentful paint, as the browser reports it once the frame is on screen. */
const firstPaint = () =>
  new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return resolve();
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

/** What a visitor did before the app ran that the app must do once it has the page. */
interface Held {
  /** The last button pressed (not the menu's, not a submit button). */
  pressed: HTMLButtonElement | null;
  /** The last form that posts submitted (login, sign-up, reset), with the button that sent it. */
  submitted: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
}

/**
 * Until the app runs, a rendered page's buttons have nothing to answer a press; the entry does.
 * The phone menu's toggle opens and closes the menu by marking <html> (navbar.module.css shows
 * the menu under the mark; the navbar takes it over on start). Any other button (a picture to
 * open full screen, "Show more") is remembered, the last one pressed, to be pressed again once
 * the app has the page: React answers a press on a part it has not taken over yet by taking it
 * over first. Links and GET forms (the catalogue's search) work without the app. A form that
 * posts (its fields are an account's: a password) is held, never sent to the server, and
 * submitted again once the app runs, which signs in with it.
 * Returns the function that stops it, for the app to take over, and gives what was held.
 */
function inputUntilStart(): () => Held {
  const root = document.documentElement;
  const held: Held = { pressed: null, submitted: null };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button?.type !== 'button') return;
    if (button.getAttribute('aria-controls') !== MENU_ID) {
      held.pressed = button;
      return;
    }
    const open = root.dataset[MENU_OPEN_MARK] !== 'open';
    if (open) root.dataset[MENU_OPEN_MARK] = 'open';
    else delete root.dataset[MENU_OPEN_MARK];
    button.setAttribute('aria-expanded', String(open));
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.method !== 'post') return;
    event.preventDefault();
    held.submitted = { form, submitter: event.submitter };
  };
  document.addEventListener('click', onClick);
  document.addEventListener('submit', onSubmit);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('submit', onSubmit);
    return held;
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
  let stopHolding = (): Held => ({ pressed: null, submitted: null });
  if (document.getElementById(ROUTE_DATA_ID)) {
    stopHolding = inputUntilStart();
    await atMost(LOAD_WAIT_MS, loaded().then(firstPaint));
    // One more frame: the pictures that made the load event are painted by then.
    await nextFrame();
  }
  await runInTurn(pageCode());
  const { start } = await import('./app/start');
  // From here React handles presses (it replays a click made while it takes the page over).
  const { pressed, submitted } = stopHolding();
  await start();
  // React listens from here on; a button the page has since dropped or disabled is left alone.
  if (pressed?.isConnected && !pressed.disabled) pressed.click();
  if (submitted?.form.isConnected) {
    const { form, submitter } = submitted;
    form.requestSubmit(submitter?.isConnected && form.contains(submitter) ? submitter : null);
  }
}

void boot();
