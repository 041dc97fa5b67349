import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render.tsx';
import { coach } from '../subscription/billing.fixture.tsx';
import LoginPage from './LoginPage.tsx';
import { useAuth } from './store.ts';
import { json, serveHttp } from '../../test/http.ts';

vi.mock('../../routes/preload.ts', () => ({ preloadSignedInArea: vi.fn(), prefetchHome: vi.fn(async () => {}) }));
const { preloadSignedInArea, prefetchHome } = await import('../../routes/preload.ts');

describe('signing in loads the signed-in area meanwhile', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(preloadSignedInArea).mockClear();
    vi.mocked(prefetchHome).mockClear();
    useAuth.setState({ status: 'loading', user: null, token: null, lastUserId: null });
  });

  it("starts the signed-in pages' code once typing begins, not on the form's first paint", () => {
    useAuth.setState({ status: 'anonymous' });
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(preloadSignedInArea).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'c' } });
    expect(preloadSignedInArea).toHaveBeenCalledTimes(1);
  });

  it("asks for the coach's home data as soon as the sign-in is answered", async () => {
    useAuth.setState({ status: 'anonymous' });
    serveHttp((url) =>
      Promise.resolve(
        String(url).endsWith('/api/auth/login')
          ? json({ data: { token: 'token-1', user: coach, requiresEmailVerification: false } })
          : json({}, 404),
      ),
    );
    renderWithProviders(<LoginPage />, { route: '/login' });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: coach.email } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'a-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(prefetchHome).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ id: coach.id }), true));
    expect(preloadSignedInArea).toHaveBeenCalled();
  });
});
