import { expect, test, type Page } from '@playwright/test';

/** How long the open dialog's entrance animation runs, in ms. */
const dialogAnimationMs = async (page: Page) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Pricing' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog.evaluate((el) => parseFloat(getComputedStyle(el).animationDuration) * 1000);
};

test.describe('with reduced motion asked for', () => {
  test.use({ reducedMotion: 'reduce' });
  test('a dialog appears without its animation', async ({ page }) => {
    expect(await dialogAnimationMs(page)).toBeLessThan(1);
  });
});

test.describe('without', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('a dialog animates in', async ({ page }) => {
    expect(await dialogAnimationMs(page)).toBeGreaterThanOrEqual(100);
  });
});
