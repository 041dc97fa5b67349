import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SESSION_ERR } from '@coach/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { toaster } from '../../../components/toaster.tsx';
import { CancelSessionDialog } from './CancelSessionDialog.tsx';
import { cancelWithOwnWords } from './cancelReason.fixture.ts';
import { RescheduleDialog } from './RescheduleDialog.tsx';
import { notesLabel, SessionNotesDialog } from './SessionNotesDialog.tsx';
import { json, serveHttp } from '../../../test/http.ts';
import { sessionClient, sessionCoach, testSession } from '../../../test/sessions.ts';

const session = testSession({
  status: 'CONFIRMED',
  title: 'Coaching Session',
  sharedNotes: 'Read chapter 2',
  coach: { ...sessionCoach, timeZone: 'America/New_York' },
  client: { ...sessionClient, timeZone: 'Europe/London' },
});
const ok = () => serveHttp(() => json({ data: { session } }));
const sent = (mock: ReturnType<typeof ok>) => {
  const [url, init] = mock.mock.calls[0]!;
  return { url: String(url), method: init!.method, body: JSON.parse(init!.body as string) as unknown };
};

describe('CancelSessionDialog (coach)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('needs a reason, and its own words for Other, before it cancels', async () => {
    const fetchMock = ok();
    const onClose = vi.fn();
    renderWithProviders(<CancelSessionDialog session={session} onClose={onClose} />);
    await cancelWithOwnWords(fetchMock, ' Double-booked ');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(fetchMock)).toEqual({ url: `/api/sessions/${session.id}/cancel`, method: 'PUT', body: { reason: 'Double-booked' } });
  });

  it("stays open with the server's reason when it refuses, and the spec's text when it fails", async () => {
    const refusal = 'A session that is cancelled cannot be cancelled.';
    const fetchMock = serveHttp()
      .mockResolvedValueOnce(json({ error: refusal }, 409))
      .mockResolvedValueOnce(json({ error: 'Internal' }, 500));
    const toast = vi.spyOn(toaster, 'create');
    const onClose = vi.fn();
    renderWithProviders(<CancelSessionDialog session={session} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Schedule conflict' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Session' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ type: 'error', title: refusal }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Session' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ type: 'error', title: SESSION_ERR.CANCEL_FAILED }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('RescheduleDialog (coach)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for both a date and a time, then sends the instant they name here', async () => {
    const fetchMock = ok();
    const onClose = vi.fn();
    renderWithProviders(<RescheduleDialog session={session} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText(/New date/), { target: { value: '2026-12-03' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByText(SESSION_ERR.DATE_TIME_REQUIRED)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/New time/), { target: { value: '14:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(fetchMock)).toEqual({
      url: `/api/sessions/${session.id}/reschedule`,
      method: 'PUT',
      body: { scheduledAt: new Date('2026-12-03T14:30:00').toISOString() },
    });
  });
});

describe('SessionNotesDialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads Add Notes until a note has words, then Edit Notes', () => {
    expect(notesLabel({ coachNotes: null, sharedNotes: '  ' })).toBe('Add Notes');
    expect(notesLabel({ coachNotes: 'x', sharedNotes: null })).toBe('Edit Notes');
    expect(notesLabel(session)).toBe('Edit Notes');
  });

  it('saves the session goals with the notes (Needs attention clears once they have words)', async () => {
    const fetchMock = ok();
    const onClose = vi.fn();
    renderWithProviders(<SessionNotesDialog session={{ ...session, sessionGoals: null }} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText(/Session goals/), { target: { value: 'Plan the launch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(fetchMock).body).toMatchObject({ sessionGoals: 'Plan the launch' });
  });

  it('saves the private and shared notes, an emptied one as none', async () => {
    const fetchMock = ok();
    const onClose = vi.fn();
    renderWithProviders(<SessionNotesDialog session={session} onClose={onClose} />);
    expect((screen.getByLabelText(/Shared with coachee/) as HTMLTextAreaElement).value).toBe('Read chapter 2');
    fireEvent.change(screen.getByLabelText(/Private notes/), { target: { value: 'Follow up on the launch' } });
    fireEvent.change(screen.getByLabelText(/Shared with coachee/), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(fetchMock)).toEqual({
      url: `/api/sessions/${session.id}/notes`,
      method: 'PUT',
      body: { coachNotes: 'Follow up on the launch', sharedNotes: null, sessionGoals: null },
    });
  });
});
