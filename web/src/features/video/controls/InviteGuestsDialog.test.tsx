import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { VIDEO_DONE, VIDEO_UI, type TGuestInvite } from '@coach/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { toaster } from '../../../components/toaster.tsx';
import { videoApi } from '../api.ts';
import { InviteGuestsDialog, usesLabel } from './InviteGuestsDialog.tsx';
import { SESSION } from './room.fixture.ts';

const invite = (over: Partial<TGuestInvite> = {}): TGuestInvite => ({
  id: '00000000-0000-4000-8000-000000004001',
  url: 'http://localhost:3000/video/guest/abcdefghijkl',
  expiresAt: '2099-01-01T10:00:00.000Z',
  usedCount: 0,
  maxUses: 1,
  revokedAt: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  ...over,
});

const createButton = () => screen.getByRole('button', { name: VIDEO_UI.INVITE_CREATE });

describe('usesLabel', () => {
  it('reads n/max, or n/unlimited', () => {
    expect(usesLabel({ usedCount: 1, maxUses: 5 })).toBe('1/5');
    expect(usesLabel({ usedCount: 3, maxUses: -1 })).toBe('3/unlimited');
  });
});

describe('InviteGuestsDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('defaults to 24 hours and 1 use, and creates nothing until the consent box is ticked', async () => {
    vi.spyOn(videoApi, 'guestInvites').mockResolvedValue({ invites: [] });
    const created = invite();
    const create = vi.spyOn(videoApi, 'createGuestInvite').mockResolvedValue({ invite: created });
    renderWithProviders(<InviteGuestsDialog open onClose={() => undefined} sessionId={SESSION} />);
    expect(await screen.findByText(VIDEO_UI.INVITE_LINKS_EMPTY)).toBeTruthy();
    const expiry = screen.getByLabelText(/Link expires after/) as HTMLSelectElement;
    const uses = screen.getByLabelText(/Maximum uses/) as HTMLSelectElement;
    expect(expiry.selectedOptions[0]?.textContent).toBe('24 hours');
    expect(uses.selectedOptions[0]?.textContent).toBe('1 use');
    expect([...expiry.options].map((o) => o.textContent)).toEqual(['1 hour', '6 hours', '24 hours', '7 days', 'Never']);
    expect([...uses.options].map((o) => o.textContent)).toEqual(['1 use', '5 uses', '10 uses', 'Unlimited']);
    expect(createButton()).toHaveProperty('disabled', true);
    fireEvent.click(createButton());
    expect(create).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: VIDEO_UI.INVITE_CONSENT_CHECK }));
    await waitFor(() => expect(createButton()).toHaveProperty('disabled', false));
    fireEvent.click(createButton());
    await waitFor(() => expect(create).toHaveBeenCalledWith(SESSION, { expiresInHours: 24, maxUses: 1 }));
    expect(((await screen.findByLabelText(/Guest link/)) as HTMLInputElement).value).toBe(created.url);
  });

  it('sends the chosen expiry and uses (Never, Unlimited), copies the link, and revokes one', async () => {
    const listed = invite({ usedCount: 2, maxUses: -1, expiresAt: null });
    vi.spyOn(videoApi, 'guestInvites').mockResolvedValue({ invites: [listed] });
    const create = vi.spyOn(videoApi, 'createGuestInvite').mockResolvedValue({ invite: listed });
    const revoke = vi
      .spyOn(videoApi, 'revokeGuestInvite')
      .mockResolvedValue({ invite: { ...listed, revokedAt: '2026-11-22T11:00:00.000Z' } });
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const toast = vi.spyOn(toaster, 'create');
    renderWithProviders(<InviteGuestsDialog open onClose={() => undefined} sessionId={SESSION} />);
    expect(await screen.findByText(/Uses 2\/unlimited/)).toBeTruthy();
    expect(screen.getByText(/Never expires/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Link expires after/), { target: { value: 'never' } });
    fireEvent.change(screen.getByLabelText(/Maximum uses/), { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('checkbox', { name: VIDEO_UI.INVITE_CONSENT_CHECK }));
    await waitFor(() => expect(createButton()).toHaveProperty('disabled', false));
    fireEvent.click(createButton());
    await waitFor(() => expect(create).toHaveBeenCalledWith(SESSION, { expiresInHours: null, maxUses: -1 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ type: 'success', title: VIDEO_DONE.LINK_COPIED }));
    expect(writeText).toHaveBeenCalledWith(listed.url);
    fireEvent.click(screen.getByRole('button', { name: /^Revoke/ }));
    await waitFor(() => expect(revoke).toHaveBeenCalledWith(SESSION, listed.id));
  });
});
