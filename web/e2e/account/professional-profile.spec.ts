import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/fixtures.ts';
import { checkBothWidths } from './widths.ts';
import { freshCoach } from '../support/fresh-coach.ts';
import { coachedClient } from '../support/coached-client.ts';

// A 1x1 PNG and the smallest PDF a sniffer recognises: the server checks each file's first bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test('account: a coach fills the professional section, adds a certification with a PDF, and uploads a photo the nav and their client see', async ({
  browser,
}) => {
  // Sign-up, three saves, two uploads, four axe scans and a reload: minutes on a loaded 2-core machine.
  test.setTimeout(240_000);
  const context = await browser.newContext();
  const coach = await freshCoach(context.request, 'Avery', 'Photo');
  const page = await context.newPage();
  await signIn(page, coach.email, coach.password);
  await expect(page).toHaveURL(/\/coach-dashboard$/);

  // Coach Tools -> Update Profile opens the professional section.
  await page.getByRole('button', { name: 'Coach Tools' }).click();
  await page.getByRole('menuitem', { name: 'Update Profile' }).click();
  await expect(page).toHaveURL(/\/account#professional$/);
  const professional = page.getByRole('form', { name: 'Professional Information' });
  await expect(professional).toBeVisible();
  await professional.getByLabel('Headline').fill('Career coach for new managers');
  await professional.getByLabel('About me').fill('Ten years of helping people lead.');
  await expect(professional.getByText('33/1000')).toBeVisible();
  await professional.getByLabel('Years of experience').selectOption('6-10');
  await professional.getByLabel('Hourly rate').fill('140');
  await professional.getByLabel('Currency').selectOption('EUR');
  await professional.getByLabel('Client capacity').fill('12');
  await professional.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated').first()).toBeVisible();

  // Credentials: add a certification, name it, save it, attach its PDF.
  await page.getByRole('button', { name: /Credentials & Training/ }).click();
  await page.getByRole('button', { name: 'Add Certification' }).click();
  const entry = page.getByRole('form', { name: 'Certification: New Certification' });
  await expect(entry).toBeVisible();
  await entry.getByLabel('Certification name').fill('ICF Associate Certified Coach');
  await entry.getByLabel('Issuing body').fill('ICF');
  await entry.getByLabel('Issue date').fill('2024-05-01');
  await entry.getByRole('button', { name: /^Save/ }).click();
  const saved = page.getByRole('form', { name: 'Certification: ICF Associate Certified Coach' });
  await expect(saved).toBeVisible();
  await saved.locator('input[type=file]').setInputFiles({ name: 'acc.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(saved.getByText('Upload complete')).toBeVisible();
  await expect(saved.getByRole('button', { name: 'View document' })).toBeVisible();
  await expect(saved.getByText('Verification pending')).toBeVisible();

  // A client of this coach has the coach's message open in their chat: initials beside it for now.
  const clientContext = await browser.newContext();
  const person = await coachedClient(clientContext.request, `Pia${Date.now().toString(36).slice(-4)}`, coach);
  const clientLogin = await clientContext.request.post('/api/auth/login', { data: { email: person.email, password: person.password } });
  const clientToken = ((await clientLogin.json()) as { data: { token: string } }).data.token;
  const rooms = await clientContext.request.get('/api/rooms', { headers: { authorization: `Bearer ${clientToken}` } });
  const roomId = ((await rooms.json()) as { data: { id: string }[] }).data[0]!.id;
  const hello = 'Welcome aboard, glad to be working with you.';
  const sent = await context.request.post(`/api/chat/rooms/${roomId}/messages`, {
    data: { content: hello, messageType: 'text', clientId: randomUUID() },
    headers: { authorization: `Bearer ${coach.token}` },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const clientPage = await clientContext.newPage();
  await signIn(clientPage, person.email, person.password);
  await expect(clientPage).toHaveURL(/\/coaching$/);
  const coachMessage = clientPage.getByRole('region', { name: 'Messages' }).getByRole('listitem').filter({ hasText: hello });
  await expect(coachMessage).toBeVisible();
  await expect(coachMessage.locator('img')).toHaveCount(0);

  // The photo: uploaded in the header, then shown in the navigation, live in the coach's other tab
  // and, in the client's browser, beside the coach's message without a reload.
  const otherTab = await context.newPage();
  await otherTab.goto('/coach-dashboard');
  await expect(otherTab.getByRole('button', { name: /Account menu for Avery/ })).toBeVisible();
  await page.locator('input[type=file][data-upload-type=avatar]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Upload complete').first()).toBeVisible();
  await expect(page.getByTestId('nav-avatar').locator('img')).toHaveAttribute('src', /\/api\/storage\/files\/avatar\//);
  await expect(otherTab.getByTestId('nav-avatar').locator('img')).toHaveAttribute('src', /\/api\/storage\/files\/avatar\//);
  await otherTab.close();
  await expect(coachMessage.locator('img')).toHaveAttribute('src', /\/api\/storage\/files\/avatar\//);
  await clientContext.close();

  await checkBothWidths(page);

  // Everything is kept.
  await page.reload();
  const again = page.getByRole('form', { name: 'Professional Information' });
  await expect(again.getByLabel('Headline')).toHaveValue('Career coach for new managers');
  await expect(again.getByLabel('Hourly rate')).toHaveValue('140');
  await expect(again.getByLabel('Currency')).toHaveValue('EUR');
  await expect(page.getByTestId('nav-avatar').locator('img')).toHaveAttribute('src', /\/api\/storage\/files\/avatar\//);
  await context.close();
});
