import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { apiLogin } from './fixtures.ts';

/**
 * The coach has open times to book in the next fortnight: business hours, added through the
 * coach's own preset call when the fortnight has none (a fresh coach starts with none).
 */
export async function coachWithOpenTimes(request: APIRequestContext, coach: { email: string; password: string }) {
  const { token, user } = await apiLogin(request, coach);
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

/** The coach's time zone, as their availability settings hold it. */
export async function coachZone(request: APIRequestContext, coachToken: string): Promise<string> {
  const res = await request.get('/api/coaches/me/availability', { headers: { authorization: `Bearer ${coachToken}` } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { timezone: string } }).data.timezone;
}

/**
 * A confirmed video session of the coach with the client, `days` days from today in the coach's
 * zone, at the first free hour from 11:00 on (an hour the coach already holds answers 409).
 * Returns its start in the coach's zone.
 */
export async function sessionInDays(
  request: APIRequestContext,
  coachToken: string,
  clientId: string,
  { days = 1, duration = 60, sessionGoals = 'Plan the spring launch' } = {},
): Promise<DateTime> {
  const headers = { authorization: `Bearer ${coachToken}` };
  const day = DateTime.now()
    .setZone(await coachZone(request, coachToken))
    .plus({ days })
    .startOf('day');
  for (let hour = 11; hour < 20; hour++) {
    const at = day.set({ hour });
    const res = await request.post('/api/sessions/one-off', {
      headers,
      data: { clientId, scheduledAt: at.toUTC().toISO(), duration, sessionType: 'video', sessionGoals },
    });
    if (res.status() === 201) return at;
    expect(res.status(), await res.text()).toBe(409);
  }
  throw new Error(`no free hour for the coach ${days} days from today`);
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
