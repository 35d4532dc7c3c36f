import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { noReloadOnSubmit } from './no-reload-on-submit';

const args = (changes: Partial<ShouldRevalidateFunctionArgs>) =>
  ({
    currentUrl: new URL('http://site.test/owner'),
    currentParams: {},
    nextUrl: new URL('http://site.test/owner'),
    nextParams: {},
    defaultShouldRevalidate: true,
    ...changes,
  }) as ShouldRevalidateFunctionArgs;

it('reloads nothing after a form of the page is submitted, whatever the router would do', () => {
  expect(noReloadOnSubmit(args({ formMethod: 'POST' }))).toBe(false);
  expect(noReloadOnSubmit(args({ formMethod: 'PUT', defaultShouldRevalidate: false }))).toBe(false);
});

it('leaves a navigation to the router', () => {
  expect(noReloadOnSubmit(args({ defaultShouldRevalidate: true }))).toBe(true);
  expect(noReloadOnSubmit(args({ defaultShouldRevalidate: false }))).toBe(false);
});
