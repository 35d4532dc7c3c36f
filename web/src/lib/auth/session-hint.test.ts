import {
  mayHaveSession,
  onSessionStart,
  readSessionHint,
  SESSION_HINT_KEY,
  writeSessionHint,
} from './session-hint';

/** A browser whose IndexedDB lists these databases; opening one is recorded, never done. */
function databasesAre(names: string[]) {
  const open = vi.fn();
  vi.stubGlobal('indexedDB', { databases: async () => names.map((name) => ({ name })), open });
  return open;
}

afterEach(() => vi.unstubAllGlobals());

describe('whether this browser may hold a session, without the Auth SDK', () => {
  it('believes the hint the SDK last left, over anything the SDK keeps', async () => {
    databasesAre(['firebaseLocalStorageDb']);
    writeSessionHint(false);
    expect(readSessionHint()).toBe('out');
    expect(await mayHaveSession()).toBe(false);

    writeSessionHint(true);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('in');
    expect(await mayHaveSession()).toBe(true);
  });

  it("without a hint, looks for the SDK's database by listing them, never opening one", async () => {
    const open = databasesAre(['firebaseLocalStorageDb', 'workbox-expiration']);
    expect(await mayHaveSession()).toBe(true);

    databasesAre(['workbox-expiration']);
    expect(await mayHaveSession()).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it('without a hint, a session the SDK kept in localStorage counts (IndexedDB unusable)', async () => {
    vi.stubGlobal('indexedDB', undefined);
    expect(await mayHaveSession()).toBe(false);
    localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{}');
    expect(await mayHaveSession()).toBe(true);
  });

  it('without a hint, assumes a session where the databases cannot be listed', async () => {
    vi.stubGlobal('indexedDB', { open: vi.fn() });
    expect(await mayHaveSession()).toBe(true);
    vi.stubGlobal('indexedDB', { databases: () => Promise.reject(new Error('denied')) });
    expect(await mayHaveSession()).toBe(true);
  });

  it('reads no hint from storage that refuses to be read, and decides from the databases', async () => {
    localStorage.setItem(SESSION_HINT_KEY, 'out');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readSessionHint()).toBeNull();
    databasesAre(['firebaseLocalStorageDb']);
    expect(await mayHaveSession()).toBe(true);
  });

  it('ignores a value it did not write', async () => {
    localStorage.setItem(SESSION_HINT_KEY, 'maybe');
    expect(readSessionHint()).toBeNull();
    databasesAre([]);
    expect(await mayHaveSession()).toBe(false);
  });

  it('once the SDK has started on this page, asks it whatever the hint says', async () => {
    vi.resetModules();
    const fresh = await import('./session-hint');
    fresh.writeSessionHint(false);
    fresh.markAuthStarted();
    expect(await fresh.mayHaveSession()).toBe(true);
  });
});

describe('a session that may begin', () => {
  const storageEvent = (key: string, newValue: string | null) =>
    window.dispatchEvent(new StorageEvent('storage', { key, newValue }));

  it('is heard when another tab turns the hint "in", and only then', () => {
    const onStart = vi.fn();
    const stop = onSessionStart(onStart);
    storageEvent(SESSION_HINT_KEY, 'out');
    storageEvent('tg:saved:u1', 'in');
    expect(onStart).not.toHaveBeenCalled();

    storageEvent(SESSION_HINT_KEY, 'in');
    expect(onStart).toHaveBeenCalledTimes(1);

    stop();
    storageEvent(SESSION_HINT_KEY, 'in');
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('is heard when the SDK starts on this page, or had started already', async () => {
    vi.resetModules();
    const fresh = await import('./session-hint');
    const onStart = vi.fn();
    const stop = fresh.onSessionStart(onStart);
    expect(onStart).not.toHaveBeenCalled();
    fresh.markAuthStarted();
    expect(onStart).toHaveBeenCalledTimes(1);
    stop();

    const late = vi.fn();
    fresh.onSessionStart(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
