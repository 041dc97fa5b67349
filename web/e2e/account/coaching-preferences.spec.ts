import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { signIn } from '../support/fixtures.ts';
import { intakeClient } from '../support/intake-client.ts';
import { checkBothWidths } from './widths.ts';

const RATINGS = {
  physicalHealth: 2,
  mentalHealth: 4,
  workSchool: 3,
  finances: 5,
  relationships: 4,
  funHobbies: 1,
  personalGrowth: 4,
  overallLife: 3,
};

/** A verified client who answered the intake (its own call), as a new client does first. */
const answeredClient = (request: APIRequestContext) =>
  intakeClient(request, 'prefs', {
    firstName: 'Perry',
    lastName: 'Preferences',
    preferredName: null,
    pronouns: 'she/her',
    supportAreas: ['career', 'stress'],
    primaryFocus: 'career',
    motivationLevel: 4,
    satisfactionRatings: RATINGS,
    additionalNotes: 'Evenings suit me best.',
  });

/** The checked point of one 1-5 scale (a fieldset of radios named by its legend). */
const scale = (form: Locator, name: string) => form.getByRole('group', { name, exact: true });
const point = (form: Locator, name: string, n: number) => scale(form, name).getByRole('radio', { name: new RegExp(`^${n} out of 5`) });

test('account: coaching preferences start from the intake answers, and a save keeps the rest', async ({ browser }) => {
  // A verified sign-up, two axe scans and a reload: over a minute on a loaded 2-core machine.
  test.setTimeout(150_000);
  const context = await browser.newContext();
  const client = await answeredClient(context.request);
  const page = await context.newPage();
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/coaching$/);

  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Account Management' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to Coaching/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Professional Information/ })).toHaveCount(0);
  await page.getByRole('button', { name: /Coaching Preferences/ }).click();
  const form = page.getByRole('form', { name: 'Coaching Preferences' });

  // What the intake asked, on its own areas and 1-5 scale: motivation 4 of 5 reads 4.
  await expect(point(form, 'Motivation level', 4)).toBeChecked();
  await expect(point(form, 'Physical health', 2)).toBeChecked();
  await expect(point(form, 'Fun & hobbies', 1)).toBeChecked();
  await expect(scale(form, 'Career')).toHaveCount(0);
  await expect(form.getByLabel('Check-in frequency')).toHaveValue('weekly');
  await expect(form.getByLabel('Preferred coaching style')).toHaveValue('encouraging');
  await expect(form.getByLabel('Pronouns')).toHaveValue('she/her');
  await expect(form.getByRole('checkbox', { name: /Stress/i })).toBeChecked();
  await expect(form.getByLabel('Notes for your coach')).toHaveValue('Evenings suit me best.');

  await checkBothWidths(page);

  // Two changes; everything else stays the intake's.
  await point(form, 'Motivation level', 5).check({ force: true });
  await point(form, 'Work / school', 1).check({ force: true });
  await form.getByLabel('Preferred coaching style').selectOption('reflective');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Coaching preferences saved').first()).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: /Coaching Preferences/ }).click();
  const kept = page.getByRole('form', { name: 'Coaching Preferences' });
  await expect(point(kept, 'Motivation level', 5)).toBeChecked();
  await expect(point(kept, 'Work / school', 1)).toBeChecked();
  await expect(kept.getByLabel('Preferred coaching style')).toHaveValue('reflective');
  await expect(point(kept, 'Physical health', 2)).toBeChecked();
  await expect(point(kept, 'Finances', 5)).toBeChecked();
  await expect(kept.getByLabel('Check-in frequency')).toHaveValue('weekly');
  await expect(kept.getByRole('checkbox', { name: /Career/i })).toBeChecked();
  await expect(kept.getByLabel('Notes for your coach')).toHaveValue('Evenings suit me best.');
  await context.close();
});
