/*
 * What a site origin is (SITE_URL for the API, VITE_SITE_URL for the web build): one rule for
 * the API, the web build and the page function (config/site-url.ts).
 */
export { isSiteOrigin, trimOrigin } from '../config/site-url';
