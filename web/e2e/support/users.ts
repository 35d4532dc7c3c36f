import { randomUUID } from 'node:crypto';
import { createTestUser, markEmailVerified, type TestUser } from '@tourist-guide/testing';
import { expect, type Locator, type Page } from '@playwright/test';
import { takenOver } from './hold-scripts';

export type { TestUser };

/** A unique address per call, so journeys never share a user or a review. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** A fresh user in the Auth emulator (made over its REST API, not through the UI). */
export function newUser(label: string, displayName = 'Ada Traveller'): Promise<TestUser> {
  return createTestUser({ email: uniqueEmail(label), displayName });
}

/**
 * A fresh user whose email is verified (as its holder would by the link sent to it): the only
 * kind `npm run admin -- grant <email>` makes a maintainer, and the only kind the API serves as one.
 */
export async function newVerifiedUser(label: string, displayName: string): Promise<TestUser> {
  const user = await newUser(label, displayName);
  await markEmailVerified(user.uid);
  return user;
}

/** The navbar, found by its accessible name. */
export const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * Waits until the app has taken a form's `submit` button over: a form sent before then is held
 * until the app starts (rendered-pages.spec.ts tests that); a journey means to use the app itself.
 */
export async function whenAppHas(submit: Locator): Promise<void> {
  await expect.poll(() => takenOver(submit)).toBe(true);
}

/** Logs in through the login form and waits until the navbar shows the signed-in links. */
export async function logIn(page: Page, user: { email: string; password: string }) {
  const login = page.getByRole('button', { name: 'Login', exact: true });
  await whenAppHas(login);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await login.click();
  // Hidden is fine: on a phone the navbar's links wait behind the collapsed menu.
  await expect(
    navbar(page).getByRole('button', { name: 'Sing Out', includeHidden: true }),
  ).toBeAttached();
}

/** Opens /login directly and logs in; lands on '/'. */
export async function logInFromLoginPage(page: Page, user: { email: string; password: string }) {
  await page.goto('/login');
  await logIn(page, user);
  await expect(page).toHaveURL('/');
}
