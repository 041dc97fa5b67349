import { expect, test } from '@playwright/test';

for (const [width, height] of [
  [375, 812],
  [375, 667],
  [1280, 800],
] as const) {
  test(`at ${width}x${height} the Pricing dialog scrolls inside and its 'Got it' is on screen`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Pricing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pricing' });
    const gotIt = dialog.getByRole('button', { name: 'Got it' });
    await expect(gotIt).toBeVisible();
    // On screen as it opens, without scrolling anything.
    const box = (await gotIt.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(height);
    await expect(gotIt).toBeInViewport({ ratio: 1 });
    // The dialog is no taller than the window.
    const content = (await dialog.boundingBox())!;
    expect(content.y).toBeGreaterThanOrEqual(0);
    expect(content.y + content.height).toBeLessThanOrEqual(height);
    await page.screenshot({ path: test.info().outputPath(`pricing-${width}x${height}.png`), animations: 'disabled' });
    await gotIt.click();
    await expect(dialog).toBeHidden();
    await context.close();
  });
}
