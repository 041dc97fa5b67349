import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ERR, ONBOARDING_ERR } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { useAuth } from '../auth/store.ts';
import { ACCESS_CODE_KEY } from './accessCode.ts';
import CoachRegistrationPage from './CoachRegistrationPage.tsx';
import { json, serveHttp } from '../../test/http.ts';

function serve({ required, exists = false }: { required: boolean; exists?: boolean }) {
  const fetch = serveHttp(async (path: string) => {
    if (path === '/api/access-codes/system-status') return json({ data: { accessCodeRequired: required } });
    if (path === '/api/coaches/specializations')
      return json({ data: { specializations: [{ key: 'career', displayName: 'Career Coaching' }] } });
    if (path === '/api/intake/check-email') return json({ data: { exists } });
    return json({}, 500);
  });
  return fetch;
}

function renderPage() {
  useAuth.setState({ status: 'anonymous', user: null, token: null });
  renderWithProviders(
    <Routes>
      <Route path="/coach-registration" element={<CoachRegistrationPage />} />
      <Route path="/coach-access-code" element={<p>Access code page</p>} />
    </Routes>,
    { route: '/coach-registration' },
  );
}

afterEach(() => {
  sessionStorage.clear();
});

describe('CoachRegistrationPage', () => {
  it('sends a visitor without a validated code to /coach-access-code when codes are required', async () => {
    serve({ required: true });
    renderPage();
    expect(await screen.findByText('Access code page')).toBeTruthy();
  });

  it('shows the form when this tab validated a code', async () => {
    sessionStorage.setItem(ACCESS_CODE_KEY, 'COACH2026');
    serve({ required: true });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Join as a Coach' })).toBeTruthy();
    expect(await screen.findByText('Career Coaching')).toBeTruthy();
  });

  it('checks the email on blur and refuses a registered one', async () => {
    const fetch = serve({ required: false, exists: true });
    renderPage();
    const email = await screen.findByLabelText(/^Email/);
    fireEvent.change(email, { target: { value: 'taken@example.com' } });
    fireEvent.blur(email);
    expect(await screen.findByText(ERR.EMAIL_ALREADY_REGISTERED)).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      '/api/intake/check-email',
      expect.objectContaining({ body: JSON.stringify({ email: 'taken@example.com' }) }),
    );
  });

  it('says when the email is free', async () => {
    serve({ required: false, exists: false });
    renderPage();
    const email = await screen.findByLabelText(/^Email/);
    fireEvent.change(email, { target: { value: 'free@example.com' } });
    fireEvent.blur(email);
    expect(await screen.findByText(ONBOARDING_ERR.EMAIL_AVAILABLE)).toBeTruthy();
  });

  it('validates before sending anything', async () => {
    const fetch = serve({ required: false });
    renderPage();
    fireEvent.change(await screen.findByLabelText(/^Password/), { target: { value: 'long-enough' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'different1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Coach Account' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(screen.getByText('Please agree to the terms and conditions')).toBeTruthy();
    expect(screen.getByText('First name is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('firstName'));
    expect(fetch.mock.calls.some(([p]) => p === '/api/coaches/register')).toBe(false);
  });
});
