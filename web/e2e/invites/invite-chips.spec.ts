import { expect, test } from '@playwright/test';
import { signIn, uniqueEmail, waitForEmail } from '../support/fixtures.ts';
import { freshCoach } from '../support/fresh-coach.ts';

for (const width of [375, 1280]) {
  test(`invite chips at ${width} px: a bad address is a red chip of its own, pasted lists split, only good ones are sent`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 812 });
    const coach = await freshCoach(page.request);
    await signIn(page, coach.email, coach.password);
    await expect(page).toHaveURL(/\/coach-dashboard/);
    await page.goto('/coach/invites?new=1');
    const dialog = page.getByRole('dialog');
    const input = dialog.getByLabel('Email addresses');
    const chips = dialog.getByRole('list', { name: 'Recipients' }).getByRole('listitem');

    // The first-time user's keystrokes: a bad address, Enter, then the next address.
    const good = uniqueEmail(`chips${width}`);
    await input.fill('not-an-email');
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await input.pressSequentially(good);
    await input.press('Enter');
    await expect(chips).toHaveText(['not-an-email (not valid)', good]);
    await expect(chips.first().locator('[data-invalid]')).toBeVisible();
    await expect(dialog.getByText('the red address is not sent')).toBeVisible();

    // A list pasted from a spreadsheet or a mail client.
    const pasted = [uniqueEmail('p1'), uniqueEmail('p2'), uniqueEmail('p3'), uniqueEmail('p4')];
    await input.focus();
    await page.evaluate((text) => {
      const el = document.activeElement as HTMLInputElement;
      const data = new DataTransfer();
      data.setData('text', text);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, `${pasted[0]}, ${pasted[1]}\n${pasted[2]}; ${pasted[3]}`);
    await expect(chips).toHaveText(['not-an-email (not valid)', good, ...pasted]);

    const send = dialog.getByRole('button', { name: 'Fix 1 invalid address' });
    await expect(send).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`invite-chips-${width}.png`), animations: 'disabled' });
    await send.click();
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Remove not-an-email' }).click();
    await dialog.getByRole('button', { name: 'Send Invitations' }).click();
    await expect(dialog).toBeHidden();
    await waitForEmail(page.request, good, /invit/i);
    const joined = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(`not-an-email${good}`)}`);
    expect(((await joined.json()) as { data: unknown[] }).data).toEqual([]);
  });
}
