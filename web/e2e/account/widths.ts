import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/fixtures.ts';

/** The page fits the width (no sideways scroll) and has no serious or critical axe findings, at 375 and 1280 px. */
export async function checkBothWidths(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `no sideways scroll at ${width}px`,
      })
      .toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  }
}
