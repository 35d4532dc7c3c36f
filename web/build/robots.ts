import type { Plugin } from 'vite';
import { isSiteOrigin, trimOrigin } from '../../functions/src/contract/site-origin';
import { buildSiteUrl } from './site-url';

/**
 * robots.txt for the built site. It names the sitemap by its full URL, from VITE_SITE_URL
 * (web/.env.production), which a build for a real project must set (site-url.ts); local builds,
 * which nothing crawls, go without the line.
 */
export function robotsTxt(siteUrl: string | undefined): string {
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /api/'];
  const site = trimOrigin(siteUrl);
  if (site) {
    if (!isSiteOrigin(site)) {
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
      // The mode's .env files, as the app itself sees them. A build for a real project without
      // its origin stops here, saying what to set.
      siteUrl = buildSiteUrl(config.env as Record<string, string | undefined>);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) });
    },
  };
}
