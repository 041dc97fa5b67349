import { expect, test, type Page } from '@playwright/test';
import { registerCustomer, signIn } from '../support/fixtures.ts';

/** WCAG contrast ratio of two CSS rgb()/rgba() colours (the second taken as opaque). */
function contrast(a: string, b: string) {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? [])
      .slice(0, 3)
      .map(Number)
      .map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The focused field's outline and the colour of the page behind it. */
async function focusRing(page: Page, selector: string) {
  await page.locator(selector).focus();
  return page.evaluate((sel) => {
    const el = document.querySelector(sel)!;
    const style = getComputedStyle(el);
    let bgEl: Element | null = el.parentElement;
    let bg = 'rgba(0, 0, 0, 0)';
    while (bgEl && /rgba\(0, 0, 0, 0\)|transparent/.test(bg)) {
      bg = getComputedStyle(bgEl).backgroundColor;
      bgEl = bgEl.parentElement;
    }
    return { width: parseFloat(style.outlineWidth), style: style.outlineStyle, color: style.outlineColor, bg };
  }, selector);
}

for (const width of [1280, 375]) {
  test(`at ${width} px the first Tab shows "Skip to main content", which moves focus into the main landmark`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    for (const path of ['/', '/login']) {
      await page.goto(path);
      await expect(page.locator('main#main')).toBeVisible();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      const box = (await skip.boundingBox())!;
      expect(box.width).toBeGreaterThan(40);
      expect(box.y).toBeGreaterThanOrEqual(0);
      await expect(skip).toBeInViewport();
      await page.screenshot({ path: test.info().outputPath(`skip-link${path.replace('/', '-')}-${width}.png`) });
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('main')?.id ?? null)).toBe('main');
      await expect(skip).not.toBeInViewport();
    }
    await context.close();
  });
}

test('sending with the keyboard (Tab to Send, Enter) keeps the focus in the composer', async ({ page }) => {
  const user = await registerCustomer(page.request, { verified: true });
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/coaching$/);
  const composer = page.getByRole('textbox', { name: 'Message' });
  await expect(page.getByText('Connected').first()).toBeVisible();
  await composer.fill(`Keyboard only ${Date.now()}`);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(composer).toHaveValue('');
  await expect(composer).toBeFocused();
});

for (const theme of ['light', 'dark'] as const) {
  test(`in the ${theme} theme a focused field shows a ring of at least 2 px and 3:1 against the page`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: theme });
    const page = await context.newPage();
    await page.goto('/login');
    // Polled: the ring may still be on its way in (a transition) when first read.
    await expect.poll(async () => (await focusRing(page, 'input[name=email]')).width).toBeGreaterThanOrEqual(2);
    const ring = await focusRing(page, 'input[name=email]');
    expect(ring.style).not.toBe('none');
    expect(contrast(ring.color, ring.bg), `${ring.color} on ${ring.bg}`).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: test.info().outputPath(`focus-ring-${theme}.png`) });
    await context.close();
  });
}
