import { expect, test } from '@playwright/test';

test.describe('one server for web, API and sockets', () => {
  test('health reports the database and Redis', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    const { data } = await res.json();
    expect(data.status).toBe('ok');
    expect(data.database.status).toBe('ok');
  });

  test('client routes get the app, unknown API paths a JSON 404', async ({ request }) => {
    const page = await request.get('/privacy');
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const api = await request.get('/api/no-such-call');
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });
});
