import { expect, test } from '@playwright/test';
import { signIn } from '../support/fixtures.ts';
import { coachedClient } from '../support/coached-client.ts';
import { freshCoach } from '../support/fresh-coach.ts';

test('a client message gets an AI reply and reaches the coach live; the coach answers and the client sees it', async ({ browser }) => {
  // Two browsers, each signing in and loading its page: a margin over the default 45 s on a loaded 2-core machine.
  test.setTimeout(90_000);
  const clientContext = await browser.newContext();
  const coachContext = await browser.newContext();
  const ownCoach = await freshCoach(coachContext.request, 'Casey', 'Coach');
  const person = await coachedClient(clientContext.request, `Jordan${Date.now().toString(36).slice(-4)}`, ownCoach, 'Client');
  const client = await clientContext.newPage();
  const coach = await coachContext.newPage();

  await signIn(coach, ownCoach.email, ownCoach.password);
  // The sign-in must land before navigating on, or the page loads without the token.
  await expect(coach).toHaveURL(/\/coach-dashboard/);
  await coach.goto('/coach-dashboard?tab=clients');
  const row = coach
    .getByRole('list', { name: 'Clients' })
    .getByRole('listitem')
    .filter({ hasText: `${person.firstName} ${person.lastName}` });
  await expect(row).toBeVisible();

  await signIn(client, person.email, person.password);
  await expect(client).toHaveURL(/\/coaching$/);
  await expect(client.getByText('Connected').first()).toBeVisible();
  const note = `I want to run a 5k by spring ${Date.now().toString(36)}`;
  const composer = client.getByRole('textbox', { name: 'Message', exact: true });
  await composer.fill(note);
  await composer.press('Enter');
  const messages = client.getByRole('region', { name: 'Messages' });
  await expect(messages.getByText(note)).toBeVisible();
  // The built-in AI coach answers without a reload, with a goal suggestion card.
  await expect(messages.getByRole('button', { name: 'Add Goal' }).last()).toBeVisible({ timeout: 15_000 });

  // The coach's list shows the unread badge and preview arrive live.
  await expect(row.getByLabel(/unread/)).toBeVisible();
  await row.getByRole('button').first().click();
  const pane = coach.getByRole('region', { name: 'Messages' });
  await expect(pane.getByText(note)).toBeVisible();
  // It opens at the first unread (the AI coach's welcome), so the AI's reply is below: read so far,
  // the badge keeps that one; jumping to it reads the rest.
  await expect(row.getByLabel('1 unread')).toBeVisible();
  await coach.getByRole('button', { name: 'Jump to 1 new message' }).click();
  await expect(row.getByLabel(/unread/)).toBeHidden();

  const answer = `Great goal, let's plan it ${Date.now().toString(36)}`;
  await coach.getByRole('textbox', { name: 'Message', exact: true }).fill(answer);
  await coach.getByRole('textbox', { name: 'Message', exact: true }).press('Enter');
  await expect(messages.getByText(answer)).toBeVisible();

  await clientContext.close();
  await coachContext.close();
});
