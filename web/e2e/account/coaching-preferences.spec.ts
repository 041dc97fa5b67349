import { expect, test } from '@playwright/test';
import { registerCustomer, signIn } from '../support/fixtures.ts';
import { checkBothWidths } from './widths.ts';

test('account: a client saves coaching preferences and finds them kept after a reload', async ({ browser }) => {
  // A verified sign-up, two axe scans and a reload: over a minute on a loaded 2-core machine.
  test.setTimeout(150_000);
  const context = await browser.newContext();
  const client = await registerCustomer(context.request, { verified: true });
  const page = await context.newPage();
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/coaching$/);

  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Account Management' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to Coaching/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Professional Information/ })).toHaveCount(0);
  await page.getByRole('button', { name: /Coaching Preferences/ }).click();
  const form = page.getByRole('form', { name: 'Coaching Preferences' });
  await form.getByLabel('Check-in frequency').selectOption('biweekly');
  await form.getByLabel('Preferred coaching style').selectOption('reflective');
  await form.getByLabel('Motivation level').selectOption('high');
  await form.getByLabel('Pronouns').fill('they/them');
  await form.locator('#satisfaction-career').fill('9');
  await form.getByRole('checkbox', { name: /Confidence/i }).check({ force: true });
  await form.getByLabel('Notes for your coach').fill('Mornings suit me best.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Coaching preferences saved').first()).toBeVisible();

  await checkBothWidths(page);

  await page.reload();
  await page.getByRole('button', { name: /Coaching Preferences/ }).click();
  const kept = page.getByRole('form', { name: 'Coaching Preferences' });
  await expect(kept.getByLabel('Check-in frequency')).toHaveValue('biweekly');
  await expect(kept.getByLabel('Preferred coaching style')).toHaveValue('reflective');
  await expect(kept.getByLabel('Motivation level')).toHaveValue('high');
  await expect(kept.getByLabel('Pronouns')).toHaveValue('they/them');
  await expect(kept.locator('#satisfaction-career')).toHaveValue('9');
  await expect(kept.getByRole('checkbox', { name: /Confidence/i })).toBeChecked();
  await expect(kept.getByLabel('Notes for your coach')).toHaveValue('Mornings suit me best.');
  await context.close();
});
