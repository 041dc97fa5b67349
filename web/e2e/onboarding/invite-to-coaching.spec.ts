import { expect, test } from '@playwright/test';
import { codeIn, linkIn, signIn, uniqueEmail, waitForEmail } from '../support/fixtures.ts';
import { freshCoach } from '../support/fresh-coach.ts';
import { answerIntake } from '../support/intake.ts';

test('a coach invites an address; the invitee accepts, completes intake, verifies and lands with that coach, while the invites page turns Accepted live', async ({
  browser,
}) => {
  // Two browsers through invite, intake and verification: close to the default 45 s on a loaded 2-core machine.
  test.setTimeout(90_000);
  const coachContext = await browser.newContext();
  const inviteeContext = await browser.newContext();
  const coach = await coachContext.newPage();
  const invitee = await inviteeContext.newPage();
  const email = uniqueEmail('invitee');
  const owner = await freshCoach(coachContext.request, 'Ines', 'Inviter');
  const ownerName = `${owner.firstName} ${owner.lastName}`;

  await signIn(coach, owner.email, owner.password);
  await expect(coach).toHaveURL(/\/coach-dashboard/);
  await coach.goto('/coach/invites?new=1');
  const dialog = coach.getByRole('dialog');
  await dialog.getByRole('textbox').first().fill(email);
  await dialog.getByRole('textbox').first().press('Enter');
  await dialog.locator('textarea').fill('Looking forward to working with you!');
  await dialog.getByRole('button', { name: /send invitations/i }).click();
  await expect(dialog).toBeHidden();
  const row = coach.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Pending')).toBeVisible();

  const mail = await waitForEmail(inviteeContext.request, email, /invit/i);
  const link = new URL(linkIn(mail.text));
  expect(link.pathname).toMatch(/^\/accept-invite\//);
  await invitee.goto(link.pathname);
  await expect(invitee.getByRole('heading', { name: "You've Been Invited!" })).toBeVisible();
  await invitee.getByLabel(/email/i).fill('someone-else@example.test');
  await invitee.getByRole('button', { name: 'Continue' }).click();
  await expect(invitee.getByText('This invitation was sent to a different email address.')).toBeVisible();
  await invitee.getByLabel(/email/i).fill(email);
  await invitee.getByRole('button', { name: 'Continue' }).click();
  await expect(invitee.getByText(ownerName).first()).toBeVisible();
  await expect(invitee.getByText('Looking forward to working with you!')).toBeVisible();
  await invitee.getByRole('button', { name: /Accept & Get Started/ }).click();
  await expect(invitee).toHaveURL(/\/intake\?inviteCode=/);

  await answerIntake(invitee, { firstName: 'Ivy', lastName: 'Invitee', email, password: 'invitee-pass-1' }, { invited: true });
  await invitee.getByText(/I'm ready to start coaching with/).click();
  await invitee.getByRole('button', { name: /Start Coaching/ }).click();
  await expect(invitee).toHaveURL(/\/verify-email$/);

  // The coach's open page follows without a reload.
  await expect(row.getByText('Accepted')).toBeVisible();

  const code = codeIn((await waitForEmail(inviteeContext.request, email, /verification/i)).text);
  await invitee.locator('input[name=code]').fill(code);
  await invitee.getByRole('button', { name: 'Verify Email' }).click();
  await expect(invitee).toHaveURL(/\/coaching$/);
  await expect(invitee.getByText(`Working with ${ownerName} and your AI coach`)).toBeVisible();

  await coachContext.close();
  await inviteeContext.close();
});
