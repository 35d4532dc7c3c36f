import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStarted, BEFORE_START_SCRIPT, MENU_ID, menuOpenedBeforeStart } from './before-start';

/** The page's script as the browser runs it: text, in the page's own scope. */
const runScript = () => new Function(BEFORE_START_SCRIPT)();

describe('before the app starts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    appStarted();
    // The script stops listening 10 s after the start.
    vi.runAllTimers();
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  /** What React leaves on an element it has taken over (its props), which the script looks for. */
  const takeOver = (el: Element) => Object.assign(el, { [`__reactProps$${'t3st'}`]: {} });

  function page() {
    document.body.innerHTML = `
      <button type="button" aria-controls="${MENU_ID}" aria-expanded="false">Menu</button>
      <ul id="${MENU_ID}"></ul>
      <button type="button" id="picture">Open the picture</button>
      <button type="button" id="more">Show more</button>`;
    return {
      toggle: document.querySelector<HTMLButtonElement>(`[aria-controls="${MENU_ID}"]`)!,
      picture: document.getElementById('picture')!,
      more: document.getElementById('more')!,
    };
  }

  it('opens and closes the phone menu, which the navbar then starts from', () => {
    const { toggle } = page();
    runScript();
    expect(menuOpenedBeforeStart()).toBe(false);
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menuOpenedBeforeStart()).toBe(true);
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('presses the last button pressed again once the app has started, and then stands down', () => {
    const { toggle, picture, more } = page();
    runScript();
    const pressed = vi.fn();
    picture.click();
    more.click();
    more.addEventListener('click', pressed);
    picture.addEventListener('click', pressed);
    [toggle, picture, more].forEach(takeOver);
    appStarted();
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(pressed.mock.calls[0]![0].target).toBe(more);
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    vi.runAllTimers();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('after the start, presses again a button React has not taken over yet, once it has, and only that once', () => {
    const { toggle, picture, more } = page();
    runScript();
    takeOver(toggle);
    takeOver(picture);
    appStarted();
    const pressed = vi.fn();
    more.addEventListener('click', pressed);
    // A part whose code comes later: React drops this press.
    more.click();
    expect(pressed).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(pressed).toHaveBeenCalledTimes(1);
    takeOver(more);
    vi.advanceTimersByTime(50);
    expect(pressed).toHaveBeenCalledTimes(2);
    // A button React has is React's alone.
    picture.addEventListener('click', pressed);
    picture.click();
    vi.runAllTimers();
    expect(pressed).toHaveBeenCalledTimes(3);
  });

  function loginForm() {
    document.body.innerHTML = `
      <form method="post" id="login"><input name="email"><button id="send">Login</button></form>
      <form id="search"><input name="q"><button>Search</button></form>`;
    return {
      form: document.getElementById('login') as HTMLFormElement,
      send: document.getElementById('send') as HTMLButtonElement,
      search: document.getElementById('search') as HTMLFormElement,
    };
  }

  it('holds a form that posts, sent before the start, and sends it again with its button once React has it', () => {
    const { form, send, search } = loginForm();
    runScript();
    const submits: SubmitEvent[] = [];
    // Bubbling, after the script's capture: what the browser would post unless it was prevented.
    window.addEventListener('submit', (event) => submits.push(event as SubmitEvent));
    form.querySelector('input')!.value = 'ada@example.com';
    send.click();
    expect(submits).toHaveLength(1);
    expect(submits[0]!.defaultPrevented).toBe(true);
    // A GET form works without the app: the script leaves it to the browser.
    search.addEventListener('submit', (event) => event.preventDefault());
    search.requestSubmit();
    expect(submits[1]!.target).toBe(search);
    submits.length = 0;

    appStarted();
    // The form's part not taken over yet: still held.
    vi.advanceTimersByTime(500);
    expect(submits).toHaveLength(0);
    takeOver(form);
    const sentAgain = vi.fn((event: SubmitEvent) => event.preventDefault());
    form.addEventListener('submit', sentAgain);
    vi.advanceTimersByTime(50);
    expect(sentAgain).toHaveBeenCalledTimes(1);
    expect(sentAgain.mock.calls[0]![0].submitter).toBe(send);
    expect(new FormData(form).get('email')).toBe('ada@example.com');
    vi.runAllTimers();
    expect(sentAgain).toHaveBeenCalledTimes(1);
  });

  it('leaves a form React has to React', () => {
    const { form, send } = loginForm();
    runScript();
    takeOver(form);
    const submitted = vi.fn((event: SubmitEvent) => {
      expect(event.defaultPrevented).toBe(false);
      event.preventDefault();
    });
    form.addEventListener('submit', submitted);
    send.click();
    appStarted();
    vi.runAllTimers();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('stands down 10 s after the start', () => {
    const { more } = page();
    runScript();
    appStarted();
    vi.advanceTimersByTime(10_000);
    const pressed = vi.fn();
    more.addEventListener('click', pressed);
    more.click();
    takeOver(more);
    vi.runAllTimers();
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});
