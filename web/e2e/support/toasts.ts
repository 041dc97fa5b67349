import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    __toastTitles?: string[];
  }
}

/**
 * Records the title of every toast the page shows, from its first load on. A toast lives 5 s:
 * on a loaded machine the renderer can stall long enough for one to come and go between two
 * polls of a plain visibility check, so journeys ask whether it was shown rather than whether it
 * is still on screen.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__toastTitles = [];
    const seen = new WeakSet<Element>();
    const scan = () => {
      for (const el of document.querySelectorAll('[data-scope="toast"][data-part="title"]')) {
        if (seen.has(el)) continue;
        seen.add(el);
        window.__toastTitles!.push(el.textContent ?? '');
      }
    };
    new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Waits until a toast with exactly this title has been shown (it may have closed since). */
export async function expectToastShown(page: Page, title: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.__toastTitles ?? []), { message: `toast "${title}" shown` }).toContain(title);
}
