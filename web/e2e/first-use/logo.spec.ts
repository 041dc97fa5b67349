import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/fixtures.ts';

const logo = (page: Page) => page.getByRole('link', { name: 'Coaching Platform home' });

test('signed out, the logo leads to the landing page', async ({ page }) => {
  await page.goto('/login');
  await logo(page).click();
  await expect(page).toHaveURL(/\/$/);
});

for (const [who, home] of [
  ['client', /\/coaching$/],
  ['coach', /\/coach-dashboard$/],
] as const) {
  test(`signed in, the logo takes the demo ${who} home, not to the marketing page`, async ({ browser }) => {
    for (const width of [1280, 375]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await signIn(page, DEMO[who].email, DEMO[who].password);
      await expect(page).toHaveURL(home);
      await page.goto('/account');
      await expect(page.getByText('Account Management').first()).toBeVisible();
      await logo(page).click();
      await expect(page).toHaveURL(home);
      await page.screenshot({ path: test.info().outputPath(`logo-${who}-${width}.png`) });
      await context.close();
    }
  });
}
