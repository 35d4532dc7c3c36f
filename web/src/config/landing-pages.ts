import { paths } from './paths';

/**
 * The pages a visit usually starts on. Each gets an HTML shell of its own that
 * preloads the page's code (and, where known, its data and largest picture) with
 * the entry script (build/page-shells.ts); Hosting sends the page's URLs to that
 * shell and every other URL to FALLBACK_SHELL. The build, firebase.json's rewrites
 * (checked by a test), the bundle budget and the Lighthouse bench all read this list.
 */
export interface LandingPage {
  name: string;
  /** The router's path pattern (from paths). */
  route: string;
  /** The file the build writes for it; index.html is served for '/' without a rewrite. */
  shell: string;
  /** The page's lazy route module, from web/. */
  routeModule: string;
  /** A URL of the page to measure (benches, tests). */
  example: string;
  /** Further `<link>` tags: the page's largest picture, its API call. */
  links?: Record<string, string | true>[];
}

export const FALLBACK_SHELL = 'app.html';

export const landingPages: readonly LandingPage[] = [
  {
    name: 'home',
    route: paths.home,
    shell: 'index.html',
    routeModule: 'src/features/home/routes/home.tsx',
    example: paths.home,
    links: [
      // The hero, the home page's largest paint: same srcset and sizes as its <img>.
      {
        rel: 'preload',
        as: 'image',
        imagesrcset: '/images/home/hero-800.webp 800w, /images/home/hero-1600.webp 1600w',
        imagesizes: '100vw',
        fetchpriority: 'high',
      },
    ],
  },
  {
    name: 'all-services',
    route: paths.allServices,
    shell: 'all-services.html',
    routeModule: 'src/features/services/routes/all-services.tsx',
    example: paths.allServices,
    // The first page of the catalogue (no filters); the loader's fetch() picks up this response.
    links: [{ rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: '/api/catalog' }],
  },
  {
    name: 'service-detail',
    route: paths.serviceDetail.pattern,
    shell: 'detail.html',
    routeModule: 'src/features/services/routes/service-detail.tsx',
    example: paths.serviceDetail.to('kyoto-japan'),
  },
];

/** The Hosting rewrite of a route pattern: `/detail/:id` → `/detail/*`. */
export function hostingSource(route: string): string {
  return route.replace(/:[^/]+/g, '*');
}
