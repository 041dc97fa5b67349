import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SESSION_ERR } from '@coach/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { ClientCancelDialog } from './ClientCancelDialog.tsx';
import { json, serveHttp } from '../../../test/http.ts';
import { sessionClient, sessionCoach, testSession } from '../../../test/sessions.ts';

const person = { firstName: 'Sarah', lastName: 'Lee', timeZone: 'Europe/London' };
const session = testSession({
  coach: { ...sessionCoach, ...person },
  client: { ...sessionClient, ...person, email: 'c@example.test' },
});
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Cancel Session' }));

describe('ClientCancelDialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('needs a reason, and its text when the reason is Other', async () => {
    const fetchMock = serveHttp(() => json({ data: { session: { ...session, status: 'CANCELLED' } } }));
    const onClose = vi.fn();
    renderWithProviders(<ClientCancelDialog session={session} onClose={onClose} />);
    confirm();
    expect(await screen.findByText(SESSION_ERR.REASON_REQUIRED)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Other' } });
    confirm();
    expect(await screen.findByText(SESSION_ERR.CUSTOM_REASON_REQUIRED)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Please describe/), { target: { value: ' Travelling that week ' } });
    confirm();
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
    confirm();
    expect(await screen.findByText(late)).toBeTruthy();
    confirm();
    expect(await screen.findByText(SESSION_ERR.CLIENT_CANCEL_FAILED)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
