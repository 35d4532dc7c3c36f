import { renderToStaticMarkup } from 'react-dom/server';
import { OFFLINE_PAGE, offlinePageHtml } from '../../build/offline-page';
import { BrandMark } from './layout/brand-mark';

// The page the service worker shows offline for a page never saved (build/offline-page.ts):
// checked here as HTML; in Chromium, offline, by e2e/offline.spec.ts (with axe).

const html = offlinePageHtml('/assets/index-abc123.css');
const doc = new DOMParser().parseFromString(html, 'text/html');

describe('the offline page', () => {
  it('is offline.html, titled like every page of the site', () => {
    expect(OFFLINE_PAGE).toBe('offline.html');
    expect(doc.title).toBe('You are offline - My Tourist Guide');
    expect(doc.documentElement.lang).toBe('en');
  });

  it('says the page was not saved, with the saved places one tap away and a way to try again', () => {
    expect(doc.querySelector('h1')?.textContent).toBe('You are offline');
    expect(doc.body.textContent).toContain('has not been saved for offline reading');
    const links = [...doc.querySelectorAll('main a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Your saved places', '/saved'],
      // An empty href is the page's own address: the browser asks the network for it again.
      ['Try again', ''],
    ]);
  });

  it('has the navbar’s brand and the site’s built stylesheet, and no script (the CSP allows none inline)', () => {
    const brand = doc.querySelector('header a');
    expect(brand?.getAttribute('href')).toBe('/');
    expect(brand?.querySelector('svg')?.outerHTML).toBe(renderToStaticMarkup(<BrandMark />));
    expect(brand?.textContent).toBe('Tourist Guide');
    expect(doc.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(
      '/assets/index-abc123.css',
    );
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});
