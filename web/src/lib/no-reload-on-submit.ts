import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';

/**
 * `shouldRevalidate` for a page whose loader must not run again after one of its forms is
 * submitted (each page says why: what it would lose, or a code that works once). Navigations
 * revalidate as usual.
 */
export function noReloadOnSubmit({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return formMethod ? false : defaultShouldRevalidate;
}
