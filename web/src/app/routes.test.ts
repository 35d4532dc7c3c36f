import { appPages, landingPages, NOT_FOUND_ROUTE } from '@/config/landing-pages';
import { routes } from './routes';

describe('the routes and how Hosting answers them', () => {
  it('names every route once, as a landing page (rendered) or an app page (the app shell), the catch-all last', () => {
    const routePaths = (list: typeof routes): string[] =>
      list.flatMap((route) => [
        ...(route.index || !route.path ? [] : [route.path]),
        ...routePaths(route.children ?? []),
      ]);
    const named = [...landingPages.map((page) => page.route), ...appPages];
    expect([...named].sort()).toEqual(routePaths(routes).sort());
    expect(landingPages.at(-1)?.route).toBe(NOT_FOUND_ROUTE);
  });
});
