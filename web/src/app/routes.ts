import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { paths } from '../config/paths';

/*
 * The site's routes: each page is a route module (its component, its loaders and actions), so a
 * visitor downloads only the pages they open. Which are prerendered at build time and which the
 * `pages` function renders: config/rendering.ts.
 */
const page = (path: string, file: string) => route(path, `../features/${file}`);

export default [
  layout('routes/frame.tsx', [
    index('../features/home/routes/home.tsx'),
    page(paths.login, 'auth/routes/login.tsx'),
    page(paths.signup, 'auth/routes/signup.tsx'),
    page(paths.resetPassword, 'auth/routes/reset-password.tsx'),
    page(paths.authAction, 'auth/routes/auth-action.tsx'),
    page(paths.account, 'account/routes/account.tsx'),
    page(paths.allServices, 'services/routes/all-services.tsx'),
    page(paths.serviceDetail.pattern, 'services/routes/service-detail.tsx'),
    page(paths.myReviews, 'reviews/routes/my-reviews.tsx'),
    page(paths.addReview.pattern, 'reviews/routes/add-review.tsx'),
    page(paths.updateReview.pattern, 'reviews/routes/update-review.tsx'),
    page(paths.saved, 'saved/routes/saved.tsx'),
    page(paths.owner, 'owner/routes/owner.tsx'),
    page(paths.admin, 'admin/routes/admin-places.tsx'),
    page(paths.adminReports, 'admin/routes/reported-reviews.tsx'),
    page(paths.adminAudit, 'admin/routes/audit-log.tsx'),
    page(paths.adminNewPlace, 'admin/routes/place-editor.tsx'),
    route(paths.adminEditPlace.pattern, '../features/admin/routes/place-editor.tsx', {
      id: 'admin-edit-place',
    }),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
