import { expect, test, type APIRequestContext } from '@playwright/test';
import { coachedClient } from '../support/coached-client.ts';
import { apiLogin, expectNoSeriousA11yViolations, signIn } from '../support/fixtures.ts';
import { freshCoach } from '../support/fresh-coach.ts';
import { sessionInDays } from '../support/sessions.ts';

/** A client of a coach of the journey's own, with a session already booked. */
async function clientWithSession(request: APIRequestContext) {
  const coach = await freshCoach(request);
  const person = await coachedClient(request, `Nell${Date.now().toString(36).slice(-4)}`, coach);
  await sessionInDays(request, coach.token, (await apiLogin(request, person)).user.id, { days: 2 });
  return person;
}

// A client who already has a session still reaches the booking wizard by clicking (docs/web-app.md#navigation).
test.describe('the client navigation', () => {
  test('at 375 px one Menu reaches Book a session, the upcoming sessions and the directory', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const person = await clientWithSession(context.request);
    const page = await context.newPage();
    await signIn(page, person.email, person.password);
    await expect(page).toHaveURL(/\/coaching$/);

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Book a session' }).click();
    await expect(page).toHaveURL(/\/session-booking$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Upcoming sessions' }).click();
    await expect(page.getByRole('dialog', { name: 'Upcoming Sessions' })).toBeVisible();
    await expect(page).toHaveURL(/\/coaching$/);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Find a coach' }).click();
    await expect(page).toHaveURL(/\/coach-search$/);
    await page.screenshot({ path: test.info().outputPath('client-nav-375.png') });
    await context.close();
  });

  test('at 1280 px the places are links, and Sessions opens the booking wizard', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const person = await clientWithSession(context.request);
    const page = await context.newPage();
    await signIn(page, person.email, person.password);
    await expect(page).toHaveURL(/\/coaching$/);
    const nav = page.getByRole('list', { name: 'Client' });
    await expect(nav.getByRole('link', { name: 'Coaching' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    await nav.getByRole('button', { name: 'Sessions' }).click();
    await page.getByRole('menuitem', { name: 'Book a session' }).click();
    await expect(page).toHaveURL(/\/session-booking$/);
    await page.screenshot({ path: test.info().outputPath('client-nav-1280.png') });
    await nav.getByRole('link', { name: 'Subscription' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await context.close();
  });
});
