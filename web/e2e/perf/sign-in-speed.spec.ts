import { expect, test } from '@playwright/test';
import { freshCoach } from '../support/fresh-coach.ts';

// After Sign In the coach once waited 3.4 s behind "Loading coach dashboard..." while the
// coach pages' code, then their data, loaded one after the other. The code now loads while the
// person types, and the dashboard's data is asked for as soon as the sign-in is answered.
test('a coach signing in: the dashboard code loads while typing, and the dashboard paints soon after Sign In', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const coach = await freshCoach(context.request, 'Casey', 'Coach');
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const beforeTyping = scripts.length;

  await page.locator('input[name=email]').fill(coach.email);
  await page.locator('input[name=password]').fill(coach.password);
  // Typing fetched the signed-in groups' chunks (the ones /login itself never loads).
  await expect.poll(() => scripts.length).toBeGreaterThan(beforeTyping);
  await page.waitForLoadState('networkidle');
  const loadedWhileTyping = scripts.length;

  const start = Date.now();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Casey' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your figures' })).toHaveAttribute('aria-busy', 'false');
  const painted = Date.now() - start;
  test.info().annotations.push({ type: 'sign-in to painted dashboard (ms)', description: String(painted) });
  console.log(`sign-in to painted coach dashboard: ${painted} ms`);
  // No page code was left to fetch after Sign In, only the lazy parts of the page itself.
  expect(scripts.slice(loadedWhileTyping).filter((p) => /\/assets\/(coach|client)-/.test(p))).toEqual([]);
  await context.close();
});
