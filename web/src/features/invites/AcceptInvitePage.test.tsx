import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ONBOARDING_ERR } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { PENDING_INVITE_KEY } from '../intake/invite.ts';
import AcceptInvitePage from './AcceptInvitePage.tsx';
import { json, serveHttp } from '../../test/http.ts';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

const open = (code = 'abc123') =>
  renderWithProviders(
    <Routes>
      <Route path="/accept-invite/:code" element={<AcceptInvitePage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: `/accept-invite/${code}` },
  );

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('AcceptInvitePage', () => {
  it('shows the server message for an invalid link, and Return to Home goes to /', async () => {
    serveHttp(() => json({ data: { valid: false, message: 'This invitation has expired.' } }));
    open();
    expect(await screen.findByRole('heading', { name: ONBOARDING_ERR.INVALID_INVITATION_TITLE })).toBeTruthy();
    expect(screen.getByText('This invitation has expired.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Return to Home' }));
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('falls back to the spec text when the server gives none', async () => {
    serveHttp(() => json({ data: { valid: false, message: null } }));
    open();
    expect(await screen.findByText(ONBOARDING_ERR.INVALID_INVITATION)).toBeTruthy();
  });

  it('asks for the email, shows the server text on a mismatch, then the coach and message; accepting stores the invite', async () => {
    const fetchMock = serveHttp()
      .mockResolvedValueOnce(json({ data: { valid: true, message: null } }))
      .mockResolvedValueOnce(json({ error: ONBOARDING_ERR.INVITE_EMAIL_MISMATCH }, 400))
      .mockResolvedValueOnce(
        json({ data: { inviteeEmail: 'ann@example.com', coachName: 'Casey Coach', personalMessage: 'Welcome aboard!' } }),
      );
    open();
    expect(await screen.findByRole('heading', { name: "You've Been Invited!" })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your email address.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByLabelText(/Email address/), { target: { value: 'other@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(ONBOARDING_ERR.INVITE_EMAIL_MISMATCH)).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Email address/), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Casey Coach')).toBeTruthy();
    expect(screen.getByText('Welcome aboard!')).toBeTruthy();
    const [path, init] = fetchMock.mock.calls[2]!;
    expect(path).toBe('/api/invites/verify/abc123');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ann@example.com' });

    fireEvent.click(screen.getByRole('button', { name: 'Accept & Get Started' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/intake?inviteCode=abc123'));
    expect(JSON.parse(localStorage.getItem(PENDING_INVITE_KEY)!)).toEqual({
      code: 'abc123',
      inviteeEmail: 'ann@example.com',
      coachName: 'Casey Coach',
      personalMessage: 'Welcome aboard!',
    });
  });

  it('Not Now goes home without storing anything', async () => {
    serveHttp()
      .mockResolvedValueOnce(json({ data: { valid: true, message: null } }))
      .mockResolvedValueOnce(json({ data: { inviteeEmail: 'ann@example.com', coachName: 'Casey Coach', personalMessage: null } }));
    open();
    fireEvent.change(await screen.findByLabelText(/Email address/), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Not Now' }));
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(localStorage.getItem(PENDING_INVITE_KEY)).toBeNull();
  });

  it('turns to the error screen when the invitation went away while the page was open', async () => {
    serveHttp()
      .mockResolvedValueOnce(json({ data: { valid: true, message: null } }))
      .mockResolvedValueOnce(json({ error: ONBOARDING_ERR.INVITE_NO_LONGER_VALID, code: 'INVITE_NO_LONGER_VALID' }, 400));
    open();
    fireEvent.change(await screen.findByLabelText(/Email address/), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: ONBOARDING_ERR.INVALID_INVITATION_TITLE })).toBeTruthy();
    expect(screen.getByText(ONBOARDING_ERR.INVITE_NO_LONGER_VALID)).toBeTruthy();
  });

  it('a blank code is an invalid link', async () => {
    open('%20');
    expect(await screen.findByText(ONBOARDING_ERR.INVALID_INVITE_LINK)).toBeTruthy();
  });
});
