/**
 * The pages the Lighthouse benches measure: every page a person can open. The pages that need
 * nobody (below), then the pages of the people people.ts makes: a
 * password-reset link on /auth/action, a retired place (the server's 410), the reader's /account,
 * My Review and saved places, an owner's /owner, an admin's /admin.
 */
import { paths } from '../../../../web/src/config/paths.js';
import type { BenchPeople } from './people.js';

export interface BenchPage {
  /** The path and query measured. */
  url: string;
  /** How the tables name it (default: its url); the same on every suite. */
  label?: string;
  /**
   * Kept out of search results (robots noindex): SEO's is-crawlable audit fails by design, so
   * the SEO target is judged on the category's other audits.
   */
  noindex?: boolean;
  /**
   * Answered with this status on purpose (an unknown path's 404, a retired place's 410):
   * Lighthouse measures it anyway, and SEO's http-status-code audit, which fails any error status
   * by design, is left out.
   */
  status?: number;
  /** Measured with this person signed in (the browser keeps the session between runs). */
  as?: keyof Pick<BenchPeople, 'reader' | 'owner' | 'admin'>;
  /**
   * Measured as a browser that has never seen the reader's saved list (its cookie deleted before
   * each run): the server renders /saved waiting on sign-in and the app draws the list. Its speed
   * and its LCP preload are reported, not judged; accessibility, best practices, SEO and CLS are.
   */
  firstVisit?: boolean;
}

/**
 * The pages signed-in people open, each measured as its person, all rendered on the server and
 * kept out of search results. /saved is rendered from the saved list the browser last saw
 * (lib/saved-cookie.ts): measured as a reader who has opened it before on this browser, and once
 * more as one who has not.
 */
const SIGNED_IN_PAGES: BenchPage[] = [
  { url: paths.account, noindex: true, as: 'reader' },
  { url: paths.myReviews, label: `${paths.myReviews} (My Review)`, noindex: true, as: 'reader' },
  { url: paths.saved, noindex: true, as: 'reader' },
  {
    url: paths.saved,
    label: `${paths.saved} (first visit on this browser)`,
    noindex: true,
    as: 'reader',
    firstVisit: true,
  },
  { url: paths.owner, noindex: true, as: 'owner' },
  { url: paths.admin, noindex: true, as: 'admin' },
];
/** The pages that need nobody: the public ones, login, sign-up, reset, the not-found page. */
const LANDING: BenchPage[] = [
  { url: paths.home },
  { url: paths.allServices },
  { url: paths.serviceDetail.to('kyoto-japan') },
  { url: paths.login },
  { url: paths.signup },
  // Kept out of search results on purpose: a reset form is nobody's way in from a search.
  { url: paths.resetPassword, noindex: true },
  { url: '/no/such/page', label: '/no/such/page (404)', noindex: true, status: 404 },
];

/**
 * Every page, as a suite's people reach them: signed out first, then each person's pages
 * together, so each is signed in once. `only` keeps the pages whose address or name starts with
 * one of its entries ("/" alone is the home page, not every page).
 */
export function benchPages(people: BenchPeople, only: readonly string[] = []): BenchPage[] {
  const pages: BenchPage[] = [
    ...LANDING,
    // A reset link as the email sends it: the code is checked (not used), so every run shows the form.
    { url: people.resetLink, label: `${paths.authAction} (a reset link)`, noindex: true },
    { url: people.retiredPlace, label: '/detail/{retired} (410)', noindex: true, status: 410 },
    ...SIGNED_IN_PAGES,
  ];
  return pages.filter(
    (page) =>
      only.length === 0 ||
      only.some((prefix) =>
        prefix === '/'
          ? page.url === '/'
          : page.url.startsWith(prefix) || (page.label ?? '').startsWith(prefix),
      ),
  );
}
