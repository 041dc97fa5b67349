import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ERR } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { ChangeEmailDialog } from './ChangeEmailDialog.tsx';
import { serveHttp } from '../../test/http.ts';

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change Email' }));

describe('ChangeEmailDialog', () => {
  it('shows the spec texts, focuses the field at fault and sends nothing until they pass', async () => {
    const fetch = serveHttp();
    renderWithProviders(<ChangeEmailDialog open onClose={() => {}} currentEmail="client@demo.coach" />);
    const email = await screen.findByLabelText(/New email address/);

    submit();
    expect(await screen.findByText(ERR.NEW_EMAIL_REQUIRED)).toBeTruthy();
    expect(document.activeElement).toBe(email);

    fireEvent.change(email, { target: { value: 'Client@demo.coach' } });
    submit();
    expect(await screen.findByText(ERR.NEW_EMAIL_SAME)).toBeTruthy();

    fireEvent.change(email, { target: { value: 'new@demo.coach' } });
    submit();
    expect(await screen.findByText(ERR.PASSWORD_REQUIRED_CONFIRM)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts the new address and the password', async () => {
    const fetch = serveHttp(async () => new Response(JSON.stringify({ error: ERR.WRONG_PASSWORD }), { status: 400 }));
    renderWithProviders(<ChangeEmailDialog open onClose={() => {}} currentEmail="client@demo.coach" />);
    fireEvent.change(await screen.findByLabelText(/New email address/), { target: { value: ' new@demo.coach ' } });
    fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: 'secret' } });
    submit();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/auth/change-email');
    expect(JSON.parse(init.body as string)).toEqual({ newEmail: 'new@demo.coach', password: 'secret' });
  });
});
