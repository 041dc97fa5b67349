import { expect, test } from '@playwright/test';
import { BILLING_UI, DEV_BILLING_NOTICE } from '@coach/contract';
import { expectNoSeriousA11yViolations, registerCustomer, signIn } from '../support/fixtures.ts';
import { expectToastShown, recordToasts } from '../support/toasts.ts';
import { endTrial } from '../support/billing.ts';

// The e2e server runs dev billing (no STRIPE_*): the local checkout and portal pages, whose
// signed events go through the same webhook handler as Stripe's.
test.describe('billing @postgres', () => {
  test('a client whose trial ended subscribes through dev billing, and every tab opens coaching by itself', async ({ context }) => {
    test.setTimeout(90_000);
    const user = await registerCustomer(context.request, { verified: true });
    await endTrial(user.email);

    const tab = await context.newPage();
    await recordToasts(tab);
    await signIn(tab, user.email, user.password);
    await expect(tab).toHaveURL(/\/coaching$/);
    await expect(tab.getByRole('heading', { name: 'Your free trial has ended' })).toBeVisible();
    // A second tab of the same browser, left on the Trial Expired screen.
    const other = await context.newPage();
    await other.goto('/coaching');
    await expect(other.getByRole('heading', { name: 'Your free trial has ended' })).toBeVisible();

    await tab.getByRole('link', { name: 'View Subscription Plans' }).click();
    await expect(tab).toHaveURL(/\/subscription$/);
    await expect(tab.getByRole('heading', { name: BILLING_UI.TITLE })).toBeVisible();
    await expect(tab.getByText('Most popular')).toBeVisible();
    await expect(tab.getByText(DEV_BILLING_NOTICE).first()).toBeVisible();
    await expectNoSeriousA11yViolations(tab);
    await tab.getByRole('button', { name: 'Subscribe to Individual' }).click();

    // The local checkout page, clearly marked.
    await expect(tab).toHaveURL(/\/dev-billing\/checkout\/cs_dev_/);
    await expect(tab.getByText(DEV_BILLING_NOTICE).first()).toBeVisible();
    await expect(tab.getByText(user.email)).toBeVisible();
    await expectNoSeriousA11yViolations(tab);
    await tab.getByRole('button', { name: 'Subscribe', exact: true }).click();

    // Back with the welcome toast, and the address cleared.
    await expect(tab).toHaveURL(/\/subscription$/);
    await expectToastShown(tab, BILLING_UI.WELCOME_TOAST);
    await expect(tab.getByText(/Next billing date/).first()).toBeVisible();
    await expect(
      tab
        .getByRole('link', { name: /View invoice|Download invoice/ })
        .or(tab.getByRole('cell', { name: /\$9\.00/ }))
        .first(),
    ).toBeVisible();

    // The other tab left Trial Expired without a reload: the push opened coaching there.
    await expect(other.getByRole('heading', { name: 'Your free trial has ended' })).toBeHidden();
    const banner = other.getByTestId('subscription-banner');
    await expect(banner).toContainText(/Next billing date: \w+/);

    await tab
      .getByRole('link', { name: /Back/ })
      .or(tab.getByRole('button', { name: /Back/ }))
      .first()
      .click();
    await expect(tab).toHaveURL(/\/coaching$/);
    await expect(tab.getByTestId('subscription-banner')).toContainText(/Next billing date/);
  });

  test('a subscriber cancels at the period end, then resumes', async ({ context }) => {
    test.setTimeout(90_000);
    const user = await registerCustomer(context.request, { verified: true });
    await endTrial(user.email);
    const page = await context.newPage();
    await recordToasts(page);
    await signIn(page, user.email, user.password);
    await expect(page.getByRole('heading', { name: 'Your free trial has ended' })).toBeVisible();
    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Subscribe to Individual' }).click();
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByText(/Next billing date/).first()).toBeVisible();

    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(BILLING_UI.CANCEL_CONFIRM);
    await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
    await expectToastShown(page, BILLING_UI.CANCELLED_TOAST);
    await expect(page.getByText(/Ends on/).first()).toBeVisible();
    const resume = page.getByRole('button', { name: 'Resume subscription' });
    await expect(resume).toBeVisible();
    // Still a subscriber until the period ends.
    await page.goto('/coaching');
    await expect(page.getByTestId('subscription-banner')).toContainText(/ends on/i);

    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Resume subscription' }).click();
    await expectToastShown(page, BILLING_UI.RESUMED_TOAST);
    await expect(page.getByText(/Next billing date/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  });
});
