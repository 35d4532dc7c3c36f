import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStarted, BEFORE_START_SCRIPT, MENU_ID, menuOpenedBeforeStart } from './before-start';

/** The page's script as the browser runs it: text, in the page's own scope. */
const runScript = () => new Function(BEFORE_START_SCRIPT)();

describe('before the app starts', () => {
  afterEach(() => {
    appStarted();
    document.body.replaceChildren();
  });

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
    appStarted();
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(pressed.mock.calls[0]![0].target).toBe(more);
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
