import { expect, test } from '@playwright/test';
import { codeIn, setAccessCodesRequired, adminHeaders, uniqueEmail, waitForEmail } from '../support/fixtures.ts';
import { answerIntake } from '../support/intake.ts';

// The access-code gate is one system setting: these journeys run one after another with it on.
test.describe.configure({ mode: 'serial' });

const GATE_CODE = `BETA-${Date.now().toString(36).toUpperCase()}`;

test.beforeAll(async ({ request }) => {
  const res = await request.post('/api/admin/access-codes', {
    data: { code: GATE_CODE, maxUses: 10 },
    headers: await adminHeaders(request),
  });
  expect(res.status()).toBe(201);
  await setAccessCodesRequired(request, true);
});

test.afterAll(async ({ request }) => {
  await setAccessCodesRequired(request, false);
});

test('with access codes required a new client goes through all nine steps and the 7-day trial starts', async ({ page, request }) => {
  const email = uniqueEmail('gated');
  await page.goto('/intake');
  await expect(page.getByText('Step 1 of 9')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Beta Access Required' })).toBeVisible();
  await page.getByLabel('Access code').fill('not-a-code');
  await page.getByRole('button', { name: /^Next/ }).click();
  await expect(page.getByText('Invalid access code').first()).toBeVisible();
  await page.getByLabel('Access code').fill(GATE_CODE.toLowerCase());
  await expect(page.getByLabel('Access code')).toHaveValue(GATE_CODE);
  await page.getByRole('button', { name: /^Next/ }).click();
  await expect(page.getByText('Step 2 of 9')).toBeVisible();

  await answerIntake(page, { firstName: 'Gale', lastName: 'Gated', email, password: 'gated-pass-1' });
  await expect(page.getByText('Step 9 of 9')).toBeVisible();
  await expect(page.getByText('100%')).toBeVisible();
  await page.getByText('I understand my free trial').click();
  await page.getByRole('button', { name: /Start Coaching/ }).click();
  await expect(page).toHaveURL(/\/verify-email$/);

  const code = codeIn((await waitForEmail(request, email, /verification/i)).text);
  await page.locator('input[name=code]').fill(code);
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page).toHaveURL(/\/coaching$/);
  await expect(page.getByText(/7 days left in your free trial/)).toBeVisible();
  await expect(page.getByText('Working with your AI coach')).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`the intake resumes after a reload at ${width} px: the password once, then straight back where it left off`, async ({ page }) => {
    await page.setViewportSize({ width, height: 812 });
    await page.goto('/intake');
    await page.getByLabel('Access code').fill(GATE_CODE);
    await page.getByRole('button', { name: /^Next/ }).click();
    await answerIntake(page, { firstName: 'Remy', lastName: 'Resume', email: uniqueEmail('resume'), password: 'resume-pass-1' });
    await expect(page.getByText('Step 9 of 9')).toBeVisible();

    await page.reload();
    const prompt = page.getByRole('alertdialog', { name: 'Welcome Back!' });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('You left off at Step 9 of 9');
    await expect(prompt).toContainText('your password is never saved on this device');
    await page.screenshot({ path: test.info().outputPath(`intake-welcome-back-${width}.png`), animations: 'disabled' });
    await prompt.getByRole('button', { name: 'Continue' }).click();

    // The first step that still needs input: the password, with the reason, the rest kept.
    await expect(page.getByText('Step 3 of 9')).toBeVisible();
    await expect(page.getByText('Welcome back: please enter your password again')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Remy');
    await page.screenshot({ path: test.info().outputPath(`intake-password-again-${width}.png`), animations: 'disabled' });
    await page.locator('input[name=password]').fill('resume-pass-1');
    await page.locator('input[name=confirmPassword]').fill('resume-pass-1');
    await page.getByRole('button', { name: /^Next/ }).click();
    // Straight back to where the user left off, not through steps 4 to 8 again.
    await expect(page.getByText('Step 9 of 9')).toBeVisible();
    await expect(page.getByRole('button', { name: /Start Coaching/ })).toBeVisible();

    await page.reload();
    await page
      .getByRole('alertdialog', { name: 'Welcome Back!' })
      .getByRole('button', { name: /start fresh/i })
      .click();
    await expect(page.getByText('Step 1 of 9')).toBeVisible();
  });
}

test('coach registration behind the access code, then onboarding, then the dashboard', async ({ page, request }) => {
  const email = uniqueEmail('newcoach');
  await page.goto('/coach-registration');
  await expect(page).toHaveURL(/\/coach-access-code$/);
  await page.getByLabel('Access code').fill(GATE_CODE.toLowerCase());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/coach-registration$/);

  await page.getByLabel('First name').fill('Morgan');
  await page.getByLabel('Last name').fill('Mentor');
  await page.getByLabel('Email').fill(email);
  await page.locator('input[name=password]').fill('coach-pass-2026');
  await page.locator('input[name=confirmPassword]').fill('coach-pass-2027');
  await page.getByLabel('Coaching experience').selectOption('6-10');
  await page.getByText('Career Coaching').click();
  await page.getByRole('button', { name: 'Create Coach Account' }).click();
  await expect(page.getByText('Passwords do not match').first()).toBeVisible();
  await page.locator('input[name=confirmPassword]').fill('coach-pass-2026');
  await page.getByRole('button', { name: 'Create Coach Account' }).click();
  await expect(page.getByText('Please agree to the terms and conditions').first()).toBeVisible();
  // The box, not the Terms of Service link in the middle of its label.
  await page.getByText('I agree to the terms').click({ position: { x: 4, y: 8 } });
  await page.getByRole('button', { name: 'Create Coach Account' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);

  const code = codeIn((await waitForEmail(request, email, /verification/i)).text);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page).toHaveURL(/\/coach-onboarding$/);

  const back = page.getByRole('button', { name: 'Back' });
  await expect(back).toBeDisabled();
  await page.getByLabel('Professional headline').fill('Coach for first-time leaders');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Your Coaching Approach' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  await page.getByText('Pro', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/coach-dashboard/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Morgan' })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/coach-dashboard/);
});
