import { act, renderHook } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { readSavedList, rememberSavedList } from '@/lib/offline';
import { keepSavedCookie } from '@/lib/saved-cookie';
import { services } from '@/testing/fixtures';
import {
  afterPageLoad,
  createAuthStore,
  SESSION_HINT_KEY,
  type AuthSdk,
  type AuthUser,
  type SessionUser,
} from './store';

const tess: AuthUser = {
  uid: 'u1',
  email: 'tess@example.com',
  displayName: null,
  photoURL: null,
  emailVerified: true,
  providers: ['password'],
  admin: false,
};

/**
 * A store of the test's own over a fake SDK: `report` is the SDK reporting who is signed in,
 * `pageLoaded` runs what waits for the page's load, `account` is the session the SDK restores.
 */
function makeStore() {
  let onUser: ((user: AuthUser | null) => void) | undefined;
  const account = {
    uid: 'u1',
    email: 'tess@example.com' as string | null,
    getIdToken: vi.fn(async () => 'token-u1'),
    getIdTokenResult: vi.fn(
      async (_force?: boolean): Promise<{ claims: Record<string, unknown> }> => ({ claims: {} }),
    ),
  } satisfies SessionUser;
  const sdk = {
    restored: account as SessionUser | null,
    restoredUser: vi.fn(async () => sdk.restored),
    signUp: vi.fn<AuthSdk['signUp']>(),
    logIn: vi.fn<AuthSdk['logIn']>(async () => {}),
    logInWithGoogle: vi.fn<AuthSdk['logInWithGoogle']>(async () => {}),
    logOut: vi.fn<AuthSdk['logOut']>(async () => {}),
    refreshClaims: vi.fn<AuthSdk['refreshClaims']>(async () => {}),
  };
  const startSdk = vi.fn(async (report: (user: AuthUser | null) => void) => {
    onUser = report;
    return sdk;
  });
  const importSdk = vi.fn(async () => ({ startSdk }));
  const waiting: (() => void)[] = [];
  const store = createAuthStore({
    importSdk,
    afterPageLoad: (start) => {
      waiting.push(start);
      return () => waiting.splice(waiting.indexOf(start), 1);
    },
  });
  return {
    store,
    sdk,
    account,
    importSdk,
    startSdk,
    report: (user: AuthUser | null) => onUser?.(user),
    pageLoaded: () => waiting.splice(0).forEach((start) => start()),
    waiting,
  };
}

const shown = (store: ReturnType<typeof makeStore>['store']) => {
  const { user, loading } = store.getSnapshot();
  return { user, loading };
};

/** Long enough for a dynamic import and a start that should not happen. */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 20));

const anotherTab = (key: string, newValue: string | null) =>
  window.dispatchEvent(new StorageEvent('storage', { key, newValue }));

describe('a reader this browser has no session hint for, or one that says "out"', () => {
  it.each([['out'], [null]])(
    'is signed out at once (hint %s), and nothing loads the SDK: not React, not the loaders',
    async (hint) => {
      if (hint) localStorage.setItem(SESSION_HINT_KEY, hint);
      const { store, importSdk } = makeStore();
      const stop = store.subscribe(() => {});
      expect(shown(store)).toEqual({ user: null, loading: false });

      expect(await store.getIdToken()).toBeNull();
      expect(await store.currentUid()).toBeNull();
      expect(await store.currentEmail()).toBeNull();
      expect(await store.isAdmin()).toBeNull();
      await aMoment();
      expect(importSdk).not.toHaveBeenCalled();
      stop();
    },
  );

  it("never reads the SDK's own storage: a session it keeps without our hint shows signed out", async () => {
    const databases = vi.fn(async () => [{ name: 'firebaseLocalStorageDb' }]);
    const open = vi.fn();
    vi.stubGlobal('indexedDB', { databases, open });
    localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{"uid":"u1"}');
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const key = vi.spyOn(Storage.prototype, 'key');
    const { store, importSdk } = makeStore();
    store.subscribe(() => {});

    expect(shown(store)).toEqual({ user: null, loading: false });
    expect(await store.currentEmail()).toBeNull();
    await aMoment();
    expect(importSdk).not.toHaveBeenCalled();
    expect(databases).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(key).not.toHaveBeenCalled();
    expect(getItem.mock.calls.every(([name]) => name === SESSION_HINT_KEY)).toBe(true);
    vi.unstubAllGlobals();
  });

  it('starts the SDK when a page needs the session, whatever the hint, and shows who it restores', async () => {
    localStorage.setItem(SESSION_HINT_KEY, 'out');
    const { store, startSdk, report } = makeStore();
    store.subscribe(() => {});
    store.start();
    // Unknown again until the SDK has restored the session.
    expect(shown(store)).toEqual({ user: null, loading: true });
    await vi.waitFor(() => expect(startSdk).toHaveBeenCalledTimes(1));
    report(tess);
    expect(shown(store)).toEqual({ user: tess, loading: false });
    // Once started, the loaders ask the SDK.
    expect(await store.currentEmail()).toBe('tess@example.com');
  });

  it('starts the SDK when another tab signs in, and only then', async () => {
    const { store, startSdk, report } = makeStore();
    store.subscribe(() => {});
    anotherTab(SESSION_HINT_KEY, 'out');
    anotherTab('tg:saved:u1', 'in');
    await aMoment();
    expect(startSdk).not.toHaveBeenCalled();

    anotherTab(SESSION_HINT_KEY, 'in');
    expect(shown(store).loading).toBe(true);
    await vi.waitFor(() => expect(startSdk).toHaveBeenCalledTimes(1));
    report(tess);
    expect(shown(store).user).toEqual(tess);
  });

  it('stops listening to other tabs when nothing shows the session any more', async () => {
    const { store, startSdk } = makeStore();
    const stop = store.subscribe(() => {});
    stop();
    anotherTab(SESSION_HINT_KEY, 'in');
    await aMoment();
    expect(startSdk).not.toHaveBeenCalled();
  });
});

describe('a reader whose hint says "in"', () => {
  beforeEach(() => localStorage.setItem(SESSION_HINT_KEY, 'in'));

  it('is loading, and the SDK starts only once the page has loaded, then shows who is signed in', async () => {
    const { store, importSdk, startSdk, report, pageLoaded } = makeStore();
    const changes = vi.fn();
    store.subscribe(changes);
    expect(shown(store)).toEqual({ user: null, loading: true });
    await aMoment();
    expect(importSdk).not.toHaveBeenCalled();

    pageLoaded();
    await vi.waitFor(() => expect(startSdk).toHaveBeenCalledTimes(1));
    report(tess);
    expect(shown(store)).toEqual({ user: tess, loading: false });
    expect(changes).toHaveBeenCalled();
  });

  it('starts the SDK at once for a loader that asks, before anything shows the session, and once only', async () => {
    const { store, startSdk, report, waiting, account } = makeStore();
    expect(await store.getIdToken()).toBe('token-u1');
    expect(await store.currentUid()).toBe('u1');
    expect(await store.currentEmail()).toBe('tess@example.com');
    report(tess);
    // React, mounted later, shows the session the loader started, and schedules no second start.
    store.subscribe(() => {});
    expect(shown(store)).toEqual({ user: tess, loading: false });
    expect(waiting).toHaveLength(0);
    store.start();
    await aMoment();
    expect(startSdk).toHaveBeenCalledTimes(1);
    expect(account.getIdToken).toHaveBeenCalledTimes(1);
  });

  it('cancels the start after load when nothing shows the session any more', async () => {
    const { store, waiting } = makeStore();
    const stop = store.subscribe(() => {});
    expect(waiting).toHaveLength(1);
    stop();
    expect(waiting).toHaveLength(0);
  });

  it('answers null when the SDK finds the session gone', async () => {
    const { store, sdk } = makeStore();
    sdk.restored = null;
    expect(await store.currentEmail()).toBeNull();
    expect(await store.getIdToken()).toBeNull();
  });

  it('is shown signed out, and says so, when the SDK cannot start; a later start tries again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, importSdk, startSdk, pageLoaded } = makeStore();
    importSdk.mockRejectedValueOnce(new Error('offline'));
    store.subscribe(() => {});
    pageLoaded();
    await vi.waitFor(() => expect(shown(store)).toEqual({ user: null, loading: false }));
    expect(error).toHaveBeenCalledWith('Sign-in is unavailable:', expect.any(Error));

    store.start();
    await vi.waitFor(() => expect(startSdk).toHaveBeenCalledTimes(1));
  });
});

describe('the hint and the cookie follow what the SDK reports', () => {
  it('writes "in" or "out", so the next page knows without loading the SDK', async () => {
    const { store, report } = makeStore();
    store.start();
    await vi.waitFor(() => expect(shown(store).loading).toBe(true));
    await store.sdk();
    report(tess);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('in');
    report(null);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('out');
  });

  it('drops the cookie /saved is rendered from when the SDK finds no one (a session ended elsewhere)', async () => {
    const sentToSaved = () => {
      history.replaceState(null, '', '/saved');
      const cookie = document.cookie;
      history.replaceState(null, '', '/');
      return cookie;
    };
    const { store, report } = makeStore();
    await store.sdk();
    keepSavedCookie(['kyoto-japan']);
    report(tess);
    expect(sentToSaved()).toBe('__session=saved1.1.kyoto-japan');
    report(null);
    await vi.waitFor(() => expect(sentToSaved()).toBe(''));
  });
});

describe("the reader's actions", () => {
  it('logs a signed-out reader in through the SDK it starts, loading meanwhile', async () => {
    const { store, sdk, report } = makeStore();
    store.subscribe(() => {});
    let finish!: () => void;
    sdk.logIn.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const done = store.getSnapshot().logIn('tess@example.com', 'pw');
    expect(shown(store).loading).toBe(true);
    await vi.waitFor(() => expect(sdk.logIn).toHaveBeenCalledWith('tess@example.com', 'pw'));
    report(tess);
    finish();
    await done;
    expect(shown(store)).toEqual({ user: tess, loading: false });
  });

  it('publishes the display name set right after sign-up', async () => {
    const { store, sdk, report } = makeStore();
    sdk.signUp.mockImplementation(async () => {
      report({ ...tess, displayName: null });
      return { ...tess, displayName: 'Tess' };
    });
    await store
      .getSnapshot()
      .signUp({ name: 'Tess', photoURL: '', email: 'tess@example.com', password: 'pw' });
    expect(shown(store)).toEqual({ user: { ...tess, displayName: 'Tess' }, loading: false });
  });

  it('signs in with Google and refreshes claims through the SDK', async () => {
    const { store, sdk } = makeStore();
    await store.getSnapshot().logInWithGoogle();
    await store.getSnapshot().refreshClaims();
    expect(sdk.logInWithGoogle).toHaveBeenCalledTimes(1);
    expect(sdk.refreshClaims).toHaveBeenCalledTimes(1);
  });

  it('fetches the SDK’s code for a sign-in begun, without starting it; asked again, fetches nothing more', async () => {
    const { store, importSdk, startSdk } = makeStore();
    store.subscribe(() => {});
    store.getSnapshot().prepareSignIn();
    store.getSnapshot().prepareSignIn();
    await aMoment();
    expect(importSdk).toHaveBeenCalledTimes(1);
    expect(startSdk).not.toHaveBeenCalled();
    expect(shown(store)).toEqual({ user: null, loading: false });

    await store.getSnapshot().logIn('tess@example.com', 'pw');
    expect(importSdk).toHaveBeenCalledTimes(1);
    expect(startSdk).toHaveBeenCalledTimes(1);
  });

  it("signs out and forgets the reader's saved list, the cookie /saved is rendered from and the spec's token item", async () => {
    localStorage.setItem(SESSION_HINT_KEY, 'in');
    const { store, sdk } = makeStore();
    rememberSavedList('u1', services.slice(0, 1));
    rememberSavedList('u2', services.slice(0, 1));
    keepSavedCookie([services[0]!._id]);
    localStorage.setItem('token', 'old');

    await store.getSnapshot().logOut();
    expect(sdk.logOut).toHaveBeenCalledTimes(1);
    expect(readSavedList('u1')).toBeNull();
    expect(readSavedList('u2')).toBeNull();
    // Sent with /saved only (its Path): seen from there.
    history.replaceState(null, '', '/saved');
    expect(document.cookie).toBe('');
    history.replaceState(null, '', '/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(shown(store).loading).toBe(false);
  });

  it('forgets them even when the SDK’s sign-out fails, then says it failed', async () => {
    const { store, sdk } = makeStore();
    sdk.logOut.mockRejectedValue(new Error('auth/network-request-failed'));
    rememberSavedList('u1', services.slice(0, 1));
    localStorage.setItem('token', 'old');
    await expect(store.endSession()).rejects.toThrow('auth/network-request-failed');
    expect(readSavedList('u1')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('isAdmin', () => {
  beforeEach(() => localStorage.setItem(SESSION_HINT_KEY, 'in'));

  it('is true for a token with the claim, without refreshing it', async () => {
    const { store, account } = makeStore();
    account.getIdTokenResult.mockResolvedValue({ claims: { admin: true } });
    expect(await store.isAdmin()).toBe(true);
    expect(account.getIdTokenResult).not.toHaveBeenCalledWith(true);
  });

  it('refreshes a token without the claim once per page load (store), so a new admin gets in', async () => {
    const first = makeStore();
    first.account.getIdTokenResult.mockImplementation(async (force?: boolean) => ({
      claims: { admin: force === true },
    }));
    expect(await first.store.isAdmin()).toBe(true);

    const second = makeStore();
    expect(await second.store.isAdmin()).toBe(false);
    expect(await second.store.isAdmin()).toBe(false);
    expect(second.account.getIdTokenResult.mock.calls.filter(([force]) => force)).toHaveLength(1);
  });
});

describe('as the server renders', () => {
  it('is not known yet, whatever this store has seen', async () => {
    const { store, report } = makeStore();
    await store.sdk();
    report(tess);
    const { user, loading } = store.getServerSnapshot();
    expect({ user, loading }).toEqual({ user: null, loading: true });
  });
});

describe('in React (useSyncExternalStore, as useAuth reads the app’s store)', () => {
  it('shows each report as it comes', async () => {
    localStorage.setItem(SESSION_HINT_KEY, 'in');
    const { store, report, pageLoaded, startSdk } = makeStore();
    const { result } = renderHook(() =>
      useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot),
    );
    expect(result.current).toMatchObject({ user: null, loading: true });
    act(pageLoaded);
    await act(() => vi.waitFor(() => expect(startSdk).toHaveBeenCalled()));
    act(() => report(tess));
    expect(result.current).toMatchObject({ user: tess, loading: false });
    act(() => report(null));
    expect(result.current).toMatchObject({ user: null, loading: false });
  });
});

describe('afterPageLoad, when a hint of "in" starts the SDK', () => {
  it('waits for the page’s load event, then an idle moment; cancelled, it never runs', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const start = vi.fn();
    afterPageLoad(start);
    await aMoment();
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));

    const cancelled = vi.fn();
    afterPageLoad(cancelled)();
    window.dispatchEvent(new Event('load'));
    await aMoment();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
