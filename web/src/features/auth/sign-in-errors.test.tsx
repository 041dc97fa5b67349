import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ERR } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import LoginPage from './LoginPage.tsx';
import { useAuth } from './store.ts';
import { json, offline, serveHttp } from '../../test/http.ts';

/** The text sits under the field (its Field.ErrorText), which is marked invalid and names it as its error. */
async function expectAtField(input: HTMLElement, text: string) {
  const message = await screen.findByText(text, { selector: '[data-part="error-text"]' });
  expect(input.closest('[data-part="root"]')?.contains(message)).toBe(true);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  await waitFor(() => expect(input.getAttribute('aria-errormessage')).toBe(message.id));
}

describe('sign-in errors at the field', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    useAuth.setState({ status: 'loading', user: null, token: null, lastUserId: null });
  });

  it('a wrong email or password: both marked, the text under the password, which has the focus', async () => {
    useAuth.setState({ status: 'anonymous' });
    serveHttp(() => json({ error: ERR.INVALID_CREDENTIALS, code: 'INVALID_CREDENTIALS' }, 401));
    renderWithProviders(<LoginPage />, { route: '/login' });
    const email = screen.getByLabelText(/^Email/);
    const password = screen.getByLabelText(/^Password/);
    fireEvent.change(email, { target: { value: 'someone@example.com' } });
    fireEvent.change(password, { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectAtField(password, ERR.INVALID_CREDENTIALS);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password);
  });

  it('a missing field is told at that field', async () => {
    useAuth.setState({ status: 'anonymous' });
    const fetch = serveHttp();
    renderWithProviders(<LoginPage />, { route: '/login' });
    const email = screen.getByLabelText(/^Email/);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectAtField(email, ERR.MISSING_FIELDS);
    expect(document.activeElement).toBe(email);
    // The form is not sent. (Only sign-in's calls count: a query of another test in this worker
    // may still be settling, and is not this form's doing.)
    expect(fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/auth/'))).toEqual([]);
  });

  it('the server away is said above the form, not at a field', async () => {
    useAuth.setState({ status: 'anonymous' });
    serveHttp(offline);
    renderWithProviders(<LoginPage />, { route: '/login' });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'someone@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByText('Unable to reach the server. Please check your connection.', { selector: '[role="alert"] *' });
    expect(alert).toBeTruthy();
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-invalid')).toBeNull();
  });
});
