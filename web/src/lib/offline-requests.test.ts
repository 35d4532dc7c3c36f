import {
  keepableOffline,
  offlineHandling,
  pageFallback,
  type RequestFacts,
} from './offline-requests';

const ORIGIN = 'https://guide.example';

const get = (path: string, more: Partial<RequestFacts> = {}): RequestFacts => ({
  url: path.startsWith('http') ? path : `${ORIGIN}${path}`,
  method: 'GET',
  mode: 'cors',
  authorized: false,
  ...more,
});
const navigation = (path: string) => get(path, { mode: 'navigate' });

describe('what the service worker does with a request', () => {
  it.each(['/', '/detail/kyoto-japan', '/saved', '/allService?q=x', '/no/such/page'])(
    'a navigation to %s is a page: network first, with the offline fallbacks',
    (path) => expect(offlineHandling(navigation(path), ORIGIN)).toBe('page'),
  );

  it.each([
    '/api/me/saved',
    '/api/service/kyoto-japan',
    '/__/auth/handler?apiKey=x',
    '/__/auth/iframe',
  ])(
    'a navigation to %s (the API, Firebase Auth’s own pages) goes to the network untouched',
    (path) => expect(offlineHandling(navigation(path), ORIGIN)).toBe('network'),
  );

  it.each(['/api/service/kyoto-japan', '/api/service/kyoto-japan/reviews?sort=newest&limit=10'])(
    '%s, a place’s public data, is network first with the saved copy offline',
    (path) => expect(offlineHandling(get(path), ORIGIN)).toBe('place-data'),
  );

  it('a picture is answered from the saved copy when there is one', () => {
    expect(offlineHandling(get('/images/services/kyoto-japan-400.webp'), ORIGIN)).toBe('picture');
  });

  it.each([
    '/assets/map-Bq3x_9aZ.js',
    '/assets/map-C1d2e3F4.css',
    '/assets/countries-110m-D5e6f7G8.json',
  ])('%s, the map’s code or outline, is answered from the saved copy when there is one', (path) => {
    expect(offlineHandling(get(path), ORIGIN)).toBe('map');
    expect(keepableOffline(path, ORIGIN)).toBe(path);
  });

  it.each(['/assets/entry.client-Ab12.js', '/assets/mapper.js', '/assets/map-x/y.js'])(
    '%s, any other built file, is not the map’s and is never kept on request',
    (path) => {
      expect(offlineHandling(get(path), ORIGIN)).toBe('network');
      expect(keepableOffline(path, ORIGIN)).toBeNull();
    },
  );

  it('the emulator build’s /emulators.json is kept for starting offline', () => {
    expect(offlineHandling(get('/emulators.json'), ORIGIN)).toBe('emulators');
  });

  it.each<[string, RequestFacts]>([
    ['a private call', get('/api/me/saved')],
    ['a private call under a place', get('/api/service/kyoto-japan/reviews/mine')],
    ['any call with a token', get('/api/service/kyoto-japan', { authorized: true })],
    ['a write', get('/api/service/kyoto-japan/reviews', { method: 'POST' })],
    ['the catalogue', get('/api/catalog?region=Asia')],
    ['another origin', get('https://apis.google.com/js/api.js')],
    ['the Auth emulator', get('http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/x')],
    ['a picture on another origin', get('https://cdn.example/images/a-800.webp')],
    ['Firebase Auth’s iframe scripts', get('/__/auth/iframe.js')],
  ])('%s goes to the network, never cached', (_what, request) => {
    expect(offlineHandling(request, ORIGIN)).toBe('network');
  });
});

describe('what a page shows offline when it was not saved', () => {
  it('/saved is drawn by the app shell', () => {
    expect(pageFallback('/saved')).toBe('/saved-offline.html');
    expect(pageFallback('/saved/')).toBe('/saved-offline.html');
  });

  it.each(['/', '/allService', '/detail/not-saved', '/account', '/review'])(
    '%s shows the offline page',
    (path) => expect(pageFallback(path)).toBe('/offline.html'),
  );
});
