import { expect, test } from '@playwright/test';
import { codeIn, registerCustomer, signIn, waitForEmail } from '../support/fixtures.ts';

test('a new account verifies its email with the code from the outbox', async ({ page, request }) => {
  const user = await registerCustomer(request);
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText(user.email)).toBeVisible();

  // Unverified users cannot reach guarded pages.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/verify-email$/);

  const code = codeIn((await waitForEmail(request, user.email, /verification/i)).text);
  const wrong = code === '000000' ? '111111' : '000000';
  const input = page.locator('input[name=code]');
  await input.fill(wrong);
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByText('Invalid verification code.').first()).toBeVisible();
  await expect(page.getByText(/2 attempts remaining/i)).toBeVisible();

  await input.fill(code);
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page).toHaveURL(/\/coaching$/);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Account Management' })).toBeVisible();
});
