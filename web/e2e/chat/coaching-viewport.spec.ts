import { expect, test } from '@playwright/test';
import { clientRoom, sendMessage } from '../support/chat.ts';
import { coachedClient } from '../support/coached-client.ts';
import { apiLogin, signIn } from '../support/fixtures.ts';
import { freshCoach } from '../support/fresh-coach.ts';

for (const [width, height] of [
  [1280, 800],
  [375, 812],
] as const) {
  test(`/coaching at ${width}x${height}: the chat fills the window, the page does not scroll, the composer is in view`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height } });
    // A client with a conversation longer than the window: the coach's messages (the AI coach
    // answers only the client's).
    const coach = await freshCoach(context.request);
    const person = await coachedClient(context.request, `Vi${Date.now().toString(36).slice(-4)}`, coach);
    const roomId = await clientRoom(context.request, (await apiLogin(context.request, person)).token);
    for (let i = 1; i <= 24; i++)
      await sendMessage(context.request, coach.token, roomId, `Note ${i} from your coach: one small step at a time.`);
    const page = await context.newPage();
    await signIn(page, person.email, person.password);
    await expect(page).toHaveURL(/\/coaching$/);
    const composer = page.getByRole('textbox', { name: 'Message' });
    await expect(composer).toBeVisible();
    await expect(page.getByText('Connected').first()).toBeVisible();

    const fit = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollHeight, inner: window.innerHeight }));
    expect(fit.scroll, 'the page is no taller than the window').toBeLessThanOrEqual(fit.inner);
    for (const control of [composer, page.getByRole('button', { name: 'Send message' })]) {
      const box = (await control.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    // The chat card's bottom edge is in the window too (not cut off).
    const card = (await page.getByTestId('chat-card').boundingBox())!;
    expect(card.y + card.height).toBeLessThanOrEqual(height);
    await page.screenshot({ path: test.info().outputPath(`coaching-${width}.png`) });

    // With the mobile keyboard open the window is shorter: the composer stays in view.
    await page.setViewportSize({ width, height: Math.round(height * 0.55) });
    await expect
      .poll(async () => (await composer.boundingBox())!.y + (await composer.boundingBox())!.height)
      .toBeLessThanOrEqual(Math.round(height * 0.55));
    const shorter = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollHeight, inner: window.innerHeight }));
    expect(shorter.scroll).toBeLessThanOrEqual(shorter.inner);
    await page.screenshot({ path: test.info().outputPath(`coaching-${width}-keyboard.png`) });
    await context.close();
  });
}
