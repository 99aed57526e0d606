import { expect, test } from '@playwright/test';
import { backOfficeTexts, logInStaffInBrowser } from './support/back-office';

const { en } = backOfficeTexts;
const backOffice = '/lantau/back_office';

test('a reload keeps the member of staff logged in, as it keeps a client', async ({ page, request }) => {
  await logInStaffInBrowser(page, request, backOffice, 'SUP4');
  await page
    .getByRole('navigation', { name: en.nav.label })
    .getByRole('link', { name: en.nav.audit })
    .click();
  await expect(page.getByRole('heading', { name: en.audit.title })).toBeVisible();

  // A reload on the page (the back office's chunk loads while the app is still opening its storage).
  await page.reload();
  await expect(page.getByTestId('staff-identity')).toContainText('SUP4');
  await expect(page.getByRole('heading', { name: en.audit.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: en.login.title })).toHaveCount(0);
  // The session still signs calls: the trail lists this very login.
  await expect(page.getByRole('table', { name: en.audit.title })).toContainText('SUP4');

  // And logging out still ends it, for reloads too.
  await page.getByRole('button', { name: en.logout }).click();
  await expect(page.getByRole('heading', { name: en.login.title })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: en.login.title })).toBeVisible();
});
