import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SESSION_ERR } from '@coach/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { ClientCancelDialog } from './ClientCancelDialog.tsx';
import { cancelWithOwnWords, confirmCancel } from '../components/cancelReason.fixture.ts';
import { json, serveHttp } from '../../../test/http.ts';
import { sessionClient, sessionCoach, testSession } from '../../../test/sessions.ts';

const person = { firstName: 'Sarah', lastName: 'Lee', timeZone: 'Europe/London' };
const session = testSession({
  coach: { ...sessionCoach, ...person },
  client: { ...sessionClient, ...person, email: 'c@example.test' },
});

describe('ClientCancelDialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('needs a reason, and its text when the reason is Other', async () => {
    const fetchMock = serveHttp(() => json({ data: { session: { ...session, status: 'CANCELLED' } } }));
    const onClose = vi.fn();
    renderWithProviders(<ClientCancelDialog session={session} onClose={onClose} />);
    await cancelWithOwnWords(fetchMock, ' Travelling that week ');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`/api/sessions/${session.id}/cancel`);
    expect(init!.method).toBe('PUT');
    expect(JSON.parse(init!.body as string)).toEqual({ reason: 'Travelling that week' });
  });

  it("shows the server's reason for a refusal, and the spec's text for a failure", async () => {
    const late = SESSION_ERR.CHANGE_TOO_LATE('24 hours');
    serveHttp()
      .mockResolvedValueOnce(json({ error: late }, 409))
      .mockResolvedValueOnce(json({ error: 'Internal' }, 500));
    const onClose = vi.fn();
    renderWithProviders(<ClientCancelDialog session={session} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Schedule conflict' } });
    confirmCancel();
    expect(await screen.findByText(late)).toBeTruthy();
    confirmCancel();
    expect(await screen.findByText(SESSION_ERR.CLIENT_CANCEL_FAILED)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
