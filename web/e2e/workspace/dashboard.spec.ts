import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { coachedClient } from '../support/coached-client.ts';
import { expectNoSeriousA11yViolations, signIn } from '../support/fixtures.ts';
import { freshCoach } from '../support/fresh-coach.ts';

/** Screenshots to look at: in SCREENSHOT_DIR when given (test-results is emptied by every run), else the test's output. */
const shot = (name: string) => (process.env.SCREENSHOT_DIR ? `${process.env.SCREENSHOT_DIR}/${name}` : test.info().outputPath(name));

interface Who {
  token: string;
  user: { id: string; firstName: string; lastName: string };
}
async function login(request: APIRequestContext, who: { email: string; password: string }): Promise<Who> {
  const res = await request.post('/api/auth/login', { data: { email: who.email, password: who.password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Who }).data;
}
const bearer = (who: Who) => ({ authorization: `Bearer ${who.token}` });

/** A card of the Analytics Summary, by its label. */
const figure = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Analytics Summary' }).getByRole('listitem').filter({ hasText: label });
/** What the card shows under its label ("3", "80%", "—"). */
const figureText = async (page: Page, label: string) =>
  (await figure(page, label).innerText())
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)[1] ?? '';
/** The unread total a tab carries (0 without a badge). */
const tabUnread = async (page: Page, tab: string) => {
  const text = (await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).textContent()) ?? '';
  return Number(/(\d+) unread message/.exec(text)?.[1] ?? 0);
};

test('the dashboard follows a client message and a finished session live, and shows the next session brief', async ({ page, request }) => {
  test.setTimeout(120_000);
  // A coach and client of this journey's own: no other journey's session overlaps the bookings
  // below, and the figures move only by what this journey does.
  const ownCoach = await freshCoach(request, 'Casey', 'Dash');
  const fresh = await coachedClient(request, 'Dashie', ownCoach);
  const coach = await login(request, ownCoach);
  const client = await login(request, fresh);
  const rooms = await request.get('/api/rooms', { headers: bearer(client) });
  expect(rooms.status()).toBe(200);
  const room = ((await rooms.json()) as { data: { id: string }[] }).data[0]!;

  await signIn(page, ownCoach.email, ownCoach.password);
  await expect(page).toHaveURL(/\/coach-dashboard$/);
  const analytics = page.getByRole('region', { name: 'Analytics Summary' });
  await expect(analytics.getByRole('list', { name: 'Your figures' })).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('region', { name: 'Needs attention' })).toBeVisible();

  // The formula of each figure is a keyboard focus away.
  await figure(page, 'Completion rate').getByRole('button', { name: 'How completion rate is counted' }).focus();
  await expect(page.getByRole('tooltip')).toContainText('Completed sessions over completed, no-show and late-cancelled ones');
  await page.keyboard.press('Escape');

  // The client writes: the Unread chats card and the tabs' unread total move without a reload.
  const unreadChats = Number(await figureText(page, 'Unread chats'));
  const badgeBefore = await tabUnread(page, 'Dashboard');
  const sent = await request.post(`/api/chat/rooms/${room.id}/messages`, {
    data: { content: 'Casey, I finished the plan for this week.', messageType: 'text', clientId: randomUUID() },
    headers: bearer(client),
  });
  expect(sent.status()).toBe(201);
  await expect.poll(() => figureText(page, 'Unread chats')).toBe(String(unreadChats + 1));
  await expect.poll(() => tabUnread(page, 'Dashboard')).toBeGreaterThan(badgeBefore);
  await expect.poll(() => tabUnread(page, 'Clients')).toBe(await tabUnread(page, 'Dashboard'));
  await expect(page).toHaveTitle(/^\(\d+\) Coach Dashboard/);

  // A session with the client, starting in a few seconds, and the next one after it.
  const sessionsThisWeek = Number(await figureText(page, 'Sessions this week'));
  const completion = await figureText(page, 'Completion rate');
  const startsAt = Date.now() + 4000;
  const book = async (at: number) => {
    const res = await request.post('/api/sessions/one-off', {
      data: {
        clientId: client.user.id,
        scheduledAt: new Date(at).toISOString(),
        duration: 15,
        sessionType: 'video',
        title: 'Dashboard check-in',
      },
      headers: bearer(coach),
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { data: { session: { id: string } } }).data.session.id;
  };
  const first = await book(startsAt);
  await expect.poll(() => figureText(page, 'Sessions this week')).toBe(String(sessionsThisWeek + 1));
  await book(startsAt + 20 * 60_000);

  // Once the first has begun, the coach marks it completed: the completion rate moves without a reload.
  await expect.poll(() => Date.now(), { timeout: 10_000 }).toBeGreaterThan(startsAt + 250);
  const done = await request.put(`/api/sessions/${first}/status`, { data: { status: 'COMPLETED' }, headers: bearer(coach) });
  expect(done.status(), await done.text()).toBe(200);
  const after = await request.get('/api/coaches/me/analytics/summary', { headers: bearer(coach) });
  const rate = ((await after.json()) as { data: { analytics: { sessionCompletionRate: number | null } } }).data.analytics
    .sessionCompletionRate;
  expect(`${rate}%`).not.toBe(completion);
  await expect.poll(() => figureText(page, 'Completion rate')).toBe(`${rate}%`);

  // The next session is the second one: its brief is prepared by the AI and pushed to the card.
  const next = page.getByRole('region', { name: 'Next Session' });
  await expect(next.getByTestId('next-session')).toContainText(`${fresh.firstName} ${fresh.lastName}`);
  await expect(next.getByTestId('session-brief')).toContainText(`with ${fresh.firstName} ${fresh.lastName}`, { timeout: 20_000 });
  await expect(next.getByText('AI', { exact: true })).toBeVisible();
  await next.getByRole('button', { name: 'Regenerate' }).click();
  await expect(next.getByTestId('session-brief')).toContainText(`with ${fresh.firstName} ${fresh.lastName}`, { timeout: 20_000 });
  await expect(next.getByRole('button', { name: 'Regenerate' })).toBeEnabled();

  await expectNoSeriousA11yViolations(page);
  for (const [width, height] of [
    [1280, 900],
    [375, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    // Polled: parts laid out by breakpoint hooks follow the resize a render later.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `the dashboard is wider than ${width} px`,
      })
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: shot(`dashboard-${width}.png`), fullPage: true, animations: 'disabled' });
  }
});
