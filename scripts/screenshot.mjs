// Screenshots a page at 375 px and 1280 px wide in Debian's Chromium.
// Usage: node scripts/screenshot.mjs <url> <out-prefix> [token]
//   writes <out-prefix>-375.png and <out-prefix>-1280.png; with a token, signs in first (localStorage).
import { createRequire } from 'node:module';
const require = createRequire(new URL('../web/package.json', import.meta.url));
const { chromium } = require('@playwright/test');

const [url, out, token] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out-prefix> [token]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  if (token) {
    await page.goto(new URL('/privacy', url).toString());
    await page.evaluate((t) => localStorage.setItem('coach.token', t), token);
  }
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}-${width}.png`, fullPage: true, animations: 'disabled' });
  await page.close();
}
await browser.close();
console.log(`${out}-375.png ${out}-1280.png`);
