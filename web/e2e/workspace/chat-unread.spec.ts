import { expect, test, type Locator, type Page } from '@playwright/test';
import { clientRoom, sendMessage } from '../support/chat.ts';
import { coachedClient } from '../support/coached-client.ts';
import { apiLogin, expectNoSeriousA11yViolations, signIn, type Signed } from '../support/fixtures.ts';
import { freshCoach } from '../support/fresh-coach.ts';

/** Screenshots to look at: in SCREENSHOT_DIR when given, else none. */
const shotDir = process.env.SCREENSHOT_DIR;

const bearer = (who: Signed) => ({ authorization: `Bearer ${who.token}` });

/** The message right under the 'New messages' line. */
const afterLine = (pane: Locator) => pane.locator('li[data-new-messages] + li');
const scrollTo = (pane: Locator, where: 'top' | 'bottom') =>
  pane.evaluate((el, w) => el.scrollTo({ top: w === 'top' ? 0 : el.scrollHeight }), where);

/** At 1280x900 and 375x800, then back to the size the journey runs at. */
async function screenshots(page: Page, name: string) {
  if (!shotDir) return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${shotDir}/${name}-1280.png` });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${shotDir}/${name}-375.png` });
  if (size) await page.setViewportSize(size);
}

test('a message arriving while the coach reads older ones shows the New messages line and the jump button', async ({ page, request }) => {
  test.setTimeout(120_000);
  // A coach and client of this journey's own: the room, its messages and the unread counts are theirs alone.
  const ownCoach = await freshCoach(request);
  const fresh = await coachedClient(request, 'Unread', ownCoach);
  const coach = await apiLogin(request, ownCoach);
  const client = await apiLogin(request, fresh);
  const roomId = await clientRoom(request, client.token);
  // Only the client writes here: no AI reply arrives on its own.
  const level = await request.put(`/api/coaches/me/clients/${client.user.id}/ai-level`, {
    data: { aiInteractionLevel: 'DISABLED' },
    headers: bearer(coach),
  });
  expect(level.status(), await level.text()).toBe(200);

  // Twenty messages the coach has read, then five they have not.
  const tag = Date.now().toString(36);
  let lastRead = '';
  for (let i = 1; i <= 20; i++) lastRead = await sendMessage(request, client.token, roomId, `Older note ${i} ${tag}`);
  const read = await request.post(`/api/chat/rooms/${roomId}/mark-read`, { data: { messageId: lastRead }, headers: bearer(coach) });
  expect(read.status()).toBe(200);
  for (let i = 21; i <= 25; i++) await sendMessage(request, client.token, roomId, `Newer note ${i} ${tag}`);

  await signIn(page, ownCoach.email, ownCoach.password);
  await expect(page).toHaveURL(/\/coach-dashboard$/);
  await page.goto('/coach-dashboard?tab=clients');
  const row = page
    .getByRole('list', { name: 'Clients' })
    .getByRole('listitem')
    .filter({ hasText: `${fresh.firstName} ${fresh.lastName}` });
  await expect(row.getByLabel('5 unread')).toBeVisible();
  await row.getByRole('button').first().click();

  // Back in the conversation: it opens at the first unread message, under the line, not at the bottom.
  const pane = page.getByRole('region', { name: 'Messages' });
  await expect(pane.getByText('New messages')).toBeInViewport();
  await expect(afterLine(pane)).toContainText(`Newer note 21 ${tag}`);
  await expect(pane.getByText(`Older note 1 ${tag}`, { exact: true })).not.toBeInViewport();
  if (shotDir) await page.screenshot({ path: `${shotDir}/chat-first-unread.png` });

  // Read to the end, then back up into the older ones.
  await scrollTo(pane, 'bottom');
  await expect(row.getByLabel(/unread/)).toBeHidden();
  await scrollTo(pane, 'top');
  await expect(pane.getByText(`Older note 1 ${tag}`, { exact: true })).toBeInViewport();

  // The client writes while the coach is up there: no scroll, a line above it and a jump button.
  await sendMessage(request, client.token, roomId, `Just arrived ${tag}`);
  const jump = page.getByRole('button', { name: 'Jump to 1 new message' });
  await expect(jump).toBeVisible();
  await expect(jump).toContainText('1 new message');
  await expect(pane.getByText('New messages')).toHaveCount(1);
  await expect(afterLine(pane)).toContainText(`Just arrived ${tag}`);
  await expect(pane.getByText(`Just arrived ${tag}`)).not.toBeInViewport();
  await expect(pane.getByText(`Older note 1 ${tag}`, { exact: true })).toBeInViewport();
  // Not read while out of view: the row, the Clients tab and the title count it.
  await expect(row.getByLabel('1 unread')).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Clients/ })).toContainText(/\d+ unread message/);
  await expect(page).toHaveTitle(/^\(\d+\) Coach Dashboard/);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'chat-new-messages');

  // The jump, from the keyboard: at the bottom, the line and the button gone, the message read.
  await jump.focus();
  await page.keyboard.press('Enter');
  await expect(pane.getByText(`Just arrived ${tag}`)).toBeInViewport();
  await expect(pane.getByText('New messages')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /new message/ })).toHaveCount(0);
  await expect(pane).toBeFocused();
  await expect(row.getByLabel(/unread/)).toBeHidden();
});

test('the AI coach stays quiet when the client writes to the coach by name, and answers otherwise', async ({ page, request }) => {
  test.setTimeout(120_000);
  // A fresh client at the default level (ENHANCED); the coach has not written in their room.
  const ownCoach = await freshCoach(request);
  const fresh = await coachedClient(request, 'Quinn', ownCoach);
  const coach = await apiLogin(request, ownCoach);
  await signIn(page, fresh.email, fresh.password);
  await expect(page).toHaveURL(/\/coaching$/);
  await expect(page.getByText('Connected').first()).toBeVisible();

  const pane = page.getByRole('region', { name: 'Messages' });
  const aiMessages = pane.getByRole('listitem').filter({ has: page.getByText('AI', { exact: true }) });
  // The AI coach greets a new room.
  await expect(aiMessages).toHaveCount(1);
  const composer = page.getByRole('textbox', { name: 'Message', exact: true });
  const tag = Date.now().toString(36);

  const toCoach = `${coach.user.firstName}, can we talk on Thursday? ${tag}`;
  await composer.fill(toCoach);
  await composer.press('Enter');
  await expect(pane.getByText(toCoach)).toBeVisible();
  // A bounded watch (the reply would show 'Thinking...' within a second or two): nothing from the AI.
  const until = Date.now() + 4000;
  while (Date.now() < until) {
    await expect(pane.getByText('Thinking...')).toHaveCount(0);
    await expect(aiMessages).toHaveCount(1);
    await page.waitForTimeout(200);
  }

  // Not addressed to the coach: the AI thinks a moment, then answers.
  const toAnyone = `I want to build a morning walking habit ${tag}`;
  await composer.fill(toAnyone);
  await composer.press('Enter');
  await expect(pane.getByText('Thinking...')).toBeVisible();
  await expect(aiMessages).toHaveCount(2, { timeout: 15_000 });
  await expect(pane.getByText('Thinking...')).toHaveCount(0);
});
