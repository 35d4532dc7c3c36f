import { describe, expect, it } from 'vitest';
import { siteUrl } from '@tourist-guide/testing';

// The Hosting emulator applies firebase.json's headers as production Hosting does.
async function headersOf(path: string) {
  const res = await fetch(`${siteUrl()}${path}`);
  await res.arrayBuffer();
  return { status: res.status, headers: res.headers };
}

async function firstAsset(): Promise<string> {
  const html = await (await fetch(`${siteUrl()}/`)).text();
  const match = /src="(\/assets\/[^"]+\.js)"/.exec(html);
  if (!match?.[1]) throw new Error('no /assets/*.js script in index.html');
  return match[1];
}

/**
 * Pages the `pages` function renders per request (web/src/config/rendering.ts); every other page
 * is a file prerendered at build time, which Hosting serves itself.
 */
const RENDERED = [
  '/allService',
  '/detail/kyoto-japan',
  '/auth/action',
  '/auth/action?mode=resetPassword&oobCode=some-code',
  '/saved',
  '/review/x',
  '/update/x',
];
/**
 * Paths the site does not have, beside the rendered pages they resemble: the not-found page, with
 * a 404 (web/server/pages.ts), never kept without asking either.
 */
const NOT_FOUND = [
  '/no/such/page',
  '/accounts',
  '/account/x',
  '/auth',
  '/auth/other',
  '/auth/action/x',
  '/reviews',
  '/owner/x',
  '/saved/x',
];

describe('Hosting security headers', () => {
  it.each([
    '/',
    '/allService',
    '/detail/kyoto-japan',
    '/login',
    '/signup',
    '/reset-password',
    '/auth/action',
    '/auth/action?mode=resetPassword&oobCode=some-code',
    '/account',
    '/review',
    '/owner',
    '/admin',
    '/admin/reports',
    // Without the reader's cookie (web/src/lib/saved-cookie.ts), as everyone first sees it.
    '/saved',
    '/review/x',
    '/update/x',
    ...NOT_FOUND,
  ])('sends the security headers on the page %s', async (path) => {
    const { status, headers } = await headersOf(path);
    expect(status).toBe(NOT_FOUND.includes(path) ? 404 : 200);
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://apis.google.com");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // default-src would cover the web app manifest too; it is named anyway, so a narrower
    // default-src later cannot block installing the site.
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toMatch(/connect-src 'self' https:\/\/identitytoolkit\.googleapis\.com/);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d{8}; includeSubDomains/);
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    // The rendered pages: half a minute at the CDN (web/server/page-cache.ts); the prerendered
    // ones and the not-found page: never kept without asking (their script names change with
    // every deploy).
    expect(headers.get('cache-control')).toBe(
      RENDERED.includes(path)
        ? 'public, max-age=0, s-maxage=25, stale-while-revalidate=5'
        : 'no-cache',
    );
  });

  it('caches hashed assets for a year, immutable', async () => {
    const { status, headers } = await headersOf(await firstAsset());
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends the web app manifest as application/manifest+json, revalidated on every use', async () => {
    // Its name carries no hash: a deploy that changes it must reach installed apps.
    const { status, headers } = await headersOf('/manifest.webmanifest');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/manifest\+json\b/);
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends the service worker as JavaScript, revalidated on every use, from the site root', async () => {
    // Its name carries no hash: a browser checks it for a new deploy (src/sw.ts takes over at once).
    const { status, headers } = await headersOf('/sw.js');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^(application|text)\/javascript\b/);
    expect(headers.get('cache-control')).toBe('no-cache');
    // Scope '/' is the script's own folder: no Service-Worker-Allowed header is needed.
    expect(headers.get('service-worker-allowed')).toBeNull();
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
  });

  it('sends the offline page revalidated on every use, with the security headers', async () => {
    const { status, headers } = await headersOf('/offline.html');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html\b/);
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it.each([
    '/icons/icon-192.png',
    '/icons/icon-512.png',
    '/icons/maskable-192.png',
    '/icons/maskable-512.png',
    '/icons/apple-touch-icon.png',
  ])('sends the app icon %s as a PNG kept for a day, as the favicon', async (path) => {
    const { status, headers } = await headersOf(path);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('image/png');
    expect(headers.get('cache-control')).toBe('public, max-age=86400');
  });
});
