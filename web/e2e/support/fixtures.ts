import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { E2E_DATA_DIR } from './server-env.ts';

type DemoRole = 'client' | 'coach' | 'admin';
interface DemoSignIn {
  email: string;
  password: string;
}

/**
 * The demo admin's random password, read as a user reads it: from the file the server wrote in
 * its DATA_DIR at its first start (so read on first use, once the server runs, not at import).
 * The admin is the one demo account journeys use, for the settings of the whole system: no call
 * makes an admin. Coaches and clients each journey makes of its own (fresh-coach.ts,
 * coached-client.ts, registerCustomer).
 */
let demoFile: Record<DemoRole, DemoSignIn> | undefined;
function demoAdmin(): DemoSignIn {
  demoFile ??= JSON.parse(readFileSync(join(E2E_DATA_DIR, 'demo-accounts.json'), 'utf8')) as Record<DemoRole, DemoSignIn>;
  const { email, password } = demoFile.admin;
  return { email, password };
}

let n = 0;
export const uniqueEmail = (label = 'e2e') => `${label}-${Date.now().toString(36)}-${n++}@example.test`;

interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** Waits for the newest email to an address in the development outbox whose subject matches. */
export async function waitForEmail(request: APIRequestContext, to: string, subject: RegExp): Promise<OutboxEmail> {
  let found: OutboxEmail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const body = (await res.json()) as { data: OutboxEmail[] };
        found = body.data.find((e) => subject.test(e.subject));
        return Boolean(found);
      },
      { timeout: 15_000, message: `email "${subject}" to ${to}` },
    )
    .toBe(true);
  return found!;
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;
export const linkIn = (text: string) => /(https?:\/\/\S+)/.exec(text)![1]!;

/** Creates a customer through the API; returns its credentials and token. */
export async function registerCustomer(request: APIRequestContext, opts: { verified?: boolean } = {}) {
  const email = uniqueEmail('client');
  const password = 'e2e-password-123';
  await ensureOpenAccessCode(request);
  const res = await request.post('/api/auth/register', {
    data: { firstName: 'Riley', lastName: 'Tester', email, password, accessCode: OPEN_ACCESS_CODE },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { data: { token: string } };
  let token = body.data.token;
  if (opts.verified) {
    const mail = await waitForEmail(request, email, /verification/i);
    const v = await request.post('/api/email/verify', {
      data: { code: codeIn(mail.text) },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(v.status()).toBe(200);
    token = body.data.token;
  }
  return { email, password, token };
}

export interface Signed {
  token: string;
  user: { id: string; firstName: string; lastName: string; email: string };
}

/** Signs in through the API, as the sign-in page does: the token and the user it belongs to. */
export async function apiLogin(request: APIRequestContext, who: { email: string; password: string }): Promise<Signed> {
  const res = await request.post('/api/auth/login', { data: { email: who.email, password: who.password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Signed }).data;
}

/** Signs in through the login page. */
export async function signIn(page: Page, email: string, password: string, { goto = true } = {}) {
  if (goto) await page.goto('/login');
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Lets the page's running transitions and other finite animations end (3 s at most; endless
 * or paused ones, such as spinners, are not waited for): a colour contrast read mid-way, after a theme
 * switch or a hover, is a blend of two colours, and on a loaded machine the scan can start
 * inside one.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.allSettled(
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
}

/** An axe scan with no serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Signs the demo admin in through the API and returns the auth header. */
let adminToken: string | undefined;
export async function adminHeaders(request: APIRequestContext) {
  if (!adminToken) {
    const res = await request.post('/api/auth/login', { data: demoAdmin() });
    expect(res.ok()).toBe(true);
    adminToken = ((await res.json()) as { data: { token: string } }).data.token;
  }
  return { authorization: `Bearer ${adminToken}` };
}

/** An unlimited access code for sign-ups that are not about the gate (the gate is global and other files turn it on). */
export const OPEN_ACCESS_CODE = 'E2E-OPEN';
let openCodeReady = false;
export async function ensureOpenAccessCode(request: APIRequestContext) {
  if (openCodeReady) return;
  const res = await request.post('/api/admin/access-codes', {
    data: { code: OPEN_ACCESS_CODE, description: 'Playwright sign-ups' },
    headers: await adminHeaders(request),
  });
  expect([201, 200, 409]).toContain(res.status());
  openCodeReady = true;
}

export async function setAccessCodesRequired(request: APIRequestContext, required: boolean) {
  const res = await request.put('/api/admin/settings/access-codes', {
    data: { accessCodeRequired: required },
    headers: await adminHeaders(request),
  });
  expect(res.ok()).toBe(true);
}
