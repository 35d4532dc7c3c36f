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

  it("takes an origin by the API's rule for SITE_URL: https, or http only on loopback", () => {
    expect(() => robotsTxt('http://tourist-guide.example')).toThrow(/VITE_SITE_URL/);
    expect(() => robotsTxt('https://tourist guide.example')).toThrow(/VITE_SITE_URL/);
    expect(robotsTxt(' http://127.0.0.1:5000/ ')).toContain(
      'Sitemap: http://127.0.0.1:5000/sitemap.xml',
    );
  });
});
