import { expect, test } from '@playwright/test';
import { CALENDAR_FEED_TEXT as T } from '@coach/contract';
import { expectNoSeriousA11yViolations, registerCustomer, signIn } from '../support/fixtures.ts';

/** The feed's path: the page shows the full address under PUBLIC_URL, the test asks its own server. */
const pathOf = (url: string) => new URL(url).pathname;

for (const width of [375, 1280]) {
  test(`account at ${width} px: the calendar feed address is shown, serves iCalendar, and a new link kills the old one`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 812 });
    const user = await registerCustomer(page.request, { verified: true });
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/coaching$/);
    await page.goto('/account');
    await page.getByRole('button', { name: T.TITLE }).click();

    const field = page.getByLabel(T.URL_LABEL);
    await expect(field).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(field).toHaveAttribute('readonly', '');
    await expect(page.getByText(T.INTRO)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the account page at ${width} px is wider than the window`).toBeLessThanOrEqual(0);
    await field.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/account/calendar-feed-${width}.png`, animations: 'disabled' });

    const old = await field.inputValue();
    const feed = await page.request.get(pathOf(old));
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    expect(await feed.text()).toContain('METHOD:PUBLISH');

    await page.getByRole('button', { name: T.RENEW }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText(T.RENEW_BODY)).toBeVisible();
    await dialog.getByRole('button', { name: T.RENEW_CONFIRM }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(T.RENEWED).first()).toBeVisible();
    await expect(field).not.toHaveValue(old);
    const renewed = await field.inputValue();
    expect((await page.request.get(pathOf(old))).status()).toBe(404);
    expect((await page.request.get(pathOf(renewed))).status()).toBe(200);
  });
}
