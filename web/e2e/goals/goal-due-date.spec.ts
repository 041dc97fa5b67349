import { expect, test } from '@playwright/test';
import { signIn } from '../support/fixtures.ts';
import { coachedClient } from '../support/coached-client.ts';
import { freshCoach } from '../support/fresh-coach.ts';

for (const width of [375, 1280]) {
  test(`at ${width} px the AI coach's 'next 4 weeks' becomes the added goal's due date`, async ({ browser }) => {
    test.setTimeout(60_000);
    // The client's zone, far from UTC: the due date is counted in it.
    const context = await browser.newContext({ viewport: { width, height: 812 }, timezoneId: 'Pacific/Kiritimati' });
    const page = await context.newPage();
    const person = await coachedClient(context.request, `Dee${Date.now().toString(36).slice(-4)}`, await freshCoach(context.request));
    // As the intake in this browser would have kept it (the API-made client has the default zone).
    const login = await context.request.post('/api/auth/login', { data: { email: person.email, password: person.password } });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const zone = await context.request.put('/api/account/profile', {
      data: { timeZone: 'Pacific/Kiritimati' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(zone.status()).toBe(200);
    await signIn(page, person.email, person.password);
    await expect(page).toHaveURL(/\/coaching$/);
    const composer = page.getByRole('textbox', { name: 'Message', exact: true });
    await expect(composer).toBeEditable();
    await composer.fill('I want to run a 5k');
    await composer.press('Enter');

    const messages = page.getByRole('region', { name: 'Messages' });
    const card = messages.getByText('Suggested goal').last().locator('..');
    await expect(card).toContainText('the next 4 weeks', { timeout: 15_000 });
    const due = new Date(Date.now() + 28 * 86_400_000);
    const dueText = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Pacific/Kiritimati' }).format(due);
    await expect(card).toContainText(`Due ${dueText}`);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`goal-due-${width}.png`), animations: 'disabled' });

    await messages.getByRole('button', { name: 'Add Goal' }).last().click();
    await expect(messages.getByText('Goal added')).toBeVisible();
    const goals = page.getByRole('region', { name: 'SMART Goals' });
    if (!(await goals.isVisible())) await page.getByRole('tab', { name: /Goals/ }).click();
    await goals.getByRole('button', { name: /5k/i }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(dueText);
    await expect(dialog).not.toContainText('No due date');
    await page.screenshot({ path: test.info().outputPath(`goal-due-dialog-${width}.png`), animations: 'disabled' });
    await context.close();
  });
}
