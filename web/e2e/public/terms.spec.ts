import { expect, test } from '@playwright/test';

for (const width of [375, 1280]) {
  test(`the footer leads to a real Terms of Service page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 812 });
    await page.goto('/privacy');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Coaching is not therapy' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).first()).toHaveAttribute('href', '/privacy');
    // The footer link is clicked at the bottom of a page; the new page opens at its top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.screenshot({ path: test.info().outputPath(`terms-${width}.png`), animations: 'disabled' });
  });
}
