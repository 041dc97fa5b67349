import { expect, test } from '@playwright/test';
import { DEMO, signIn, uniqueEmail } from '../support/fixtures.ts';

test('a coach with more invites than a page sees the first 50, loads the rest with Load more, and the tiles count them all', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/auth/login', { data: { email: DEMO.coach.email, password: DEMO.coach.password } });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  for (const n of [50, 5]) {
    const sent = await request.post('/api/invites/send', {
      data: { emails: Array.from({ length: n }, () => uniqueEmail('paged')), personalMessage: null },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  await signIn(page, DEMO.coach.email, DEMO.coach.password);
  await expect(page).toHaveURL(/\/coach-dashboard/);
  await page.goto('/coach/invites');
  const total = page.getByRole('button', { name: /Total Sent/ });
  await expect(total).toBeVisible();
  const all = Number((await total.textContent())!.replace(/\D/g, ''));
  expect(all).toBeGreaterThanOrEqual(55);
  // The table shows one page; the tiles count every invite.
  const rows = page.getByRole('row').filter({ hasText: '@' });
  await expect(rows).toHaveCount(50);
  const showing = page.getByText(`Showing 50 of ${all} invitations`);
  await showing.scrollIntoViewIfNeeded();
  await expect(showing).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('invites-page-end.png'), animations: 'disabled' });
  // Under a tab, the page says the filter sees only what is loaded so far.
  await page.getByRole('tab', { name: 'Pending' }).click();
  await expect(page.getByText(/look only at those loaded so far/)).toBeVisible();
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(page.getByText(/look only at those loaded so far/)).toBeHidden();

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(Math.min(all, 100));
  await expect(total).toContainText(String(all));
  if (all <= 100) await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();
});
