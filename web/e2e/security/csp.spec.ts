import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/fixtures.ts';
import { coachedClient } from '../support/coached-client.ts';
import { freshCoach } from '../support/fresh-coach.ts';

/**
 * The server's Content-Security-Policy (script-src 'self') forbids eval and `new Function`; zod 4
 * uses them unless configured jitless (src/lib/zod-jitless.ts). Any violation, even one caught in
 * the page's code, is reported by the browser: this journey fails on each one.
 */
function recordViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (msg.text().includes('Content Security Policy')) violations.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => {
    if (err.message.includes('Content Security Policy')) violations.push(`error: ${err.message}`);
  });
  void page.exposeFunction('reportCspViolation', (text: string) => violations.push(`event: ${text}`));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation;
      void report(`${e.violatedDirective} blocked ${e.blockedURI || 'inline code'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return violations;
}

test.describe('Content-Security-Policy', () => {
  test('the landing, sign-in and signed-in pages run without a violation', async ({ page }) => {
    // A client with a coach, so the signed-in pages load the coach's parts too.
    const person = await coachedClient(page.request, `Cleo${Date.now().toString(36).slice(-4)}`, await freshCoach(page.request));
    const violations = recordViolations(page);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The lazily loaded parts of the landing page: the theme menu and a dialog.
    await page.getByRole('button', { name: /change theme/i }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Contact Us' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    await signIn(page, person.email, person.password);
    await expect(page).toHaveURL(/\/coaching$/);
    await expect(page.getByRole('heading', { name: 'Coaching Session' })).toBeVisible();
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Account Management' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(violations).toEqual([]);
  });
});
