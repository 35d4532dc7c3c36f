import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetIdentity } from './account-double';
import { resetFakeApi } from './fake-api';
import { resetTestSession } from './session-double';

// A file's first render loads its route's lazy modules, which Vite transforms on first use: on a
// busy 2-core machine (load 7) that alone took over the default 1 s that find* and waitFor wait
// for the page. What never appears still fails the test, after 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5_000 });

// Loaders ask the auth SDK who is signed in; in tests, the fake auth context answers.
vi.mock('@/lib/auth/session', () => import('./session-double'));
// The account's flows with the Auth SDK (reset, verify, reauthenticate): each test says how they go.
vi.mock('@/lib/auth/account-service', () => import('./account-double'));

// jsdom lacks these browser APIs; react-hot-toast and ScrollRestoration call them.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.scrollTo = () => {};
// Nor object URLs (a chosen photo's preview): each file gets a name of its own, freed on request.
const objectUrls = new Map<string, Blob>();
URL.createObjectURL ??= (blob: Blob) => {
  const url = `blob:http://localhost/${objectUrls.size + 1}`;
  objectUrls.set(url, blob);
  return url;
};
URL.revokeObjectURL ??= (url: string) => void objectUrls.delete(url);
// Nor <dialog>'s methods (the account page's confirmation): open and close it as a browser would.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  if (!this.open) return;
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};

beforeEach(() => {
  resetFakeApi();
  resetIdentity();
  resetTestSession();
  localStorage.clear();
});

afterEach(() => {
  // Unmount first: an act() around the still mounted app would also run its pending effects and
  // every update they cause, synchronously, until none is left (a loop there never ends).
  cleanup();
  // react-hot-toast keeps its toasts in module state: start every test with none. No toaster is
  // mounted any more, so nothing renders.
  toast.remove();
  vi.restoreAllMocks();
});
