import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FUNCTION_PAGES, PRERENDERED_PAGES } from '../src/config/rendering';
import { plainPageUrl, STRAY_PATH } from './page-url';

const SITE = 'https://tourist-guide.example';

describe('plainPageUrl: the page a request names, always on the site’s origin', () => {
  it.each([
    '/',
    '/detail/kyoto-japan',
    '/allService?q=kyoto&region=Asia',
    '/allService?q=a b',
    '/auth/action?mode=verifyEmail&oobCode=x//y',
    // Encoded slashes are text inside one segment: the router and the API client keep them so.
    '/%2F%2Fevil.example/detail/kyoto-japan',
    '/detail/%2F%2Fevil.example',
  ])('keeps %s as it is, on the site', (target) => {
    const url = plainPageUrl(target, SITE);
    expect(url?.origin).toBe(SITE);
    expect(`${url?.pathname}`).toBe(target.split('?')[0]);
  });

  it.each([
    // Resolved against the site, each of these is an address on evil.example.
    '//evil.example/detail/kyoto-japan',
    '/\\evil.example/detail/kyoto-japan',
    '\\\\evil.example/detail/kyoto-japan',
    'http://evil.example/detail/kyoto-japan',
    'https:evil.example/detail/kyoto-japan',
    // On the site, but not as the site writes its links: tidied differently by different caches.
    '/detail//kyoto-japan',
    '/allService//',
    '/detail\\kyoto-japan',
    '/x/../detail/kyoto-japan',
    '/./detail/kyoto-japan',
    '/detail/%2e%2e/admin',
    '/detail/kyoto-japan#top',
    '/detail/kyoto\tjapan',
    '/détail',
    '*',
    '',
  ])('refuses %j: not found', (target) => {
    expect(plainPageUrl(target, SITE)).toBeNull();
  });

  it('is exact about the origin, whatever case the configuration writes it in', () => {
    expect(plainPageUrl('/login', 'https://Tourist-Guide.example')?.href).toBe(`${SITE}/login`);
  });

  it('renders the not-found page for a stray path: no other page matches STRAY_PATH', () => {
    const pages = [...PRERENDERED_PAGES, ...FUNCTION_PAGES];
    expect(pages.filter((route) => matchPath({ path: route, end: true }, STRAY_PATH))).toEqual([]);
    expect(plainPageUrl(STRAY_PATH, SITE)?.pathname).toBe(STRAY_PATH);
  });
});
