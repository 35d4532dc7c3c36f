import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RootLayout } from '@/app/layout/root-layout';
import { RouteErrorPage } from '@/app/routes/route-error';
import { AppLoading } from '@/components/ui/app-loading';

/*
 * The site's routes (src/app/routes.ts) as a data router's route objects, for component tests in
 * jsdom (without the root's providers): each route module's browser half (clientLoader, clientAction, component, HydrateFallback,
 * ErrorBoundary), as the framework gives it to the browser's router. app/routes.test.ts holds the
 * two tables to the same paths.
 */

interface RouteModule {
  default?: React.ComponentType;
  clientLoader?: RouteObject['loader'];
  clientAction?: RouteObject['action'];
  HydrateFallback?: React.ComponentType;
  ErrorBoundary?: React.ComponentType;
  shouldRevalidate?: RouteObject['shouldRevalidate'];
}

const page = (path: string | undefined, load: () => Promise<object>, index = false): RouteObject =>
  ({
    ...(index ? { index: true } : { path }),
    lazy: async () => {
      const module = (await load()) as RouteModule;
      return {
        Component: module.default,
        loader: module.clientLoader,
        action: module.clientAction,
        HydrateFallback: module.HydrateFallback,
        ErrorBoundary: module.ErrorBoundary,
        shouldRevalidate: module.shouldRevalidate,
      };
    },
  }) as RouteObject;

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    // The layout without the app's providers: a test gives its own sign-in state.
    Component: RootLayout,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        // A test's router starts without the server's HTML: the frame shows while a page's code
        // loads, as the page's own HydrateFallback does while its clientLoader runs.
        HydrateFallback: AppLoading,
        children: [
          page(undefined, () => import('@/features/home/routes/home'), true),
          page(paths.login, () => import('@/features/auth/routes/login')),
          page(paths.signup, () => import('@/features/auth/routes/signup')),
          page(paths.resetPassword, () => import('@/features/auth/routes/reset-password')),
          page(paths.authAction, () => import('@/features/auth/routes/auth-action')),
          page(paths.account, () => import('@/features/account/routes/account')),
          page(paths.allServices, () => import('@/features/services/routes/all-services')),
          page(
            paths.serviceDetail.pattern,
            () => import('@/features/services/routes/service-detail'),
          ),
          page(paths.myReviews, () => import('@/features/reviews/routes/my-reviews')),
          page(paths.addReview.pattern, () => import('@/features/reviews/routes/add-review')),
          page(paths.updateReview.pattern, () => import('@/features/reviews/routes/update-review')),
          page(paths.saved, () => import('@/features/saved/routes/saved')),
          page(paths.owner, () => import('@/features/owner/routes/owner')),
          page(paths.admin, () => import('@/features/admin/routes/admin-places')),
          page(paths.adminReports, () => import('@/features/admin/routes/reported-reviews')),
          page(paths.adminAudit, () => import('@/features/admin/routes/audit-log')),
          page(paths.adminNewPlace, () => import('@/features/admin/routes/place-editor')),
          page(paths.adminEditPlace.pattern, () => import('@/features/admin/routes/place-editor')),
          page('*', () => import('@/app/routes/not-found')),
        ],
      },
    ],
  },
];
