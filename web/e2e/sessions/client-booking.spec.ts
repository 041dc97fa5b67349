import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from '../support/fixtures.ts';
import { askForSession, coachWithOpenTimes, pickNextWeeksFirstTime } from '../support/sessions.ts';
import { coachedClient } from '../support/coached-client.ts';
import { freshCoach } from '../support/fresh-coach.ts';
import { expectToastShown, recordToasts } from '../support/toasts.ts';

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), animations: 'disabled' });

test('a client books from the chat widget, sees it in the header and both tabs, and cancels it', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const coach = await freshCoach(request, 'Casey', 'Coach');
  await coachWithOpenTimes(request, coach);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await recordToasts(page);
  const person = await coachedClient(context.request, `Bea${Date.now().toString(36).slice(-4)}`, coach);
  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/coaching$/);
  await expect(page.getByText('Connected').first()).toBeVisible();
  const header = page.getByTestId('next-session');
  await expect(header).toContainText('No upcoming sessions');

  const picker = await askForSession(page);
  // A second tab of the same client sees the same prompt.
  const other = await context.newPage();
  await other.goto('/coaching');
  const otherMessages = other.getByRole('region', { name: 'Messages' });
  await expect(otherMessages.getByRole('button', { name: 'Book Session' })).toBeVisible();

  const book = page.getByRole('button', { name: 'Book Session' });
  await expect(book).toBeDisabled();
  const time = await pickNextWeeksFirstTime(picker);
  await page.getByLabel(/What would you like to work on/).fill('Plan my career change');
  await expect(book).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'widget-1280');
  await book.click();
  await expectToastShown(page, 'Session Booked!');
  // The card says when, in the client's zone, not only that a session was booked (docs/chat-and-ai-coach.md#action-cards).
  await expect(page.getByRole('region', { name: 'Messages' }).getByText(/^Booked: \w+day \d{1,2} \w+, \d{1,2}:\d{2}/)).toBeVisible();
  // The other tab's card turns booked without a reload (message:updated).
  await expect(otherMessages.getByText(/^Booked: \w+day /)).toBeVisible();
  await expect(otherMessages.getByRole('button', { name: 'Book Session' })).toHaveCount(0);

  // The header names the new session (session:changed), and the dialog lists it.
  await expect(header).toContainText(`Next session:`);
  await expect(header).toContainText(time);
  await header.getByRole('button', { name: 'View All Sessions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upcoming Sessions' });
  const item = dialog.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Plan my career change');
  await expect(item).toContainText('60 min');
  await expect(item).toContainText('Scheduled');
  // Join is closed until 15 minutes before (then it opens the video room): it says so.
  const join = item.getByRole('button', { name: 'Join' });
  await expect(join).toHaveAttribute('aria-disabled', 'true');
  await join.hover();
  await expect(item.getByText('You can join 15 minutes before the start.', { exact: true })).toBeVisible();
  await join.click({ force: true });
  await expect(page).toHaveURL(/\/coaching$/);
  await dialog.getByRole('heading', { name: 'Upcoming Sessions' }).hover();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'upcoming-1280');

  await item.getByRole('button', { name: 'Cancel Session' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel Session' });
  await confirm.getByRole('button', { name: 'Cancel Session' }).click();
  await expect(confirm.getByText('A cancellation reason is required.')).toBeVisible();
  await confirm.getByLabel(/Reason/).selectOption('Schedule conflict');
  await expect(confirm.getByText('A cancellation reason is required.')).toBeHidden();
  // Off the button clicked a moment ago: the scan reads its resting colours, not its hover shade.
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'cancel-1280');
  await confirm.getByRole('button', { name: 'Cancel Session' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByText('No Upcoming Sessions')).toBeVisible();
  await expect(header).toContainText('No upcoming sessions');
  await shot(page, 'upcoming-empty-1280');
  await context.close();
});

test('at 375 px a client books through the wizard from coach search and reschedules it', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const coach = await freshCoach(request, 'Casey', 'Coach');
  await coachWithOpenTimes(request, coach);
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await recordToasts(page);
  const person = await coachedClient(context.request, `Cal${Date.now().toString(36).slice(-4)}`, coach);
  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/coaching$/);
  await expect(page.getByText('Connected').first()).toBeVisible();

  // The chat's widget fits a phone.
  await askForSession(page);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'widget-375');

  await page.goto('/coach-search');
  await expect(page.getByRole('list', { name: 'Your coach' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'coach-search-375');
  await page.getByRole('button', { name: 'Book a session' }).click();
  await expect(page).toHaveURL(/\/session-booking\?coachId=/);
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await page.getByText('30 minutes').click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Please choose a date and time.')).toBeVisible();
  const time = await pickNextWeeksFirstTime(page.getByRole('group', { name: 'Choose a time' }));
  // Off the time just clicked, and past the error text's fade: the scan reads resting colours.
  await page.mouse.move(0, 0);
  await expect(page.getByText('Please choose a date and time.')).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'wizard-step1-375');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Request Session' }).click();
  await expect(page.getByText('Please describe what you would like to work on.')).toBeVisible();
  await page.getByLabel(/What you'd like to work on/).fill('Confidence in meetings');
  await expect(page.getByText('30 minutes')).toBeVisible();
  await expect(page.getByText(time)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'wizard-step2-375');
  await page.getByRole('button', { name: 'Request Session' }).click();

  await expect(page.getByRole('heading', { name: 'Session Requested!' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'wizard-step3-375');
  await page.getByRole('button', { name: 'Continue Coaching' }).click();
  await expect(page).toHaveURL(/\/coaching$/);

  const header = page.getByTestId('next-session');
  await expect(header).toContainText(time);
  await header.getByRole('button', { name: 'View All Sessions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upcoming Sessions' });
  await expect(dialog.getByRole('listitem')).toContainText('30 min');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'upcoming-375');

  // Reschedule to another free time: the header follows.
  await dialog.getByRole('button', { name: 'Reschedule' }).click();
  const move = page.getByRole('dialog', { name: 'Reschedule Session' });
  const picker = move.getByRole('group', { name: 'Choose a new time' });
  await picker.getByRole('button', { name: 'Next week' }).click();
  await picker.getByRole('button', { name: 'Next week' }).click();
  const newTime = picker
    .getByRole('group', { name: /^Times on / })
    .getByRole('button')
    .last();
  const newLabel = (await newTime.textContent())!.trim();
  await newTime.click();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'reschedule-375');
  await move.getByRole('button', { name: 'Reschedule' }).click();
  await expectToastShown(page, 'Session rescheduled');
  await expect(move).toBeHidden();
  await expect(header).toContainText(newLabel);
  await context.close();
});
