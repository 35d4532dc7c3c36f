/** Every route path of the site, in one place. `to` builds a link; `pattern` is the router's path. */
const withId = (prefix: string) => ({
  pattern: `${prefix}/:id`,
  to: (id: string) => `${prefix}/${encodeURIComponent(id)}`,
});

export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  resetPassword: '/reset-password',
  /** Firebase's emails link here (the project's templates point at it: README, Deploying). */
  authAction: '/auth/action',
  account: '/account',
  allServices: '/allService',
  serviceDetail: withId('/detail'),
  addReview: withId('/review'),
  myReviews: '/review',
  updateReview: withId('/update'),
  /** The signed-in reader's saved places. */
  saved: '/saved',
  /** A place owner's page: their places' reviews, to answer. */
  owner: '/owner',
  admin: '/admin',
  adminReports: '/admin/reports',
  adminAudit: '/admin/audit',
  adminNewPlace: '/admin/places/new',
  adminEditPlace: withId('/admin/places'),
} as const;
