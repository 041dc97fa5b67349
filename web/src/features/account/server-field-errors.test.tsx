import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ERR } from '@coach/contract';
import { toaster } from '../../components/toaster.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { ChangeEmailDialog } from './ChangeEmailDialog.tsx';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import { serveHttp, offline } from '../../test/http.ts';

afterEach(() => vi.restoreAllMocks());

/** The server's refusal as routes send it: its text and the code that names the field. */
const refuse = (status: number, error: string, code: string) =>
  serveHttp(() => new Response(JSON.stringify({ error, code }), { status, headers: { 'content-type': 'application/json' } }));

/** The error sits under the field (Chakra's Field.ErrorText), the field says it is invalid and has the focus; no toast. */
async function expectAtField(input: HTMLElement, text: string, toast: ReturnType<typeof vi.spyOn>) {
  await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
  const message = await screen.findByText(text);
  expect(input.closest('[data-part="root"]')?.contains(message)).toBe(true);
  await waitFor(() => expect(input.getAttribute('aria-errormessage')).toBe(message.id));
  expect(document.activeElement).toBe(input);
  expect(toast).not.toHaveBeenCalled();
}

describe('server refusals at the field', () => {
  it('change password: a wrong current password is shown at that field and stays', async () => {
    refuse(400, ERR.CURRENT_PASSWORD_WRONG, 'WRONG_PASSWORD');
    const toast = vi.spyOn(toaster, 'create');
    renderWithProviders(<ChangePasswordDialog open onClose={() => {}} />);
    const current = await screen.findByLabelText(/^Current password/);
    fireEvent.change(current, { target: { value: 'not-my-password' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'a-new-password' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'a-new-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await expectAtField(current, ERR.CURRENT_PASSWORD_WRONG, toast);
    // Typing again clears it.
    fireEvent.change(current, { target: { value: 'my-password' } });
    expect(screen.queryByText(ERR.CURRENT_PASSWORD_WRONG)).toBeNull();
  });

  it('change email: a taken address is shown at the address, a wrong password at the password', async () => {
    refuse(409, ERR.EMAIL_IN_USE, 'EMAIL_TAKEN');
    const toast = vi.spyOn(toaster, 'create');
    renderWithProviders(<ChangeEmailDialog open onClose={() => {}} currentEmail="client@demo.coach" />);
    const email = await screen.findByLabelText(/New email address/);
    const password = screen.getByLabelText(/Current password/);
    fireEvent.change(email, { target: { value: 'taken@demo.coach' } });
    fireEvent.change(password, { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Email' }));
    await expectAtField(email, ERR.EMAIL_IN_USE, toast);

    refuse(400, ERR.WRONG_PASSWORD, 'WRONG_PASSWORD');
    fireEvent.change(email, { target: { value: 'free@demo.coach' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Email' }));
    await expectAtField(password, ERR.WRONG_PASSWORD, toast);
  });

  it('delete account: a wrong password is shown at the field', async () => {
    refuse(400, ERR.WRONG_PASSWORD, 'WRONG_PASSWORD');
    const toast = vi.spyOn(toaster, 'create');
    renderWithProviders(<DeleteAccountDialog open onClose={() => {}} />);
    const password = await screen.findByLabelText(/Current password/);
    fireEvent.change(password, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await expectAtField(password, ERR.WRONG_PASSWORD, toast);
  });

  it('anything that is not about a field (the server away) stays a toast', async () => {
    serveHttp(offline);
    const toast = vi.spyOn(toaster, 'create');
    renderWithProviders(<DeleteAccountDialog open onClose={() => {}} />);
    fireEvent.change(await screen.findByLabelText(/Current password/), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to Delete Account' })));
  });
});
