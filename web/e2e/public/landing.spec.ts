import { expect, test } from '@playwright/test';

test.describe('landing page', () => {
  test('the contact form sends, shows the answer and closes 2 s later', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Contact Us' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();

    // Every field is required.
    await dialog.getByRole('button', { name: /send/i }).click();
    await expect(dialog.getByText('Please fill in all fields')).toBeVisible();

    const unique = `E2E contact ${Date.now()}`;
    await dialog.locator('input[name=name]').fill('Pat Visitor');
    await dialog.locator('input[name=email]').fill('pat@example.test');
    await dialog.locator('select[name=inquiryType]').selectOption('Partnership');
    await dialog.locator('textarea[name=message]').fill(unique);
    await expect(dialog.getByText(`${unique.length}/2000`)).toBeVisible();
    await dialog.getByRole('button', { name: /send/i }).click();

    await expect(dialog.getByText("Thank you for your message. We'll get back to you soon.")).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 4000 });
  });

  test('Pricing shows the plan after the free trial; the hero leads to intake and coach registration', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Pricing' }).click();
    await expect(page.getByRole('dialog').getByText('after the 7-day free trial')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Start free trial' })).toHaveAttribute('href', '/intake');
    await page.getByRole('button', { name: 'Got it' }).click();
    await expect(page.getByRole('link', { name: 'Find Your Coach' })).toHaveAttribute('href', '/intake');
    await expect(page.getByRole('link', { name: 'Join as a Coach' })).toHaveAttribute('href', '/coach-registration');
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByText(/30 days/).first()).toBeVisible();
    await page.getByRole('link', { name: /back to home/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the theme choice survives a reload', async ({ page }) => {
    // The menu loads on first use and opens as it arrives, ready for a choice at once.
    const choose = async (name: string) => {
      await page.getByRole('button', { name: /change theme/i }).click();
      await page.getByRole('menuitemradio', { name }).click();
    };
    await page.goto('/');
    await choose('Dark');
    await expect(page.locator('html')).toHaveClass(/dark/);
    // Opened again on the same page, the menu still answers.
    await choose('Light');
    await expect(page.locator('html')).toHaveClass(/light/);
    await choose('Dark');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await choose('Light');
    await expect(page.locator('html')).toHaveClass(/light/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/light/);
  });
});
