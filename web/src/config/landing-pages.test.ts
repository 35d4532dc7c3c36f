import firebaseConfig from '../../../firebase.json';
import { FALLBACK_SHELL, hostingSource, landingPages } from './landing-pages';

const firebaseJson = firebaseConfig as {
  hosting: { rewrites: { source: string; destination?: string; function?: unknown }[] };
};

describe('landing pages and firebase.json', () => {
  it("sends each landing page's URLs to its shell, the API and the sitemap to the function and everything else to the fallback", () => {
    const expected = [
      { source: '/api/**', function: true },
      // The sitemap, made by the function from the live catalogue.
      { source: '/sitemap.xml', function: true },
      ...landingPages
        .filter((page) => page.shell !== 'index.html')
        .map((page) => ({ source: hostingSource(page.route), destination: `/${page.shell}` })),
      { source: '**', destination: `/${FALLBACK_SHELL}` },
    ];
    const actual = firebaseJson.hosting.rewrites.map((r) =>
      r.function
        ? { source: r.source, function: true }
        : { source: r.source, destination: r.destination },
    );
    expect(actual).toEqual(expected);
  });
});
