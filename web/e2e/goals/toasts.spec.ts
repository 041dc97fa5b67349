import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/fixtures.ts';
import { coachedClient } from '../support/coached-client.ts';
import { freshCoach } from '../support/fresh-coach.ts';

// Toasts enter, stack and leave with their animations, as most people see them.
test.use({ reducedMotion: 'no-preference' });

type Box = { x: number; y: number; width: number; height: number };

/** The titles of the open toasts. */
const openToasts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-scope="toast"][data-part="root"][data-state="open"]')].map(
      (el) => el.querySelector('[data-part="title"]')?.textContent ?? '',
    ),
  );

/**
 * The toast, if any, drawn over the given controls when at rest: what the browser hits at five
 * points of each (its centre and near its corners).
 */
const toastOver = (page: Page, controls: Box[]) =>
  page.evaluate((boxes) => {
    for (const b of boxes) {
      for (const [fx, fy] of [
        [0.5, 0.5],
        [0.1, 0.2],
        [0.9, 0.2],
        [0.1, 0.8],
        [0.9, 0.8],
      ] as const) {
        const hit = document.elementFromPoint(b.x + b.width * fx, b.y + b.height * fy);
        const toast = hit?.closest('[data-scope="toast"][data-part="root"]');
        // One still sliding in (from the top) crosses the page on its way: where it rests counts.
        const moving = toast?.getAnimations({ subtree: false }).some((a) => a.playState === 'running');
        if (toast && !moving) return `${toast.querySelector('[data-part="title"]')?.textContent} over ${JSON.stringify(b)}`;
      }
    }
    return null;
  }, controls);

async function boxesOf(locator: Locator): Promise<Box[]> {
  const out: Box[] = [];
  for (const el of await locator.all()) {
    const box = await el.boundingBox();
    if (box) out.push(box);
  }
  return out;
}

/**
 * Watches the toasts for a while: never more than three on screen, never two app toasts (those
 * that are not badge or goal celebrations) at once, none drawn over the given controls.
 */
async function watchToasts(page: Page, controls: () => Promise<Box[]>, ms: number) {
  const seen = new Set<string>();
  const start = Date.now();
  while (Date.now() - start < ms) {
    const titles = await openToasts(page);
    expect(titles.length, titles.join(' | ')).toBeLessThanOrEqual(3);
    const app = titles.filter((t) => !/^(Badge earned|Goal completed|Cycle complete)/.test(t));
    expect(app.length, app.join(' | ')).toBeLessThanOrEqual(1);
    for (const t of titles) seen.add(t);
    expect(await toastOver(page, await controls())).toBeNull();
    await page.waitForTimeout(150);
  }
  return [...seen];
}

for (const [width, height] of [
  [1280, 800],
  [375, 812],
] as const) {
  test(`creating a goal at ${width} px: toasts one app toast at a time, at most three, short-lived, clear of the composer and dialog buttons`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const person = await coachedClient(context.request, `Tess${Date.now().toString(36).slice(-4)}`, await freshCoach(context.request));
    await signIn(page, person.email, person.password);
    await expect(page).toHaveURL(/\/coaching$/);
    await expect(page.getByText('Connected').first()).toBeVisible();
    const narrow = width < 768;
    if (narrow) await page.getByRole('tab', { name: 'Goals' }).click();

    await page.getByRole('button', { name: 'New Goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a SMART goal' });
    await dialog.getByLabel('Title').fill('Walk 8,000 steps every day for 30 days');
    await dialog.getByLabel('Category').selectOption('Health & Fitness');
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await expect(dialog).toBeHidden();

    const composer = page.getByRole('textbox', { name: 'Message' });
    const send = page.getByRole('button', { name: 'Send message' });
    const panel = page.getByRole('region', { name: 'SMART Goals' });
    // The composer (narrow: on the Chat tab) and the tabs stay clear while the toasts come and go.
    if (narrow) await page.getByRole('tab', { name: 'Chat' }).click();
    const tabs = page.getByRole('tab');
    const watched = await watchToasts(
      page,
      async () => [...(await boxesOf(composer)), ...(await boxesOf(send)), ...(await boxesOf(tabs))],
      2500,
    );
    await page.screenshot({ path: test.info().outputPath(`toasts-${width}.png`), animations: 'disabled' });
    if (narrow) await page.getByRole('tab', { name: 'Goals' }).click();
    // An open dialog's buttons stay clear too (the goal's detail: Edit details, Delete, Make recurring).
    await panel.getByRole('button', { name: /Walk 8,000 steps/ }).click();
    const detail = page.getByRole('dialog', { name: /Walk 8,000 steps/ });
    await expect(detail.getByRole('button', { name: 'Delete' })).toBeVisible();
    const inDialog = await watchToasts(page, () => boxesOf(detail.getByRole('button')), 2500);
    await page.screenshot({ path: test.info().outputPath(`toasts-dialog-${width}.png`), animations: 'disabled' });
    const titles = [...watched, ...inDialog];
    expect(titles).toContain('Goal created!');
    expect(titles).toContain('Badge earned: Goal Setter');
    // App toasts last 4 s, badge toasts 5 s (docs/goals-and-progress.md#badges): eight seconds after the goal all are gone.
    await expect.poll(async () => (await openToasts(page)).length, { timeout: 6000 }).toBe(0);
    await context.close();
  });
}
