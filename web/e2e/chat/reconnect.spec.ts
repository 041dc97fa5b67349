import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerCustomer, signIn } from '../support/fixtures.ts';
import { e2eServerEnv } from '../support/server-env.ts';

// A second server process on the same PostgreSQL and Redis as the main one, which this test stops and
// starts again. Needs PostgreSQL (scripts/e2e.mjs leaves this file out when it is not reachable).
const PORT = Number(process.env.E2E_SECOND_PORT ?? 3105);
const BASE = `http://localhost:${PORT}`;
const root = join(process.cwd(), '..');

function startServer(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'realtime-server/src/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    // Jobs stay with the main server, which shares this database.
    env: { ...process.env, ...e2eServerEnv(PORT, BASE), JOBS_ENABLED: 'false' },
  });
}

async function waitHealthy(request: APIRequestContext) {
  await expect.poll(async () => (await request.get(`${BASE}/api/health`).catch(() => null))?.status() ?? 0, { timeout: 60_000 }).toBe(200);
}

test('the Reconnecting badge shows while the server is away and nothing is lost when it returns; two tabs stay in step', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  expect(process.env.E2E_DATABASE_URL, 'this journey shares PostgreSQL with a second server').toBeTruthy();
  let server = startServer();
  try {
    await waitHealthy(request);
    // A client of its own, so other journeys' messages and AI replies stay out of this room.
    const user = await registerCustomer(request, { verified: true });
    const context = await browser.newContext({ baseURL: BASE });
    const tab = await context.newPage();
    await signIn(tab, user.email, user.password);
    await expect(tab).toHaveURL(/\/coaching$/);
    const other = await context.newPage();
    await other.goto('/coaching');
    for (const p of [tab, other]) await expect(p.getByText('Connected', { exact: true })).toBeVisible();

    // Two tabs of the same client stay in step.
    const first = `From tab one ${Date.now().toString(36)}`;
    await tab.getByRole('textbox', { name: 'Message', exact: true }).fill(first);
    await tab.getByRole('textbox', { name: 'Message', exact: true }).press('Enter');
    await expect(other.getByRole('region', { name: 'Messages' }).getByText(first, { exact: true })).toBeVisible();

    // The server goes away: both tabs say so.
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await expect(tab.getByText('Reconnecting', { exact: true })).toBeVisible({ timeout: 30_000 });

    // Meanwhile the same client writes from another device through the main server (same database).
    const headers = { authorization: `Bearer ${user.token}` };
    const rooms = (await (await request.get('/api/rooms', { headers })).json()) as { data: { id: string }[] };
    const room = rooms.data[0]!;
    const missed = `While you were away ${Date.now().toString(36)}`;
    const sent = await request.post(`/api/chat/rooms/${room.id}/messages`, { headers, data: { content: missed, messageType: 'text' } });
    expect(sent.ok()).toBe(true);

    server = startServer();
    await waitHealthy(request);
    for (const p of [tab, other]) {
      await expect(p.getByText('Connected', { exact: true })).toBeVisible({ timeout: 30_000 });
      const list = p.getByRole('region', { name: 'Messages' });
      await expect(list.getByText(missed, { exact: true })).toHaveCount(1);
      await expect(list.getByText(first, { exact: true })).toHaveCount(1);
    }
    await context.close();
  } finally {
    server.kill('SIGTERM');
  }
});
