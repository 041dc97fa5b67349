import { expect, test, type Page } from '@playwright/test';
import { coachedClient } from '../support/coached-client.ts';
import { signIn } from '../support/fixtures.ts';
import { freshCoach } from '../support/fresh-coach.ts';

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
  test(`signed in, the logo takes a ${who} home, not to the marketing page`, async ({ browser, request }) => {
    const coach = await freshCoach(request);
    const user = who === 'coach' ? coach : await coachedClient(request, `Lou${Date.now().toString(36).slice(-4)}`, coach);
    for (const width of [1280, 375]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await signIn(page, user.email, user.password);
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

/** WCAG's contrast ratio of two 'rgb(r, g, b)' colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = rgb
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((v) => {
        const c = Number(v) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

test('the logo badge reads at 4.5:1 or more in the light and the dark theme (it was 3.74:1)', async ({ page }) => {
  await page.goto('/');
  for (const theme of ['Light', 'Dark']) {
    await page.getByRole('button', { name: /change theme/i }).click();
    await page.getByRole('menuitemradio', { name: theme }).click();
    await expect(page.locator('html')).toHaveClass(new RegExp(theme.toLowerCase()));
    const badge = logo(page).getByText('C', { exact: true });
    const { color, background } = await badge.evaluate((el) => ({
      color: getComputedStyle(el).color,
      background: getComputedStyle(el).backgroundColor,
    }));
    expect(contrast(color, background), `${theme}: ${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
  }
});
