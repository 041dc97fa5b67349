import { expect, test, type Page } from '@playwright/test';
import { addGoal, clientRoom } from '../support/chat.ts';
import { coachedClient } from '../support/coached-client.ts';
import { apiLogin, registerCustomer, signIn } from '../support/fixtures.ts';
import { freshCoach } from '../support/fresh-coach.ts';
import { sessionInDays } from '../support/sessions.ts';

/**
 * WCAG 2.5.8 (target size, minimum): on a phone every control a finger presses is at least 24 px
 * high and wide. Before this check "View All Sessions" was 18 px high, "View plans" and "Find a
 * human coach" 16 px, and the footer's links 21 px.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, [role=button], [role=link], [role=tab], [role=checkbox], [role=switch], input:not([type=hidden]), select, textarea',
    );
    const small: string[] = [];
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // What a person cannot see or press: hidden, off-screen (the skip link until focused), or a
      // visually hidden input whose visible control is its label.
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || box.bottom < 0 || box.right < 0) continue;
      if (el instanceof HTMLInputElement && (box.width <= 1 || box.height <= 1)) continue;
      if (box.height < 24 || box.width < 24) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 40);
        small.push(`${name} (${Math.round(box.width)}x${Math.round(box.height)})`);
      }
    }
    return small;
  });
}

test.use({ viewport: { width: 375, height: 812 } });

test('a new client on the phone: every control of the coaching page is at least 24 px', async ({ page, request }) => {
  const client = await registerCustomer(request, { verified: true });
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/coaching$/);
  // A client in the free trial without a coach: the plans link and the directory's are on the page.
  await expect(page.getByRole('link', { name: 'View plans' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find a human coach' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View All Sessions' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('coaching-new-client-375.png') });
  expect(await smallTargets(page)).toEqual([]);
});

test('a coached client on the phone: the coaching page and a page with the footer', async ({ page }) => {
  // A client with a coach, a session ahead and a goal: the coaching page has their controls too.
  const coach = await freshCoach(page.request);
  const person = await coachedClient(page.request, `Tia${Date.now().toString(36).slice(-4)}`, coach);
  const client = await apiLogin(page.request, person);
  await sessionInDays(page.request, coach.token, client.user.id, { days: 2 });
  await addGoal(page.request, client.token, await clientRoom(page.request, client.token), 'Walk 20 minutes every morning');
  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/coaching$/);
  await expect(page.getByRole('button', { name: 'View All Sessions' })).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
  await page.goto('/account');
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
});

test('signed out on the phone: the landing and sign-in pages', async ({ page }) => {
  for (const path of ['/', '/login', '/terms']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Terms of Service' }).last()).toBeVisible();
    expect(await smallTargets(page), path).toEqual([]);
  }
});
