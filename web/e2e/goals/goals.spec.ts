import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from '../support/fixtures.ts';
import { coachedClient } from '../support/coached-client.ts';
import { freshCoach } from '../support/fresh-coach.ts';
import { expectToastShown, recordToasts } from '../support/toasts.ts';

const figure = (page: Page, label: string) => page.getByRole('region', { name: 'Progress' }).getByRole('group', { name: label });

test('a client sets a SMART goal and completes it: grade, badge toasts and progress change live, and the coach sees it all arrive', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const clientContext = await browser.newContext();
  const coachContext = await browser.newContext();
  const client = await clientContext.newPage();
  const coach = await coachContext.newPage();
  await recordToasts(client);
  const owner = await freshCoach(clientContext.request, 'Gwen');
  const person = await coachedClient(clientContext.request, `Gail${Date.now().toString(36).slice(-4)}`, owner);

  // The coach opens the new client's pane: no goals yet.
  await signIn(coach, owner.email, owner.password);
  await expect(coach).toHaveURL(/\/coach-dashboard/);
  await coach.goto('/coach-dashboard?tab=clients');
  await coach
    .getByRole('list', { name: 'Clients' })
    .getByRole('listitem')
    .filter({ hasText: person.firstName })
    .getByRole('button')
    .first()
    .click();
  const coachGoals = coach.getByRole('region', { name: 'SMART Goals' });
  await expect(coachGoals.getByText('No goals yet. Create your first goal!')).toBeVisible();

  await signIn(client, person.email, person.password);
  await expect(client).toHaveURL(/\/coaching$/);
  await expect(client.getByText('Connected').first()).toBeVisible();
  await expect(figure(client, 'Goals Completed')).toHaveText(/^0/);

  // Add a goal: the score follows the typing, from vague to strong.
  await client.getByRole('button', { name: 'New Goal' }).click();
  const dialog = client.getByRole('dialog', { name: 'Add a SMART goal' });
  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await dialog.getByLabel('Title').fill('get fit');
  await expect(dialog.getByLabel(/SMART grade F/)).toBeVisible();
  await dialog.getByLabel('Title').fill('Run 5 km three times a week until 1 March');
  await dialog.getByLabel('Category').selectOption('Health & Fitness');
  await expect(dialog.getByLabel(/SMART grade [AB]/)).toBeVisible();
  await expectNoSeriousA11yViolations(client);
  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  await expectToastShown(client, 'Goal created!');

  const card = client.getByRole('region', { name: 'SMART Goals' }).getByRole('button', { name: /Run 5 km three times a week/ });
  await expect(card).toHaveAccessibleName(/0% done, grade [AB]/);
  // The first goal earns a badge, announced without a reload.
  await expectToastShown(client, 'Badge earned: Goal Setter');
  // The coach's view of the room shows the goal arrive.
  await expect(coachGoals.getByRole('button', { name: /Run 5 km three times a week/ })).toBeVisible();

  // Complete it: the card, the progress card and the coach's view follow.
  await card.click();
  const detail = client.getByRole('dialog', { name: /Run 5 km three times a week/ });
  await detail.getByRole('button', { name: '+25%' }).click();
  await expect(detail.getByText('25%', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(client);
  await detail.getByRole('button', { name: 'Complete', exact: true }).click();
  await expectToastShown(client, 'Goal completed!');
  await expectToastShown(client, 'Badge earned: Goal Getter');
  await client.keyboard.press('Escape');
  await expect(card).toHaveAccessibleName(/100% done/);
  await expect(figure(client, 'Goals Completed')).toHaveText(/^1/);
  await expect(figure(coach, 'Goals Completed')).toHaveText(/^1/);
  await expect(coachGoals.getByRole('button', { name: /Run 5 km three times a week/ })).toHaveAccessibleName(/100% done/);

  // The collection lists what was earned, with the date.
  await client.getByRole('button', { name: 'View badges' }).click();
  const collection = client.getByRole('dialog', { name: 'Badge collection' });
  await expect(collection.getByRole('list', { name: 'Earned badges' }).getByText('Goal Getter')).toBeVisible();
  await expect(collection.getByText(/^Earned /).first()).toBeVisible();
  await expectNoSeriousA11yViolations(client);

  await clientContext.close();
  await coachContext.close();
});

test("the AI coach's goal suggestion becomes a goal with Add Goal", async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await recordToasts(page);
  const person = await coachedClient(context.request, `Sam${Date.now().toString(36).slice(-4)}`, await freshCoach(context.request));
  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/coaching$/);
  await expect(page.getByText('Connected').first()).toBeVisible();
  const composer = page.getByRole('textbox', { name: 'Message', exact: true });
  await composer.fill('I want to read 20 books this year');
  await composer.press('Enter');
  const messages = page.getByRole('region', { name: 'Messages' });
  await messages.getByRole('button', { name: 'Add Goal' }).last().click({ timeout: 15_000 });
  await expectToastShown(page, 'Goal created!');
  await expect(messages.getByText('Goal added')).toBeVisible();
  await expect(page.getByRole('region', { name: 'SMART Goals' }).getByRole('button', { name: /20 books/i })).toBeVisible();
  await context.close();
});
