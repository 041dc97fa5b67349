import { expect, test } from '@playwright/test';
import { registerCustomer, signIn } from '../support/fixtures.ts';

test('account: personal information saves, and a password change signs out the other device only', async ({ browser }) => {
  // Two devices, four page loads and two sign-ins: 45 s was not enough on a loaded 2-core CI run.
  test.setTimeout(90_000);
  const here = await browser.newContext();
  const elsewhere = await browser.newContext();
  const user = await registerCustomer(here.request, { verified: true });
  const page = await here.newPage();
  const other = await elsewhere.newPage();
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/coaching$/);
  await signIn(other, user.email, user.password);
  await expect(other).toHaveURL(/\/coaching$/);

  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Account Management' })).toBeVisible();
  await page.locator('input[name=firstName]').fill('Robin');
  await page.locator('select[name=country]').selectOption('CA');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile updated').first()).toBeVisible();
  await page.reload();
  await expect(page.locator('input[name=firstName]')).toHaveValue('Robin');
  await expect(page.locator('select[name=country]')).toHaveValue('CA');
  // The other device follows the name change through the socket.
  await expect(other.getByRole('button', { name: /Account menu for Robin/ })).toBeVisible();

  await page.getByRole('button', { name: /Security/ }).click();
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Current password').fill(user.password);
  await dialog.getByLabel('New password', { exact: false }).first().fill('abcdefg');
  await dialog.getByLabel('Confirm new password').fill('abcdefg');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('New password must be at least 8 characters')).toBeVisible();

  await dialog.getByLabel('New password', { exact: false }).first().fill('a-much-better-password');
  await dialog.getByLabel('Confirm new password').fill('a-much-better-password');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog).toBeHidden();

  // The other device is signed out by the push; this tab keeps working with its fresh token.
  await expect(other).toHaveURL(/\/login$/, { timeout: 10_000 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account Management' })).toBeVisible();
  await signIn(other, user.email, 'a-much-better-password', { goto: false });
  await expect(other).toHaveURL(/\/coaching$/);
  await here.close();
  await elsewhere.close();
});
