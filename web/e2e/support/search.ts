import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * A traveller's search on /allService, as typed on a phone or a desktop: a misspelt place in
 * the wrong word order is found first and opened; a query that finds nothing offers one that does
 * ("Did you mean …?"), which is followed.
 */
export async function findMisspeltPlace(page: Page): Promise<void> {
  const main = page.getByRole('main');
  const titles = main.getByRole('list').first().getByRole('listitem').getByRole('heading', {
    level: 2,
  });
  await page.goto('/allService');
  const search = page.getByRole('searchbox', { name: 'Search places' });
  await search.pressSequentially('japn kyotto', { delay: 40 });
  await expect(page).toHaveURL('/allService?q=japn+kyotto');
  await expect(titles.first()).toHaveText('Kyoto, Japan');
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
  await main
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Kyoto, Japan', exact: true }) })
    .getByRole('link', { name: 'View Details' })
    .click();
  await expect(page).toHaveURL('/detail/kyoto-japan');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Kyoto, Japan');

  await page.goto('/allService?q=kyyottoo');
  await expect(main.getByText('No places match your search.')).toBeVisible();
  await expect(main.getByText('Did you mean kyoto?')).toBeVisible();
  await main.getByRole('link', { name: 'kyoto', exact: true }).click();
  await expect(page).toHaveURL('/allService?q=kyoto');
  await expect(titles).toHaveText(['Kyoto, Japan']);
}
