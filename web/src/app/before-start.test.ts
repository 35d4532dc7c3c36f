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
