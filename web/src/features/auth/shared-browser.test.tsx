import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { TUser } from '@coach/contract';
import { TOKEN_KEY } from '../../lib/api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import LoginPage from './LoginPage.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { useAuth } from './store.ts';
import { json, serveHttp } from '../../test/http.ts';
import { testClient } from '../../test/people.ts';

const person = (id: string, firstName: string): TUser =>
  testClient({ id, firstName, lastName: 'Doe', email: `${firstName.toLowerCase()}@example.com`, createdAt: '2026-01-01T00:00:00.000Z' });
const ANN = person('00000000-0000-4000-8000-0000000000a1', 'Ann');
const BEN = person('00000000-0000-4000-8000-0000000000b2', 'Ben');
/** A token as the server signs it: only its payload's `sub` is read here. */
const tokenOf = (u: TUser) => `h.${btoa(JSON.stringify({ sub: u.id, tv: 0 }))}.s`;

function App({ route }: { route: string }) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/account" element={<RequireAuth>Ann&apos;s account page</RequireAuth>} />
      <Route path="/coaching" element={<RequireAuth>Coaching home</RequireAuth>} />
    </Routes>,
    { route },
  );
}

async function signInAs(user: TUser) {
  serveHttp(() => json({ data: { user, token: tokenOf(user), requiresEmailVerification: false } }));
  fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: user.email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'a-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in on a shared browser', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    useAuth.setState({ status: 'loading', user: null, token: null, requiresEmailVerification: false, lastUserId: null });
  });

  it('sends the next person home, not to the page the last one was on', async () => {
    useAuth.getState().setSession(tokenOf(ANN), ANN, false);
    App({ route: '/account' });
    expect(await screen.findByText("Ann's account page")).toBeTruthy();
    act(() => useAuth.getState().logout());
    await signInAs(BEN);
    expect(await screen.findByText('Coaching home')).toBeTruthy();
    expect(screen.queryByText("Ann's account page")).toBeNull();
  });

  it('brings the same person back to their page', async () => {
    useAuth.getState().setSession(tokenOf(ANN), ANN, false);
    App({ route: '/account' });
    await screen.findByText("Ann's account page");
    act(() => useAuth.getState().logout());
    await signInAs(ANN);
    expect(await screen.findByText("Ann's account page")).toBeTruthy();
  });

  it('reads whose the page was from a token the server no longer takes', async () => {
    localStorage.setItem(TOKEN_KEY, tokenOf(ANN));
    serveHttp(() => json({ error: 'Session expired' }, 401));
    await useAuth.getState().init();
    expect(useAuth.getState().status).toBe('anonymous');
    App({ route: '/account' });
    await signInAs(BEN);
    expect(await screen.findByText('Coaching home')).toBeTruthy();
  });
});
