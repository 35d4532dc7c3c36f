import { paths } from './paths';

/**
 * The public pages a visit usually starts on, rendered on the server. Each gets an HTML
 * shell of its own that preloads the page's code (and, where known, its largest picture)
 * with the entry script (build/page-shells.ts); the page function (server/pages.ts) fills
 * it with the rendered page, and Hosting sends the page's URLs to that function, the app's own
 * pages (appPages) to FALLBACK_SHELL and every other URL to the function's not-found page. The build, firebase.json's rewrites (checked by a test)
 * and the Lighthouse bench all read this list.
 */
export interface LandingPage {
  name: string;
  /** The router's path pattern (from paths). */
  route: string;
  /**
   * The file the build writes for it (the page function's template). Never named after the page's
   * URL (`login.html` for /login): Hosting would serve the bare template from the file instead of
   * sending the URL to the function.
   */
  shell: string;
  /** The page's lazy route module, from web/. */
  routeModule: string;
  /**
   * Modules, from web/, that the page imports dynamically but needs as soon as the app has it
   * (the account pages: the auth SDK): listed with its code, so the entry fetches them with the
   * app instead of after it has started.
   */
  eagerImports?: readonly string[];
  /** A URL of the page to measure (benches, tests). */
  example: string;
  /** Further `<link>` tags: the page's largest picture when it is the same on every visit. */
  links?: Record<string, string | true>[];
  /** The status its example answers, when not 200. */
  exampleStatus?: number;
}

export const FALLBACK_SHELL = 'app.html';
/** The router's catch-all: the not-found page. */
export const NOT_FOUND_ROUTE = '*';

/**
 * The reader's session and the Auth SDK that restores it: what a page showing the reader's own
 * things needs as soon as the app runs (the rendered lists below, and every app page).
 */
const SESSION_IMPORTS: readonly string[] = ['src/lib/auth/sdk.ts'];

export const landingPages: readonly LandingPage[] = [
  {
    name: 'home',
    route: paths.home,
    shell: 'home.html',
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
  },
  {
    name: 'service-detail',
    route: paths.serviceDetail.pattern,
    shell: 'detail.html',
    routeModule: 'src/features/services/routes/service-detail.tsx',
    example: paths.serviceDetail.to('kyoto-japan'),
  },
  // The account's doors: no data, but drawn by the app they painted 2-3 s later than the pages
  // above (docs/performance.md). Their forms post, so one submitted before the app has taken the
  // page over never puts a password in an address (the entry holds it until the app runs).
  {
    name: 'login',
    route: paths.login,
    shell: 'page-login.html',
    routeModule: 'src/features/auth/routes/login.tsx',
    example: paths.login,
  },
  {
    name: 'signup',
    route: paths.signup,
    shell: 'page-signup.html',
    routeModule: 'src/features/auth/routes/signup.tsx',
    example: paths.signup,
  },
  {
    name: 'reset-password',
    route: paths.resetPassword,
    shell: 'page-reset-password.html',
    routeModule: 'src/features/auth/routes/reset-password.tsx',
    example: paths.resetPassword,
  },
  // The pages behind the account's doors. What they show depends on what only the browser has
  // (the link's code, checked with the sign-in service; the reader's session), so the server
  // renders what it knows without either: the page's frame, heading and loading state, which
  // the app then fills in. A link this page does not handle (no code, another mode) is answered
  // by the server in full. The query string (the code) is never in the HTML (docs/web.md).
  {
    name: 'auth-action',
    route: paths.authAction,
    shell: 'page-auth-action.html',
    routeModule: 'src/features/auth/routes/auth-action.tsx',
    // The link is checked with the Auth SDK as soon as the app has the page.
    eagerImports: ['src/lib/auth/account-service.ts'],
    // An incomplete link: the server answers it whole (the bench measures a real reset link).
    example: paths.authAction,
  },
  {
    name: 'account',
    route: paths.account,
    shell: 'page-account.html',
    routeModule: 'src/features/account/routes/account.tsx',
    // The page waits on the reader's session, which the Auth SDK restores (session.start()).
    eagerImports: ['src/lib/auth/sdk.ts'],
    // Signed out, as the server renders it for everyone (the bench measures it signed in).
    example: paths.account,
  },
  // The reader's own pages, rendered the same way: their frame, introduction and the state of
  // waiting on sign-in, which the app fills with what is the reader's.
  {
    name: 'my-reviews',
    route: paths.myReviews,
    shell: 'page-my-reviews.html',
    routeModule: 'src/features/reviews/routes/my-reviews.tsx',
    // Its loader asks the session for the reader's reviews as the app takes the page over.
    eagerImports: SESSION_IMPORTS,
    // Signed out, as the server renders it for everyone (the bench measures it signed in).
    example: paths.myReviews,
  },
  {
    name: 'owner',
    route: paths.owner,
    shell: 'page-owner.html',
    routeModule: 'src/features/owner/routes/owner.tsx',
    // Its loader asks the session for the owner's places as the app takes the page over.
    eagerImports: SESSION_IMPORTS,
    example: paths.owner,
  },
  {
    name: 'admin',
    route: paths.admin,
    shell: 'page-admin.html',
    routeModule: 'src/features/admin/routes/admin-places.tsx',
    // Its loader asks the session whether the reader is an admin as the app takes the page over.
    eagerImports: SESSION_IMPORTS,
    example: paths.admin,
  },
  // The reader's saved places, with the pictures that are their largest paint: rendered from the
  // list this browser last saw, which it names in a cookie sent with /saved only
  // (lib/saved-cookie.ts); without one, like the pages above. Offline, the app shell draws it.
  {
    name: 'saved',
    route: paths.saved,
    shell: 'page-saved.html',
    routeModule: 'src/features/saved/routes/saved.tsx',
    // Its loader asks the session for the reader's list as the app takes the page over.
    eagerImports: SESSION_IMPORTS,
    // Without the cookie, as a first visit on a browser (the bench measures it as a reader's).
    example: paths.saved,
  },
  // Any other address: the app's not-found page, rendered with a 404 (the app shell's 200 would
  // be a soft 404, and its text would wait for the app). Last: its route matches every path.
  {
    name: 'not-found',
    route: NOT_FOUND_ROUTE,
    shell: 'page-not-found.html',
    routeModule: 'src/app/routes/not-found.tsx',
    example: '/no/such/page',
    exampleStatus: 404,
  },
];

/**
 * The pages the app draws in the browser: what they show is the signed-in reader's. Hosting sends
 * their URLs the app shell (FALLBACK_SHELL); every path that is neither one of these nor a landing
 * page is the not-found page's.
 */
export const appPages: readonly string[] = [
  paths.addReview.pattern,
  paths.updateReview.pattern,
  paths.adminReports,
  paths.adminAudit,
  paths.adminNewPlace,
  paths.adminEditPlace.pattern,
];

/**
 * What every app page needs as soon as the app runs: the reader's session, which the Auth SDK
 * restores. FALLBACK_SHELL preloads it with the app, so it downloads beside the app's code instead
 * of after the page's code has run and asked for it (two more round trips on a phone).
 */
export const appPageEagerImports = SESSION_IMPORTS;

/** The Hosting rewrite of a route pattern: `/detail/:id` → `/detail/*`, the catch-all → `**`. */
export function hostingSource(route: string): string {
  return route === NOT_FOUND_ROUTE ? '**' : route.replace(/:[^/]+/g, '*');
}
