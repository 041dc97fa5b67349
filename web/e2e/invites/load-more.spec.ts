import { expect, test } from '@playwright/test';
import { signIn, uniqueEmail } from '../support/fixtures.ts';
import { freshCoach } from '../support/fresh-coach.ts';

test('a coach with more invites than a page sees the first 50, finds older ones by tab and search, loads the rest with Load more', async ({
  page,
  request,
}) => {
  // A coach of its own: the list holds this journey's invites alone.
  const coach = await freshCoach(request);
  const { token } = coach;
  // Sent first, so more than a page of newer invites hides it from the first page.
  const oldest = uniqueEmail('oldest');
  for (const emails of [
    [oldest],
    Array.from({ length: 50 }, () => uniqueEmail('paged')),
    Array.from({ length: 5 }, () => uniqueEmail('paged')),
  ]) {
    const sent = await request.post('/api/invites/send', {
      data: { emails, personalMessage: null },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  await signIn(page, coach.email, coach.password);
  await expect(page).toHaveURL(/\/coach-dashboard/);
  await page.goto('/coach/invites');
  const total = page.getByRole('button', { name: /Total Sent/ });
  // A coach of its own has exactly these invites.
  await expect(total).toContainText('56');
  const all = Number((await total.textContent())!.replace(/\D/g, ''));
  expect(all).toBe(56);
  // The table shows one page; the tiles count every invite.
  const rows = page.getByRole('row').filter({ hasText: '@' });
  await expect(rows).toHaveCount(50);
  const showing = page.getByText(`Showing 50 of ${all} invitations`);
  await showing.scrollIntoViewIfNeeded();
  await expect(showing).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('invites-page-end.png'), animations: 'disabled' });
  await expect(rows.filter({ hasText: oldest })).toHaveCount(0);
  // The search and the tabs ask the server, so they reach invites that are not loaded.
  const search = page.getByLabel('Search by email or name');
  await search.fill(oldest.split('@')[0]!.toUpperCase());
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(oldest);
  await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();
  await search.fill('');
  const pendingCount = Number((await page.getByRole('button', { name: /^Pending/ }).textContent())!.replace(/\D/g, ''));
  await page.getByRole('tab', { name: 'Pending' }).click();
  await expect(page.getByText(`Showing 50 of ${pendingCount} invitations`)).toBeVisible();
  await expect(rows).toHaveCount(50);
  await expect(page.getByText(/loaded so far/)).toHaveCount(0);
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(showing).toBeVisible();

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(Math.min(all, 100));
  await expect(total).toContainText(String(all));
  if (all <= 100) await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();
});
