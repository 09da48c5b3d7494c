/** Manage Orders as an admin drives it in the e2e journeys. */
import type { Page } from 'playwright-core';
import { apiPaths } from '../../shared/api-paths';

/**
 * Searches Manage Orders (already open) for a buyer's e-mail and expands the first order found.
 * The unfiltered list (other tests' orders, some of the same books) stays on screen until the
 * search answers, so the toggle is taken only after that answer: one taken before could be another
 * order's row, replaced while it is clicked (a refund dialog that then never opened, once in CI).
 */
export async function expandFirstOrderOf(adminPage: Page, email: string): Promise<void> {
  const searched = adminPage.waitForResponse(
    (response) =>
      response.url().includes(apiPaths.getAdminOrders) && new URL(response.url()).searchParams.get('q') === email,
  );
  await adminPage.getByLabel('Search e-mail or order number').fill(email);
  await searched;
  const toggle = adminPage.getByRole('button', { name: /^Show details of order \d+$/ }).first();
  await toggle.waitFor();
  await toggle.click();
}
