/*
 * Who is signed in, in one store: read by React (useAuth) and by plain functions (loaders, the API
 * client's token source). The Auth SDK (34 kB gzip with what it brings) starts one way: `sdk()`,
 * once per store, asked for by a sign-in, a page that needs the session, another tab's sign-in, or
 * our own hint `tg:session` saying 'in' (then after the page's load, so it never delays the
 * largest paint). Without 'in' the reader is signed out until one of those asks: the SDK's own
 * storage is never read (docs/web.md, "Sign-in state without the SDK").
 */

export const SESSION_HINT_KEY = 'tg:session';

/** The part of the identity provider's user record the site shows. */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  /** The address was confirmed through the link the provider emailed (docs/product.md, Accounts). */
  emailVerified: boolean;
  /** How the account signs in ('password', 'google.com'): what it must give again to prove it is its owner. */
  providers: string[];
  /** One of the guide's maintainers: the ID token carries the custom claim `admin: true`. */
  admin: boolean;
}

export interface SignUpInput {
  name: string;
  photoURL: string;
  email: string;
  password: string;
}

/** What React shows: who is signed in, and what the reader can do about it. */
export interface AuthState {
  /** null when signed out; only meaningful once `loading` is false. */
  user: AuthUser | null;
  /** True until the SDK first reports (when it runs), and while a sign-in, sign-up or sign-out runs. */
  loading: boolean;
  signUp(input: SignUpInput): Promise<void>;
  logIn(email: string, password: string): Promise<void>;
  logInWithGoogle(): Promise<void>;
  logOut(): Promise<void>;
  /** Fetches the SDK's code, unstarted, for a sign-in the reader has begun (a field focused). */
  prepareSignIn(): void;
  /** Fetches a fresh ID token, so a claim granted since sign-in (admin) shows. */
  refreshClaims(): Promise<void>;
}

/** The signed-in account as the session's questions need it (firebase/auth's User is one). */
export interface SessionUser {
  uid: string;
  email: string | null;
  getIdToken(forceRefresh?: boolean): Promise<string>;
  getIdTokenResult(forceRefresh?: boolean): Promise<{ claims: Record<string, unknown> }>;
}

/** The started Auth SDK, as the store uses it (sdk.ts). */
export interface AuthSdk {
  /** The session the SDK restored or signed in, once it has read its storage. */
  restoredUser(): Promise<SessionUser | null>;
  signUp(input: SignUpInput): Promise<AuthUser>;
  logIn(email: string, password: string): Promise<void>;
  logInWithGoogle(): Promise<void>;
  logOut(): Promise<void>;
  refreshClaims(): Promise<void>;
}

export interface AuthStoreDeps<S extends AuthSdk> {
  /** Fetches the SDK's code without starting it; `startSdk` reports every change of user. */
  importSdk(): Promise<{ startSdk(onUser: (user: AuthUser | null) => void): Promise<S> }>;
  /** Runs `start` once the page has loaded and the browser is idle; returns what cancels it. */
  afterPageLoad?(start: () => void): () => void;
}

export interface AuthStore<S extends AuthSdk> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AuthState;
  /** As the server renders: not known yet. */
  getServerSnapshot(): AuthState;
  /** A page needs the session now: starts the SDK whatever the hint says. */
  start(): void;
  /** The started SDK, starting it if need be (the account's flows). */
  sdk(): Promise<S>;
  /** Sign-out, and what deleting the account ends with: the SDK's sign-out, then forgetDevice. */
  endSession(): Promise<void>;
  /** A fresh ID token (the SDK refreshes it before expiry), or null when signed out. */
  getIdToken(): Promise<string | null>;
  /** Whether the account's token has `admin: true`; one without it is refreshed once per store. */
  isAdmin(): Promise<boolean | null>;
  currentEmail(): Promise<string | null>;
  currentUid(): Promise<string | null>;
}

function readHint(): 'in' | 'out' | null {
  try {
    const value = localStorage.getItem(SESSION_HINT_KEY);
    return value === 'in' || value === 'out' ? value : null;
  } catch {
    return null;
  }
}

function writeHint(signedIn: boolean): void {
  try {
    localStorage.setItem(SESSION_HINT_KEY, signedIn ? 'in' : 'out');
  } catch {
    // Storage refused (private mode, full): the next page shows the reader signed out.
  }
}

/** A session gone (signed out here or elsewhere) leaves no saved list for the server's /saved. */
async function dropSavedCookie(): Promise<void> {
  (await import('@/lib/saved-cookie')).dropSavedCookie();
}

/**
 * Forgets everything of the reader's kept on this device: the spec's `token` item, the cookie the
 * server renders /saved from, the saved places kept for offline reading.
 */
async function forgetDevice(): Promise<void> {
  localStorage.removeItem('token');
  await dropSavedCookie();
  await (await import('@/lib/offline')).forgetOfflineData();
}

/** Runs `start` once the page has loaded and the browser is idle: the SDK never competes with it. */
export function afterPageLoad(start: () => void): () => void {
  let idleHandle: number | undefined;
  const idle = () => {
    idleHandle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(start, { timeout: 2000 })
        : window.setTimeout(start, 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    if (idleHandle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}

export function createAuthStore<S extends AuthSdk>(deps: AuthStoreDeps<S>): AuthStore<S> {
  type SdkCode = Awaited<ReturnType<AuthStoreDeps<S>['importSdk']>>;
  let code: Promise<SdkCode> | undefined;
  let started: Promise<S> | undefined;
  let refreshedForAdmin = false;
  let state: AuthState | undefined;
  let serverState: AuthState | undefined;
  const listeners = new Set<() => void>();
  let stopWatching = () => {};

  const importCode = () =>
    (code ??= deps.importSdk().catch((error: unknown) => {
      code = undefined;
      throw error;
    }));

  const getSnapshot = () => (state ??= { ...actions, user: null, loading: readHint() === 'in' });

  function set(next: Partial<Pick<AuthState, 'user' | 'loading'>>): void {
    state = { ...getSnapshot(), ...next };
    listeners.forEach((listener) => listener());
  }

  function onUser(user: AuthUser | null): void {
    writeHint(user !== null);
    if (!user) dropSavedCookie().catch(() => {});
    set({ user, loading: false });
  }

  function sdk(): Promise<S> {
    if (started) return started;
    // Shown signed out without the SDK: unknown again until it has restored the session.
    set({ loading: true });
    started = importCode()
      .then((module) => module.startSdk(onUser))
      .catch((error: unknown) => {
        started = undefined;
        console.error('Sign-in is unavailable:', error);
        set({ loading: false });
        throw error;
      });
    return started;
  }

  const start = () => {
    sdk().catch(() => {
      // Said on the console, and the reader shown signed out.
    });
  };

  async function run(action: () => Promise<void>): Promise<void> {
    set({ loading: true });
    try {
      await action();
    } finally {
      set({ loading: false });
    }
  }

  async function endSession(): Promise<void> {
    try {
      await (await sdk()).logOut();
    } finally {
      await forgetDevice();
    }
  }

  async function restoredUser(): Promise<SessionUser | null> {
    if (!started && readHint() !== 'in') return null;
    return (await sdk()).restoredUser();
  }

  const actions = {
    signUp: (input: SignUpInput) =>
      run(async () => {
        // updateProfile does not fire onIdTokenChanged, so the new name and photo are set here.
        set({ user: await (await sdk()).signUp(input) });
      }),
    logIn: (email: string, password: string) =>
      run(async () => (await sdk()).logIn(email, password)),
    logInWithGoogle: () => run(async () => (await sdk()).logInWithGoogle()),
    logOut: () => run(endSession),
    prepareSignIn: () => {
      importCode().catch(() => {
        // The sign-in fetches it again, and says so if it cannot.
      });
    },
    refreshClaims: async () => (await sdk()).refreshClaims(),
  };

  /** While React shows the session: another tab's sign-in, and the hint's start after load. */
  function watch(): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_HINT_KEY && event.newValue === 'in') start();
    };
    window.addEventListener('storage', onStorage);
    const cancel =
      !started && readHint() === 'in' ? (deps.afterPageLoad ?? afterPageLoad)(start) : () => {};
    return () => {
      window.removeEventListener('storage', onStorage);
      cancel();
    };
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) stopWatching = watch();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stopWatching();
      };
    },
    getSnapshot,
    getServerSnapshot: () => (serverState ??= { ...actions, user: null, loading: true }),
    start,
    sdk,
    endSession,
    getIdToken: async () => (await restoredUser())?.getIdToken() ?? null,
    async isAdmin() {
      const user = await restoredUser();
      if (!user) return null;
      if ((await user.getIdTokenResult()).claims.admin === true) return true;
      if (refreshedForAdmin) return false;
      refreshedForAdmin = true;
      return (await user.getIdTokenResult(true)).claims.admin === true;
    },
    currentEmail: async () => (await restoredUser())?.email ?? null,
    currentUid: async () => (await restoredUser())?.uid ?? null,
  };
}
