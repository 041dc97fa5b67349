import { expect, test } from '@playwright/test';
import { PHONE_INVALID } from '@coach/contract';
import { registerCustomer, signIn } from '../support/fixtures.ts';

for (const width of [375, 1280]) {
  test(`account at ${width} px: a phone that is not one is refused in place, a real one is kept; every country is offered, the spec's four first`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 812 });
    const user = await registerCustomer(page.request, { verified: true });
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/coaching$/);
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Account Management' })).toBeVisible();

    const countries = page.locator('select[name=country] option');
    await expect(countries).toHaveCount(250); // 'Select a country' and 249 countries
    expect((await countries.allTextContents()).slice(1, 5)).toEqual(['United States', 'Canada', 'United Kingdom', 'Australia']);
    await page.locator('select[name=country]').selectOption({ label: 'Portugal' });

    const phone = page.locator('input[name=phone]');
    await phone.fill('abc');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(PHONE_INVALID)).toBeVisible();
    await expect(phone).toBeFocused();
    await phone.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`account-phone-${width}.png`), animations: 'disabled' });

    await phone.fill('+351 21 000 0000');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Profile updated').first()).toBeVisible();
    await page.reload();
    await expect(phone).toHaveValue('+351 21 000 0000');
    // Pronouns now live in Coaching Preferences (account/coaching-preferences.spec.ts).
    await expect(page.locator('select[name=country]')).toHaveValue('PT');
  });
}
