import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO } from './fixtures.ts';

/**
 * The demo coach has open times to book: business hours in the seed; added here through the coach's
 * own preset call only when the next fortnight has none (overlapping patterns merge, never double).
 */
export async function coachWithOpenTimes(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: DEMO.coach.email, password: DEMO.coach.password } });
  expect(login.status()).toBe(200);
  const { token, user } = ((await login.json()) as { data: { token: string; user: { id: string } } }).data;
  const headers = { authorization: `Bearer ${token}` };
  const from = new Date();
  const to = new Date(from.getTime() + 14 * 24 * 3600_000);
  const slots = await request.get(`/api/sessions/available/${user.id}?startDate=${from.toISOString()}&endDate=${to.toISOString()}`, {
    headers,
  });
  expect(slots.status()).toBe(200);
  if (((await slots.json()) as { data: { availableSlots: unknown[] } }).data.availableSlots.length === 0) {
    const preset = await request.post('/api/coaches/me/availability/presets', { data: { preset: 'business' }, headers });
    expect(preset.status()).toBe(201);
  }
}

/** Asks the AI coach for a session and waits for its reply's booking card. */
export async function askForSession(page: Page) {
  const composer = page.getByRole('textbox', { name: 'Message', exact: true });
  await composer.fill('Can I book a session with my coach?');
  await composer.press('Enter');
  const card = page.getByRole('region', { name: 'Messages' }).getByRole('group', { name: 'Choose a time' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  return card;
}

/** Next week's first open time (well past the coach's 24-hour cancellation notice); returns its label. */
export async function pickNextWeeksFirstTime(picker: Locator) {
  await expect(picker.getByRole('button', { name: 'Previous week' })).toBeDisabled();
  await picker.getByRole('button', { name: 'Next week' }).click();
  const times = picker.getByRole('group', { name: /^Times on / });
  const first = times.getByRole('button').first();
  await expect(first).toBeVisible();
  const label = (await first.textContent())!.trim();
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  // Its colours change with a transition: an accessibility scan mid-way reads a blend.
  await first.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  return label;
}
