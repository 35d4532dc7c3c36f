import { session } from '@/lib/auth/session';
import { dropSavedCookie, keepSavedCookie, SAVED_COOKIE_PLACES } from '@/lib/saved-cookie';
import { kyoto } from '@/testing/fixtures';
import { rememberList } from '../components/saved-session';
import { readSavedCookie } from './saved-from-cookie';

// The saved list as the page function reads it from the one cookie Hosting passes on: written by
// the app each time it learns the list, sent with /saved only, gone on sign-out.

// The session's end runs for real (session-double.ts); only the SDK's sign-out is a double.

const ids = (n: number) => Array.from({ length: n }, (_, i) => `place-${i + 1}`);

/** What the browser sends with a request for `path`. */
function cookieSentTo(path: string): string {
  const here = location.pathname;
  history.replaceState(null, '', path);
  try {
    return document.cookie;
  } finally {
    history.replaceState(null, '', here);
  }
}

afterEach(() => {
  dropSavedCookie();
});

it('names the first places of the list and how many there are, sent with /saved and nowhere else', () => {
  keepSavedCookie(ids(15));
  const sent = cookieSentTo('/saved');
  expect(readSavedCookie(sent)).toEqual({ total: 15, ids: ids(SAVED_COOKIE_PLACES) });
  expect(cookieSentTo('/')).toBe('');
  expect(cookieSentTo('/allService')).toBe('');
  expect(cookieSentTo('/detail/kyoto-japan')).toBe('');
});

it('a short list is named whole, an empty one as empty', () => {
  keepSavedCookie(['kyoto-japan', 'old_inn']);
  expect(readSavedCookie(cookieSentTo('/saved'))).toEqual({
    total: 2,
    ids: ['kyoto-japan', 'old_inn'],
  });
  keepSavedCookie([]);
  expect(readSavedCookie(cookieSentTo('/saved'))).toEqual({ total: 0, ids: [] });
});

it('follows the list as the app last learnt it, and goes on sign-out', async () => {
  rememberList('uid-1', [kyoto]);
  expect(readSavedCookie(cookieSentTo('/saved'))).toEqual({ total: 1, ids: [kyoto._id] });
  await session.endSession();
  expect(cookieSentTo('/saved')).toBe('');
  expect(readSavedCookie(cookieSentTo('/saved'))).toBeNull();
});

it('reads the cookie among others, and nothing from a value it did not write', () => {
  expect(readSavedCookie('a=1; __session=saved1.1.kyoto-japan; b=2')).toEqual({
    total: 1,
    ids: ['kyoto-japan'],
  });
  for (const header of [
    null,
    '',
    'session=saved1.1.kyoto-japan',
    '__session=saved1.2.kyoto-japan',
    '__session=saved1.1.kyoto-japan.paris',
    '__session=saved1.-1',
    '__session=saved1.1.5.x',
    '__session=saved1.501.kyoto-japan',
    '__session=saved1.x.kyoto-japan',
    '__session=saved1.1.__proto__',
    '__session=saved1.1.__name__',
    '__session=saved1.1.a%2Fb',
    `__session=saved1.13.${ids(13).join('.')}`,
    '__session=saved2.1.kyoto-japan',
    '__session=eyJhbGciOi.a.b',
  ]) {
    expect(readSavedCookie(header), String(header)).toBeNull();
  }
});
