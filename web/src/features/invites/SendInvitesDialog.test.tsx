import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ONBOARDING_ERR } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { SendInvitesDialog } from './SendInvitesDialog.tsx';
import { json, serveHttp } from '../../test/http.ts';

const input = () => screen.getByLabelText('Email addresses');
const type = (value: string, key = 'Enter') => {
  fireEvent.change(input(), { target: { value } });
  if (key) fireEvent.keyDown(input(), { key });
};
const chips = () => {
  const list = screen.queryByRole('list', { name: 'Recipients' });
  return list
    ? within(list)
        .queryAllByRole('listitem')
        .map((li) => li.textContent)
    : [];
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send Invitations' }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SendInvitesDialog', () => {
  it('Enter and comma turn typed addresses into chips; bad and duplicate ones are refused', async () => {
    renderWithProviders(<SendInvitesDialog open onClose={() => {}} />);
    type('ann@example.com');
    type('bob@example.com,', '');
    expect(chips()).toEqual(['ann@example.com', 'bob@example.com']);
    type('ANN@example.com');
    expect(await screen.findByText(ONBOARDING_ERR.DUPLICATE_EMAIL)).toBeTruthy();
    expect(chips()).toHaveLength(2);
    expect((input() as HTMLInputElement).value).toBe('');
  });

  it('keeps a bad address as a red chip of its own, sends nothing while it is there, and says why on the Send button', async () => {
    const fetchMock = serveHttp(() => json({ data: { invitesSent: 1, invites: [] } }));
    const onClose = vi.fn();
    renderWithProviders(<SendInvitesDialog open onClose={onClose} />);
    type('not-an-email');
    expect((input() as HTMLInputElement).value).toBe('');
    type('client@example.com');
    expect(chips()).toEqual(['not-an-email (not valid)', 'client@example.com']);
    const bad = within(screen.getByRole('list', { name: 'Recipients' })).getAllByRole('listitem')[0]!;
    expect(bad.querySelector('[data-invalid]')).toBeTruthy();
    expect(screen.getByText(/the red address is not sent/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fix 1 invalid address' }));
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove not-an-email' }));
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({ emails: ['client@example.com'] });
  });

  it('splits a pasted list into chips', () => {
    renderWithProviders(<SendInvitesDialog open onClose={() => {}} />);
    fireEvent.paste(input(), {
      clipboardData: { getData: () => 'ann@example.com, bob@example.com\ncat@example.com;dan@example.com eve@example.com' },
    });
    expect(chips()).toEqual(['ann@example.com', 'bob@example.com', 'cat@example.com', 'dan@example.com', 'eve@example.com']);
  });

  it('removes a chip with its button', () => {
    renderWithProviders(<SendInvitesDialog open onClose={() => {}} />);
    type('ann@example.com');
    type('bob@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Remove ann@example.com' }));
    expect(chips()).toEqual(['bob@example.com']);
  });

  it('asks for at least one address and sends nothing without one', async () => {
    const fetchMock = serveHttp();
    renderWithProviders(<SendInvitesDialog open onClose={() => {}} />);
    submit();
    expect(await screen.findByText(ONBOARDING_ERR.NO_RECIPIENTS)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the chips plus what is still typed, with the message, and closes', async () => {
    const fetchMock = serveHttp(() => json({ data: { invitesSent: 2, invites: [] } }));
    const onClose = vi.fn();
    renderWithProviders(<SendInvitesDialog open onClose={onClose} />);
    type('ann@example.com');
    type('bob@example.com', '');
    fireEvent.change(screen.getByLabelText(/Personal message/), { target: { value: '  Looking forward!  ' } });
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/invites/send');
    expect(JSON.parse(String(init?.body))).toEqual({ emails: ['ann@example.com', 'bob@example.com'], personalMessage: 'Looking forward!' });
  });

  it('stays open on failure', async () => {
    serveHttp(() => json({ error: ONBOARDING_ERR.INVITE_ALREADY_PENDING('ann@example.com') }, 409));
    const onClose = vi.fn();
    renderWithProviders(<SendInvitesDialog open onClose={onClose} />);
    type('ann@example.com');
    submit();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Invitations' }).hasAttribute('disabled')).toBe(false));
    expect(onClose).not.toHaveBeenCalled();
    expect(chips()).toEqual(['ann@example.com']);
  });
});
