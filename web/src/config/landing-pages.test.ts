import firebaseConfig from '../../../firebase.json';
import {
  appPages,
  FALLBACK_SHELL,
  hostingSource,
  landingPages,
  NOT_FOUND_ROUTE,
} from './landing-pages';

const firebaseJson = firebaseConfig as {
  hosting: {
    rewrites: { source: string; destination?: string; function?: { functionId: string } }[];
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  functions: { source: string; codebase: string }[];
};

describe('landing pages and firebase.json', () => {
  it('sends the API and the sitemap to the API function, each landing page to the page function, the app’s pages to the fallback and everything else to the not-found page', () => {
    const rendered = landingPages.filter((page) => page.route !== NOT_FOUND_ROUTE);
    const expected = [
      { source: '/api/**', function: 'api' },
      // The sitemap index and its pages, made by the function from the live catalogue.
      { source: '/sitemap.xml', function: 'api' },
      { source: '/sitemap-*.xml', function: 'api' },
      ...rendered.map((page) => ({ source: hostingSource(page.route), function: 'pages' })),
      ...appPages.map((route) => ({
        source: hostingSource(route),
        destination: `/${FALLBACK_SHELL}`,
      })),
      { source: '**', function: 'pages' },
    ];
    const actual = firebaseJson.hosting.rewrites.map((r) =>
      r.function
        ? { source: r.source, function: r.function.functionId }
        : { source: r.source, destination: r.destination },
    );
    expect(actual).toEqual(expected);
  });

  it('sends a path with a trailing slash to the path without one (/review/ is /review)', () => {
    expect((firebaseJson.hosting as { trailingSlash?: boolean }).trailingSlash).toBe(false);
  });

  it('deploys the page function as a codebase of its own, so functions/ still deploys alone', () => {
    expect(firebaseJson.functions.map(({ source, codebase }) => ({ source, codebase }))).toEqual([
      { source: 'functions', codebase: 'default' },
      { source: 'web/dist-server', codebase: 'pages' },
    ]);
  });

  it('no landing page shell is index.html, which Hosting would serve for / instead of the function', () => {
    expect(landingPages.map((page) => page.shell)).not.toContain('index.html');
  });

  it('no shell is named after its page’s URL, which Hosting would serve as a file instead of the function', () => {
    for (const page of landingPages) {
      expect(`/${page.shell.replace(/\.html$/, '')}`).not.toBe(page.route);
    }
  });
});
