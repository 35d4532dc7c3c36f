import { isSiteOrigin, trimOrigin } from '../../functions/src/contract/site-origin';

/**
 * The site's origin a build writes into absolute URLs (robots.txt's Sitemap line, the rendered
 * pages' canonical URLs and links), from VITE_SITE_URL. A build for a real Firebase project must
 * have it: without it the page function would have to take the origin from a request's headers,
 * which any client can set. A build for the local emulator suite (VITE_USE_EMULATORS=true) may go
 * without: there the launcher gives the page function its suite's address (SITE_URL).
 */
export function buildSiteUrl(env: Record<string, string | undefined>): string | undefined {
  const local = env.VITE_USE_EMULATORS === 'true';
  const site = trimOrigin(env.VITE_SITE_URL);
  if (site === '') {
    if (local) return undefined;
    throw new Error(
      "VITE_SITE_URL is not set. A build for a real project needs the site's origin: put " +
        'VITE_SITE_URL=https://your-site.example in web/.env.production (see web/.env.example). ' +
        'For the local emulator suite, build with `npm run build:emulator -w web`.',
    );
  }
  // The API's rule for SITE_URL (functions/src/config/site-url.ts); loopback only for a local build.
  if (!isSiteOrigin(site, { loopback: local })) {
    throw new Error(
      `VITE_SITE_URL must be the site's https origin with no path, like https://tourist-guide.example, not "${site}".`,
    );
  }
  return site;
}
