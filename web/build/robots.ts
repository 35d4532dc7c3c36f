import type { Plugin } from 'vite';

/**
 * robots.txt for the built site. It must name the sitemap by its full URL, which only a
 * deployment knows: set VITE_SITE_URL (web/.env.production) and the line is written;
 * local builds, which nothing crawls, go without it.
 */
export function robotsTxt(siteUrl: string | undefined): string {
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /api/'];
  const site = siteUrl?.trim().replace(/\/$/, '');
  if (site) {
    if (!/^https?:\/\/[^\s/]+$/.test(site)) {
      throw new Error(`VITE_SITE_URL must be the site's origin, like https://example.com: ${site}`);
    }
    lines.push(`Sitemap: ${site}/sitemap.xml`);
  }
  return `${lines.join('\n')}\n`;
}

export function robots(): Plugin {
  let siteUrl: string | undefined;
  return {
    name: 'robots-txt',
    apply: 'build',
    configResolved(config) {
      // The mode's .env files, as the app itself sees them.
      siteUrl = (config.env as Record<string, string | undefined>).VITE_SITE_URL;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) });
    },
  };
}
