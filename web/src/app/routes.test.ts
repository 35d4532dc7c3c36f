import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { RouteObject } from 'react-router-dom';
import { FUNCTION_PAGES, PRERENDERED_PAGES } from '@/config/rendering';
import { appRoutes } from '@/testing/app-routes';
import routes from './routes';

const configPaths = (list: RouteConfigEntry[]): string[] =>
  list.flatMap((route) => [
    ...(route.index || !route.path ? [] : [route.path]),
    ...configPaths(route.children ?? []),
  ]);

const objectPaths = (list: RouteObject[]): string[] =>
  list.flatMap((route) => [
    ...(route.index || !route.path || route.path === '/' ? [] : [route.path]),
    ...objectPaths(route.children ?? []),
  ]);

describe('the routes and how Hosting answers them', () => {
  it('names every page once, as prerendered or rendered by the function, the catch-all last', () => {
    const named = [...PRERENDERED_PAGES.filter((path) => path !== '/'), ...FUNCTION_PAGES, '*'];
    expect([...named].sort()).toEqual(configPaths(routes).sort());
    expect(configPaths(routes).at(-1)).toBe('*');
  });

  it('the component tests’ routes are the framework’s', () => {
    expect(objectPaths(appRoutes).sort()).toEqual(configPaths(routes).sort());
  });
});
