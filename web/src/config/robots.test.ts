import { robotsTxt } from '../../build/robots';

describe('robots.txt', () => {
  it("points to the sitemap by the deployment's origin", () => {
    expect(robotsTxt('https://tourist-guide.example/')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: https://tourist-guide.example/sitemap.xml\n',
    );
  });

  it('goes without a Sitemap line when the origin is not known (local builds)', () => {
    expect(robotsTxt(undefined)).toBe('User-agent: *\nAllow: /\nDisallow: /api/\n');
    expect(robotsTxt('')).not.toContain('Sitemap');
  });

  it('refuses an origin that is not one', () => {
    expect(() => robotsTxt('tourist-guide.example')).toThrow(/VITE_SITE_URL/);
    expect(() => robotsTxt('https://x.example/path')).toThrow(/VITE_SITE_URL/);
  });
});
