import { expect, test, type Locator, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { apiLogin, expectNoSeriousA11yViolations, signIn } from '../support/fixtures.ts';
import { coachedClient } from '../support/coached-client.ts';
import { freshCoach } from '../support/fresh-coach.ts';
import { coachWithOpenTimes, coachZone, sessionInDays } from '../support/sessions.ts';
import { expectToastShown, recordToasts } from '../support/toasts.ts';

/** Screenshots to look at: in SCREENSHOT_DIR when given (test-results is emptied by every run), else the test's output. */
const shot = (name: string) => (process.env.SCREENSHOT_DIR ? `${process.env.SCREENSHOT_DIR}/${name}` : test.info().outputPath(name));

/** The calendar's name for a session at this time: other sessions may be on that day too. */
const sessionAt = (at: DateTime) => new RegExp(`^${at.toFormat('h:mm a', { locale: 'en-US' })} .*Session with`);

/** Drags with the mouse from the middle of one element to the middle of another, in small steps as a hand would. */
async function drag(page: Page, from: Locator, to: Locator, { toTop = false } = {}) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + 3);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, toTop ? b.y + 3 : b.y + b.height - 3, { steps: 12 });
  await page.mouse.up();
}

test('the coach sets availability: presets, a drag, the keyboard form, removal, booking rules and a session', async ({ page }) => {
  // Seven axe scans of a week calendar at two widths: beside the second worker it takes over two minutes.
  test.setTimeout(240_000);
  await recordToasts(page);
  // A coach of this journey's own, with a client and the business hours a practice starts with.
  const coach = await freshCoach(page.request, 'Casey', 'Coach');
  const person = await coachedClient(page.request, `Avi${Date.now().toString(36).slice(-4)}`, coach);
  const clientId = (await apiLogin(page.request, person)).user.id;
  await coachWithOpenTimes(page.request, coach);
  const booked = sessionAt(await sessionInDays(page.request, coach.token, clientId));
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, coach.email, coach.password);
  await expect(page).toHaveURL(/\/coach-dashboard/);
  await page.getByRole('tab', { name: 'Availability' }).click();
  const panel = page.getByRole('region', { name: 'Manage Your Availability' });
  await expect(panel.getByText(/Time zone:/)).toBeVisible();

  // Start from nothing: the business hours go.
  const clearAll = panel.getByRole('button', { name: 'Clear All' });
  await clearAll.click();
  await page.getByRole('alertdialog', { name: 'Clear all availability?' }).getByRole('button', { name: 'Clear All' }).click();
  await expectToastShown(page, 'All availability patterns cleared');
  await expect(panel.getByText('No availability set for this time range')).toBeVisible();
  await expect(clearAll).toBeDisabled();

  // A preset: Monday to Friday, 09:00-17:00, on each weekday of the week.
  await panel.getByRole('button', { name: /Business hours/ }).click();
  await expectToastShown(page, 'Business hours added');
  await expect(panel.getByRole('button', { name: /Recurring availability/ })).toHaveCount(5);
  await expect(panel.getByText(/^1 pattern · 5 time slots in view/)).toBeVisible();
  await expect(panel.getByText('No availability set for this time range')).toHaveCount(0);

  // A drag across two days of the month is refused; within one day of the day view it makes a weekly pattern.
  await panel.getByRole('button', { name: 'Month', exact: true }).click();
  await drag(
    page,
    panel.locator('.rbc-month-row').nth(1).locator('.rbc-day-bg').nth(1),
    panel.locator('.rbc-month-row').nth(1).locator('.rbc-day-bg').nth(3),
  );
  await expectToastShown(page, 'Please select a time range within a single day.');
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole('button', { name: 'Day', exact: true }).click();
  await panel.getByRole('button', { name: 'Next' }).click();
  const hours = panel.locator('.rbc-day-slot').first().locator('.rbc-timeslot-group');
  // 06:00 is the first hour: from 07:00 to the end of 08:00.
  await drag(page, hours.nth(1), hours.nth(2));
  await expectToastShown(page, 'Recurring availability created');
  await expect(panel.getByText(/^2 patterns/)).toBeVisible();

  // Tomorrow's session: its details, notes, and the way to the session manager.
  await panel.getByRole('button', { name: booked }).click();
  const details = page.getByRole('dialog', { name: 'Session Details' });
  await expect(details.getByText('Plan the spring launch')).toBeVisible();
  await expect(details.getByText('60 minutes')).toBeVisible();
  await expect(details.getByText('Video', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await details.getByRole('button', { name: 'Session Notes' }).click();
  const notes = page.getByRole('dialog', { name: 'Session Notes' });
  await notes.getByLabel('Private notes').fill('Bring the launch plan draft.');
  await notes.getByRole('button', { name: 'Save Notes' }).click();
  await expectToastShown(page, 'Notes saved');
  await expect(notes).toBeHidden();

  // The keyboard's way: a one-time block through the form, then removed from the agenda with Enter.
  const add = panel.getByRole('button', { name: 'Add availability' });
  await add.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Add availability' });
  await form.getByRole('button', { name: 'One-Time' }).focus();
  await page.keyboard.press('Space');
  await expect(form.getByRole('button', { name: 'One-Time' })).toHaveAttribute('aria-pressed', 'true');
  await expect(form.getByLabel('Date')).not.toHaveValue('');
  await form.getByLabel('Start').selectOption('18:00');
  await form.getByLabel('End').selectOption('17:00');
  await form.getByRole('button', { name: 'Add availability' }).click();
  await expect(form.getByText('The end time must be after the start time, on the same day.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await form.getByLabel('End').selectOption('20:30');
  await page.keyboard.press('Enter');
  await expectToastShown(page, 'One-time availability created');
  await panel.getByRole('button', { name: 'Agenda', exact: true }).click();
  const oneTime = panel.getByRole('button', { name: 'One-time availability' });
  await expect(oneTime).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await oneTime.focus();
  await page.keyboard.press('Enter');
  const remove = page.getByRole('alertdialog', { name: 'Remove this one-time block?' });
  await expect(remove.getByText(/18:00–20:30/)).toBeVisible();
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expectToastShown(page, 'One-time block removed');
  await expect(oneTime).toHaveCount(0);

  // A booking rule, kept after a reload.
  const rules = page.getByRole('region', { name: 'Booking rules' });
  await rules.getByLabel('Buffer between sessions').selectOption({ label: '15 minutes' });
  await rules.getByRole('button', { name: 'Save rules' }).click();
  await expectToastShown(page, 'Booking rules saved');

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Booking rules' }).getByLabel('Buffer between sessions')).toHaveValue('15');
    await expect(panel.locator('.rbc-time-view, .rbc-month-view, .rbc-agenda-view')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the tab at ${width} px is wider than the window`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: shot(`availability-${width}.png`), fullPage: true, animations: 'disabled' });
    const other = width === 1280 ? 'Month' : 'Agenda';
    await panel.getByRole('button', { name: other, exact: true }).click();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: shot(`availability-${width}-${other.toLowerCase()}.png`), fullPage: true, animations: 'disabled' });
  }

  // Dark mode repaints the calendar with the theme's tokens, still within contrast.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(panel.locator('.rbc-time-view')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shot('availability-1280-dark.png'), animations: 'disabled' });
  await page.emulateMedia({ colorScheme: 'light' });

  // Session Details leads to the session manager, filtered to the client.
  await panel.getByRole('button', { name: 'Day', exact: true }).click();
  await panel.getByRole('button', { name: 'Next' }).click();

  // Changes made elsewhere (another tab, the client booking) arrive by push, without a reload.
  const sessionsTomorrow = panel.getByRole('button', { name: /Session with/ });
  const before = await sessionsTomorrow.count();
  await sessionInDays(page.request, coach.token, clientId);
  await expect(sessionsTomorrow).toHaveCount(before + 1);
  const zone = await coachZone(page.request, coach.token);
  const created = await page.request.post('/api/coaches/me/availability', {
    headers: { authorization: `Bearer ${coach.token}` },
    data: {
      type: 'STATIC',
      specificDate: DateTime.now().setZone(zone).plus({ days: 1 }).toISODate(),
      startTime: '20:00',
      endTime: '21:30',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await expect(panel.getByRole('button', { name: /One-time availability/ })).toHaveCount(1);
  await panel.getByRole('button', { name: booked }).click();
  await page.getByRole('dialog', { name: 'Session Details' }).getByRole('button', { name: 'View in Session Manager' }).click();
  await expect(page).toHaveURL(/\/coach\/sessions\?search=/);
});
