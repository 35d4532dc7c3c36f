import firebaseConfig from '../../../firebase.json';
import { FUNCTION_PAGES, hostingSource, PRERENDERED_PAGES } from './rendering';

const firebaseJson = firebaseConfig as {
  hosting: {
    public: string;
    trailingSlash?: boolean;
    rewrites: { source: string; destination?: string; function?: { functionId: string } }[];
  };
  functions: { source: string; codebase: string }[];
};

describe('which pages Hosting serves as files and which it sends to the page function', () => {
  it('sends the API and the sitemap to the API function, the rendered pages to the page function, and nothing else anywhere', () => {
    const expected = [
      { source: '/api/**', function: 'api' },
      // The sitemap index and its pages, made by the function from the live catalogue.
      { source: '/sitemap.xml', function: 'api' },
      { source: '/sitemap-*.xml', function: 'api' },
      ...FUNCTION_PAGES.map((route) => ({ source: hostingSource(route), function: 'pages' })),
    ];
    const actual = firebaseJson.hosting.rewrites.map((r) =>
      r.function
        ? { source: r.source, function: r.function.functionId }
        : { source: r.source, destination: r.destination },
    );
    expect(actual).toEqual(expected);
  });

  it('serves the framework’s client build, where the prerendered pages are', () => {
    expect(firebaseJson.hosting.public).toBe('web/dist/client');
  });

  it('prerenders no page the function renders: a file would win over the rewrite', () => {
    for (const page of PRERENDERED_PAGES) {
      expect(FUNCTION_PAGES.map(hostingSource)).not.toContain(page);
    }
  });

  it('sends a path with a trailing slash to the path without one (/review/ is /review)', () => {
    expect(firebaseJson.hosting.trailingSlash).toBe(false);
  });

  it('deploys the page function as a codebase of its own, so functions/ still deploys alone', () => {
    expect(firebaseJson.functions.map(({ source, codebase }) => ({ source, codebase }))).toEqual([
      { source: 'functions', codebase: 'default' },
      { source: 'web/dist-server', codebase: 'pages' },
    ]);
  });
});
