import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './routes/route-error';
import { AppLoading } from './routes/app-loading';
import { homeLoader } from '@/features/home/routes/loader';
import { allServicesLoader, serviceDetailLoader } from '@/features/services/routes/loaders';

/**
 * The site's routes. Each page is a lazily loaded route module exporting its
 * `loader` (when it needs data) and `Component`, so a visitor downloads only
 * the pages they open. The public pages a visit usually starts on (home, all
 * services, a detail page) define their loaders here instead, so their data is
 * requested while their code downloads. One error boundary under the layout
 * keeps the navbar and footer on screen whatever fails.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    children: [
      {
        // On first load the layout renders at once; this fills the page until its code arrives.
        HydrateFallback: AppLoading,
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, loader: homeLoader, lazy: () => import('@/features/home/routes/home') },
          { path: paths.login, lazy: () => import('@/features/auth/routes/login') },
          { path: paths.signup, lazy: () => import('@/features/auth/routes/signup') },
          {
            path: paths.resetPassword,
            lazy: () => import('@/features/auth/routes/reset-password'),
          },
          { path: paths.authAction, lazy: () => import('@/features/auth/routes/auth-action') },
          { path: paths.account, lazy: () => import('@/features/account/routes/account') },
          {
            path: paths.allServices,
            loader: allServicesLoader,
            lazy: () => import('@/features/services/routes/all-services'),
          },
          {
            path: paths.serviceDetail.pattern,
            loader: serviceDetailLoader,
            lazy: () => import('@/features/services/routes/service-detail'),
          },
          { path: paths.myReviews, lazy: () => import('@/features/reviews/routes/my-reviews') },
          {
            path: paths.addReview.pattern,
            lazy: () => import('@/features/reviews/routes/add-review'),
          },
          {
            path: paths.updateReview.pattern,
            lazy: () => import('@/features/reviews/routes/update-review'),
          },
          { path: paths.saved, lazy: () => import('@/features/saved/routes/saved') },
          { path: paths.owner, lazy: () => import('@/features/owner/routes/owner') },
          { path: paths.admin, lazy: () => import('@/features/admin/routes/admin-places') },
          {
            path: paths.adminReports,
            lazy: () => import('@/features/admin/routes/reported-reviews'),
          },
          { path: paths.adminAudit, lazy: () => import('@/features/admin/routes/audit-log') },
          {
            path: paths.adminNewPlace,
            lazy: () => import('@/features/admin/routes/place-editor'),
          },
          {
            path: paths.adminEditPlace.pattern,
            lazy: () => import('@/features/admin/routes/place-editor'),
          },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];
