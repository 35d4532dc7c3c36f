import type { Config } from '@react-router/dev/config';
import { PRERENDERED_PAGES } from './src/config/rendering';

/*
 * React Router's framework mode (docs/web.md, "How a page is rendered"): the route modules in
 * src/app/routes.ts, built into dist/client (what Hosting serves, with the prerendered pages) and
 * dist/server (the server build the `pages` function runs, server/pages.ts).
 */
export default {
  appDirectory: 'src/app',
  buildDirectory: 'dist',
  ssr: true,
  prerender: [...PRERENDERED_PAGES],
  // Every route is in the HTML's manifest: a prerendered page never asks the function for
  // /__manifest, and a navigation never waits on it.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
