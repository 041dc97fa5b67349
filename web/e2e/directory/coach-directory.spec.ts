import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from '../support/fixtures.ts';
import { intakeClient } from '../support/intake-client.ts';
import { freshCoach } from '../support/fresh-coach.ts';

/** Screenshots to look at: in SCREENSHOT_DIR when given (test-results is emptied by every run), else the test's output. */
const shot = (name: string) => (process.env.SCREENSHOT_DIR ? `${process.env.SCREENSHOT_DIR}/${name}` : test.info().outputPath(name));

// A zone no seeded account has: the directory filtered by it lists this journey's coach.
const ZONE = 'Pacific/Chatham';

/** A client who signed up on their own through Find Your Coach (the intake's calls, no invite), verified. */
async function selfSignedUpClient(request: APIRequestContext, firstName: string) {
  const { email, password } = await intakeClient(request, 'seeker', {
    firstName,
    lastName: 'Seeker',
    supportAreas: ['career', 'confidence'],
    primaryFocus: 'career',
    coachingStyle: 'direct',
  });
  return { email, password, firstName };
}

/** A fresh coach of this journey, made to accept clients (in a zone of its own) through the profile call. */
async function listedCoach(request: APIRequestContext, firstName: string) {
  const coach = await freshCoach(request, firstName);
  const res = await request.put('/api/account/profile/extended', {
    data: {
      acceptingClients: true,
      clientCapacity: 5,
      timeZone: ZONE,
      languages: ['English', 'Spanish'],
      headline: 'Careers and confidence, one step at a time',
      hourlyRate: 95,
      currency: 'GBP',
    },
    headers: { authorization: `Bearer ${coach.token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { ...coach, name: `${firstName} Fresh` };
}

async function signedIn(browser: Browser, who: { email: string; password: string }, width: number, height: number) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await signIn(page, who.email, who.password);
  await expect(page).toHaveURL(/\/(coaching|coach-dashboard)$/);
  return { context, page };
}

test('a self-signed-up client finds a coach, asks, and sees the coach join once they accept', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const suffix = Date.now().toString(36).slice(-4);
  const coach = await listedCoach(request, `Dir${suffix}`);
  const person = await selfSignedUpClient(request, `Sky${suffix}`);

  // The client's coaching page: the AI coach is there now, and the directory is a link away.
  const client = await signedIn(browser, person, 1280, 900);
  await expect(client.page).toHaveURL(/\/coaching$/);
  await expect(client.page.getByText('Connected').first()).toBeVisible();
  await expect(client.page.getByText('Working with your AI coach')).toBeVisible();
  const notice = client.page.getByTestId('ai-coach-notice');
  await expect(notice).toContainText('Your AI coach is with you now');
  await notice.getByRole('link', { name: 'Find a human coach' }).click();
  await expect(client.page).toHaveURL(/\/coach-search$/);
  await expect(client.page.getByRole('heading', { name: 'Find a Coach', level: 1 })).toBeVisible();

  // Filters by keyboard: the coach's zone, then Enter on the form's button.
  await client.page.getByRole('combobox', { name: 'Time zone' }).selectOption(ZONE);
  await client.page.getByRole('button', { name: 'Show coaches' }).focus();
  await client.page.keyboard.press('Enter');
  const card = client.page.getByTestId('directory-coach').filter({ has: client.page.getByRole('heading', { name: coach.name }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Careers and confidence, one step at a time');
  await expect(card).toContainText('Languages: English, Spanish');
  await expect(card).toContainText('Time zone: Pacific/Chatham');
  await expect(card).toContainText('£95 per hour');
  await expect(card).not.toContainText('@');
  await expectNoSeriousA11yViolations(client.page);
  await client.page.screenshot({ path: shot('directory-1280.png'), fullPage: true });

  // The coach's dashboard is open before the request, so the request arrives live.
  const coachTab = await signedIn(browser, coach, 1280, 900);
  await expect(coachTab.page).toHaveURL(/\/coach-dashboard$/);
  const requests = coachTab.page.getByRole('region', { name: 'Coach requests' });
  // The dashboard reads a dozen things at once: on a busy machine the card can take a while.
  await expect(requests).toContainText('No one is waiting for an answer', { timeout: 30_000 });

  // Request this coach, by keyboard, with a short message.
  await card.getByRole('button', { name: `Request ${coach.name} as your coach` }).focus();
  await client.page.keyboard.press('Enter');
  const dialog = client.page.getByRole('dialog', { name: `Request ${coach.name}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: /Message/ }).fill('I am changing careers and would love your help.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  await expect(client.page.getByTestId('my-coach-request')).toContainText(`Request sent to ${coach.name}`);
  await expect(card.getByRole('button', { name: `Request ${coach.name} as your coach` })).toBeDisabled();

  // At 375 px the directory, with the open request, fits a phone.
  const phone = await signedIn(browser, person, 375, 812);
  await phone.page.goto('/coach-search');
  await expect(phone.page.getByTestId('my-coach-request')).toContainText(`Request sent to ${coach.name}`);
  await expect(phone.page.getByTestId('directory-coach').first()).toBeVisible();
  expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(phone.page);
  await phone.page.screenshot({ path: shot('directory-375.png'), fullPage: true });
  await phone.context.close();

  // The client waits on the coaching page; the coach sees the request live and accepts it.
  await client.page.goto('/coaching');
  await expect(client.page.getByText('Working with your AI coach')).toBeVisible();
  await expect(client.page.getByText('Connected').first()).toBeVisible();
  const row = requests.getByTestId('coach-request').filter({ hasText: `${person.firstName} Seeker` });
  await expect(row).toContainText('I am changing careers and would love your help.');
  await expectNoSeriousA11yViolations(coachTab.page);
  await row.getByRole('button', { name: `Accept ${person.firstName} Seeker` }).focus();
  await coachTab.page.keyboard.press('Enter');
  await expect(requests).toContainText('No one is waiting for an answer');

  // Without a reload, the client's room names its human coach and the notice is gone.
  await expect(client.page.getByText(`Working with ${coach.name} and your AI coach`)).toBeVisible();
  await expect(client.page.getByTestId('ai-coach-notice')).toBeHidden();
  // The coach's client list now holds the client.
  await coachTab.page.goto('/coach-dashboard?tab=clients');
  await expect(coachTab.page.getByText(`${person.firstName} Seeker`).first()).toBeVisible();

  await client.context.close();
  await coachTab.context.close();
});
