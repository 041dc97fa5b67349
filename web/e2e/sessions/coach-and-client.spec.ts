import { expect, test } from '@playwright/test';
import { DateTime } from 'luxon';
import { signIn } from '../support/fixtures.ts';
import { coachedClient } from '../support/coached-client.ts';
import { freshCoach } from '../support/fresh-coach.ts';
import { askForSession, coachWithOpenTimes, coachZone, pickNextWeeksFirstTime } from '../support/sessions.ts';
import { expectToastShown, recordToasts } from '../support/toasts.ts';

/**
 * One session seen from both sides, live: the client books in the chat, the coach's sessions page
 * and the dashboard's client row show it without a reload; the coach moves it and the client's header follows; the client cancels
 * and the coach's table follows. Nothing here reloads a page.
 */
test('a booking, a reschedule and a cancel reach the other side without a reload', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const coach = await freshCoach(request, 'Casey', 'Coach');
  await coachWithOpenTimes(request, coach);
  const timezone = await coachZone(request, coach.token);

  // Both browsers sit in the coach's zone, so a time typed by the coach reads the same for the client.
  const clientContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: timezone });
  const firstName = `Dee${Date.now().toString(36).slice(-4)}`;
  const person = await coachedClient(clientContext.request, firstName, coach);

  const coachContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: timezone });
  const table = await coachContext.newPage();
  await recordToasts(table);
  await signIn(table, coach.email, coach.password);
  await expect(table).toHaveURL(/\/coach-dashboard/);
  await table.goto(`/coach/sessions?search=${firstName}`);
  await expect(table.getByRole('searchbox')).toHaveValue(firstName);
  await expect(table.getByText('No sessions found')).toBeVisible();
  // The dashboard's Clients tab, open in another tab: the client's row counts their sessions.
  const dashboard = await coachContext.newPage();
  await dashboard.goto('/coach-dashboard?tab=clients');
  const clientRow = dashboard.getByRole('list', { name: 'Clients' }).getByRole('listitem').filter({ hasText: firstName });
  await expect(clientRow.getByText(/\b\d+ sessions?$/)).toHaveText('0 sessions');

  const page = await clientContext.newPage();
  await recordToasts(page);
  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/coaching$/);
  const header = page.getByTestId('next-session');
  await expect(header).toContainText('No upcoming sessions');
  const picker = await askForSession(page);
  const time = await pickNextWeeksFirstTime(picker);
  await page.getByRole('button', { name: 'Book Session' }).click();
  await expectToastShown(page, 'Session Booked!');
  await expect(header).toContainText(time);

  // The coach's page, open all along, shows the request.
  const row = table.getByRole('row').filter({ hasText: firstName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Scheduled');
  await expect(row).toContainText(time);
  await expect(clientRow.getByText(/\b\d+ sessions?$/)).toHaveText('1 session');

  // The coach moves it; the client's header follows.
  const moved = DateTime.now().setZone(timezone).plus({ days: 9 }).set({ hour: 7, minute: 15, second: 0, millisecond: 0 });
  await row.getByRole('button', { name: /^Actions for/ }).click();
  await table.getByRole('menuitem', { name: 'Reschedule' }).click();
  const reschedule = table.getByRole('dialog', { name: 'Reschedule Session' });
  await reschedule.getByLabel('New date').fill(moved.toISODate()!);
  await reschedule.getByLabel('New time').fill('07:15');
  await reschedule.getByRole('button', { name: 'Reschedule' }).click();
  await expect(reschedule).toBeHidden();
  await expectToastShown(table, 'Session updated');
  await expect(header).toContainText('7:15 AM');
  await expect(header).not.toContainText(time);

  // The client cancels; the coach's upcoming list lets it go, and the Cancelled filter shows why.
  await header.getByRole('button', { name: 'View All Sessions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upcoming Sessions' });
  await dialog.getByRole('listitem').getByRole('button', { name: 'Cancel Session' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel Session' });
  await confirm.getByLabel(/Reason/).selectOption('Schedule conflict');
  await confirm.getByRole('button', { name: 'Cancel Session' }).click();
  await expect(confirm).toBeHidden();
  await expect(header).toContainText('No upcoming sessions');
  await expect(table.getByText('No sessions found')).toBeVisible();
  await expect(clientRow.getByText(/\b\d+ sessions?$/)).toHaveText('0 sessions');
  await table.getByRole('combobox', { name: 'Status' }).selectOption('cancelled');
  await expect(row).toContainText('Cancelled');

  await clientContext.close();
  await coachContext.close();
});
