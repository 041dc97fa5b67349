import { expect, test } from '@playwright/test';
import { clientRoom, sendMessage } from '../support/chat.ts';
import { coachedClient } from '../support/coached-client.ts';
import { apiLogin, signIn } from '../support/fixtures.ts';
import { freshCoach } from '../support/fresh-coach.ts';

for (const width of [1280, 375]) {
  test(`at ${width} px a client row says its day streak in words, and the AI level is offered once`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    // A coach of the journey's own with one client, who wrote today: a streak of their own.
    const coach = await freshCoach(context.request);
    const person = await coachedClient(context.request, `Rae${Date.now().toString(36).slice(-4)}`, coach);
    const { token } = await apiLogin(context.request, person);
    await sendMessage(context.request, token, await clientRoom(context.request, token), 'Morning walk done, 20 minutes.');
    const page = await context.newPage();
    await signIn(page, coach.email, coach.password);
    await expect(page).toHaveURL(/\/coach-dashboard$/);
    await page.goto('/coach-dashboard?tab=clients');
    const row = page.getByRole('list', { name: 'Clients' }).getByRole('listitem').first();
    // Not a bare '🔥 0': the chip reads 'N-day streak'.
    await expect(row.getByText(/\b\d+-day streak$/)).toBeVisible();
    // Every width has the row menu (Schedule Session); the level is in it on narrow screens only.
    await row.getByRole('button', { name: /^Options for / }).click();
    await expect(page.getByRole('menuitem', { name: 'Schedule Session' })).toBeVisible();
    if (width >= 768) {
      // Wide: the list and the pane side by side; the pane's select is the one place for the level.
      await expect(page.getByRole('menuitemradio')).toHaveCount(0);
    } else {
      await expect(page.getByRole('menuitemradio').first()).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await page.screenshot({ path: test.info().outputPath(`clients-list-${width}.png`) });
    await row.getByRole('button').first().click();
    await expect(page.getByRole('combobox', { name: 'AI Coaching Level' })).toHaveCount(1);
    await expect(page.getByRole('combobox', { name: 'AI Coaching Level' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`clients-pane-${width}.png`) });
    await context.close();
  });
}
