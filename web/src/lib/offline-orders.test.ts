import {
  carryOutOrder,
  OFFLINE_ORDER,
  readOfflineOrder,
  type OrderCache,
  type OrderStorage,
} from './offline-orders';
import { SAVED_PLACES_CACHE } from './offline-requests';

const ORIGIN = 'https://guide.example';
const message = (type: string, urls: unknown) => ({ kind: OFFLINE_ORDER, type, urls });

describe('an order to the service worker', () => {
  it('is read with its URLs as paths on this site', () => {
    expect(
      readOfflineOrder(
        message('keep', [
          '/detail/kyoto-japan',
          `${ORIGIN}/api/service/kyoto-japan`,
          '/api/service/kyoto-japan/reviews?sort=newest&limit=10',
          '/images/services/kyoto-japan-400.webp',
        ]),
        ORIGIN,
      ),
    ).toEqual({
      type: 'keep',
      urls: [
        '/detail/kyoto-japan',
        '/api/service/kyoto-japan',
        '/api/service/kyoto-japan/reviews?sort=newest&limit=10',
        '/images/services/kyoto-japan-400.webp',
      ],
    });
    expect(readOfflineOrder(message('fill', []), ORIGIN)).toEqual({ type: 'fill', urls: [] });
    expect(readOfflineOrder(message('drop', ['/detail/a']), ORIGIN)?.type).toBe('drop');
    expect(readOfflineOrder({ kind: OFFLINE_ORDER, type: 'forget' }, ORIGIN)).toEqual({
      type: 'forget',
    });
  });

  it.each([
    ['another site', 'https://evil.example/detail/x'],
    ['the reader’s private calls', '/api/me/saved'],
    ['a path climbing out of the pictures', '/images/../api/me/export'],
    ['Firebase Auth’s pages', '/__/auth/handler'],
    ['another page', '/admin/reports'],
    ['a place’s page below its path', '/detail/x/y'],
  ])('asking to store %s is refused whole', (_, url) => {
    expect(readOfflineOrder(message('keep', ['/detail/kyoto-japan', url]), ORIGIN)).toBeNull();
  });

  it.each([
    ['no object', 'keep'],
    ['another kind', { kind: 'other', type: 'keep', urls: [] }],
    ['an unknown type', message('purge', [])],
    ['URLs that are no list', message('keep', '/detail/x')],
    ['a URL that is no string', message('keep', [42])],
    ['more URLs than 500 places have', message('fill', Array(20_001).fill('/detail/x'))],
  ])('a message with %s is none of ours', (_, data) => {
    expect(readOfflineOrder(data, ORIGIN)).toBeNull();
  });
});

/** Cache Storage in memory, holding the saved-places cache, with the calls an order makes. */
function memoryCache(entries: Record<string, string> = {}) {
  const stored = new Map(Object.entries(entries));
  const cache: OrderCache = {
    match: (url) => Promise.resolve(stored.has(String(url)) ? new Response('') : undefined),
    put: async (url, response) => {
      stored.set(String(url), await response.text());
    },
    delete: (url) => Promise.resolve(stored.delete(String(url))),
  };
  const opened: string[] = [];
  const deleted: string[] = [];
  const storage: OrderStorage = {
    open: (name) => {
      opened.push(name);
      return Promise.resolve(cache);
    },
    delete: (name) => {
      deleted.push(name);
      stored.clear();
      return Promise.resolve(true);
    },
  };
  return { cache: storage, stored, opened, deleted };
}

describe('carrying out an order', () => {
  it('keep: fetches every URL afresh and stores each full answer, the others whatever fails', async () => {
    const { cache, stored } = memoryCache({ '/detail/a': 'old page' });
    const fetched: string[] = [];
    const answers: Record<string, () => Promise<Response>> = {
      '/detail/a': () => Promise.resolve(new Response('new page')),
      '/api/service/a': () => Promise.resolve(new Response('gone', { status: 404 })),
      '/images/a.webp': () => Promise.reject(new TypeError('Failed to fetch')),
      '/images/a-400.webp': () => Promise.resolve(new Response('picture')),
    };
    const count = await carryOutOrder(
      { type: 'keep', urls: Object.keys(answers) },
      cache,
      (url) => {
        fetched.push(url);
        return answers[url]!();
      },
    );
    expect(fetched.sort()).toEqual(Object.keys(answers).sort());
    expect(count).toBe(2);
    expect(Object.fromEntries(stored)).toEqual({
      '/detail/a': 'new page',
      '/images/a-400.webp': 'picture',
    });
  });

  it('fill: fetches only what the cache lacks', async () => {
    const { cache, stored } = memoryCache({ '/detail/a': 'page', '/api/service/a': 'data' });
    const fetched: string[] = [];
    await carryOutOrder(
      { type: 'fill', urls: ['/detail/a', '/api/service/a', '/images/a.webp'] },
      cache,
      (url) => {
        fetched.push(url);
        return Promise.resolve(new Response(`fetched ${url}`));
      },
    );
    expect(fetched).toEqual(['/images/a.webp']);
    expect(stored.get('/detail/a')).toBe('page');
    expect(stored.get('/images/a.webp')).toBe('fetched /images/a.webp');
  });

  it('drop: forgets the URLs and fetches nothing', async () => {
    const { cache, stored, opened } = memoryCache({ '/detail/a': 'page', '/detail/b': 'page' });
    const fetchUrl = vi.fn<(url: string) => Promise<Response>>();
    await carryOutOrder({ type: 'drop', urls: ['/detail/a'] }, cache, fetchUrl);
    expect([...stored.keys()]).toEqual(['/detail/b']);
    expect(fetchUrl).not.toHaveBeenCalled();
    expect(opened).toEqual([SAVED_PLACES_CACHE]);
  });

  it('forget: deletes the whole saved-places cache and fetches nothing', async () => {
    const { cache, stored, deleted } = memoryCache({ '/detail/a': 'page' });
    const fetchUrl = vi.fn<(url: string) => Promise<Response>>();
    await carryOutOrder({ type: 'forget' }, cache, fetchUrl);
    expect(deleted).toEqual([SAVED_PLACES_CACHE]);
    expect(stored.size).toBe(0);
    expect(fetchUrl).not.toHaveBeenCalled();
  });

  it('never has more than four fetches in flight, and fetches a URL named twice once', async () => {
    const { cache, stored } = memoryCache();
    let inFlight = 0;
    let most = 0;
    const urls = Array.from({ length: 30 }, (_, i) => `/images/p${i}.webp`);
    await carryOutOrder({ type: 'fill', urls: [...urls, ...urls] }, cache, async (url) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      return new Response(url);
    });
    expect(most).toBe(4);
    expect(stored.size).toBe(30);
  });
});
