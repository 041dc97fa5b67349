import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SESSION_ERR, type TAvailableSlot } from '@coach/contract';
import { aiAction, ROOM } from '../chat.fixture.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { useChat } from '../store.ts';
import { MessageCard } from './MessageCard.tsx';
import { json, serveHttp } from '../../../test/http.ts';

const ME = '00000000-0000-4000-8000-000000000001';
const COACH = '00000000-0000-4000-8000-000000000002';
const prompt = aiAction({
  id: '00000000-0000-4000-8000-0000000000f1',
  content: 'Choose a time that suits you in the booking card below.',
  seq: 5,
  actionData: { type: 'session_booking', status: 'pending' },
});

// Tomorrow at 10:00 and 11:00 here: inside this week's view whatever the runner's zone.
const tomorrowAt = (hour: number) => {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1, hour).toISOString();
};
const slots: TAvailableSlot[] = [10, 11].map((h) => ({
  templateId: 'availability-p1',
  scheduledAt: tomorrowAt(h),
  duration: 60,
  coachName: 'Sarah Lee',
}));

/** The card as the chat shows it: from the store, so a booked prompt re-renders. */
function LiveCard({ coachId = COACH }: { coachId?: string | null }) {
  const message = useChat((s) => s.rooms[ROOM]?.messages[0]);
  return message ? <MessageCard message={message} viewerId={ME} viewerIsClient bookingOpen coachId={coachId} /> : null;
}

function seed() {
  useChat.setState({ rooms: { [ROOM]: { messages: [prompt], pending: [], status: 'ready', hasMore: false, older: 'idle' } } });
}

describe('BookingCard', () => {
  afterEach(() => vi.restoreAllMocks());

  it('books the chosen time for this prompt and turns booked', async () => {
    seed();
    const fetchMock = serveHttp((url) =>
      Promise.resolve(
        String(url).startsWith('/api/sessions/available/')
          ? json({ data: { availableSlots: slots, timezone: 'Europe/London' } })
          : json({ data: { session: {} } }, 201),
      ),
    );
    renderWithProviders(<LiveCard />);
    const book = screen.getByRole('button', { name: 'Book Session' });
    expect(book).toHaveProperty('disabled', true);
    const time = await screen.findByRole('button', { name: /^11:00/ });
    expect(String(fetchMock.mock.calls[0]![0])).toContain(`/api/sessions/available/${COACH}?`);
    fireEvent.click(time);
    fireEvent.change(screen.getByLabelText(/What would you like to work on/), { target: { value: '  Career change  ' } });
    fireEvent.click(book);
    // The card says when: tomorrow at 11:00 here, in words.
    await screen.findByText(/^Booked: \w+day \d{1,2} \w+, 11:00$/);
    expect(useChat.getState().rooms[ROOM]!.messages[0]!.actionData).toMatchObject({ status: 'booked', scheduledAt: slots[1]!.scheduledAt });
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u) === '/api/sessions/book-slot')!;
    expect(url).toBe('/api/sessions/book-slot');
    expect(JSON.parse(init!.body as string)).toEqual({
      templateId: 'availability-p1',
      scheduledAt: slots[1]!.scheduledAt,
      duration: 60,
      sessionGoals: 'Career change',
      messageId: prompt.id,
    });
    expect(screen.queryByRole('button', { name: 'Book Session' })).toBeNull();
  });

  it('comes back for another try when the booking fails', async () => {
    seed();
    serveHttp((url) =>
      Promise.resolve(
        String(url).startsWith('/api/sessions/available/')
          ? json({ data: { availableSlots: slots, timezone: 'Europe/London' } })
          : json({ error: SESSION_ERR.SLOT_TAKEN, code: 'SLOT_TAKEN' }, 409),
      ),
    );
    renderWithProviders(<LiveCard />);
    fireEvent.click(await screen.findByRole('button', { name: /^10:00/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Book Session' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Book Session' })).toHaveProperty('disabled', true));
    expect(screen.queryByText('Session booked')).toBeNull();
    expect(useChat.getState().rooms[ROOM]!.messages[0]!.actionData!.status).toBe('pending');
  });

  it('a booked prompt, as read again after a reload, says the day and time in words', () => {
    useChat.setState({
      rooms: {
        [ROOM]: {
          messages: [
            {
              ...prompt,
              actionData: {
                type: 'session_booking',
                status: 'booked',
                sessionId: ME,
                scheduledAt: new Date(2026, 11, 7, 10, 0).toISOString(),
              },
            },
          ],
          pending: [],
          status: 'ready',
          hasMore: false,
          older: 'idle',
        },
      },
    });
    renderWithProviders(<LiveCard />);
    expect(screen.getByText('Booked: Monday 7 December, 10:00')).toBeTruthy();
  });

  it('opens at the week asked for: "next week" shows next Monday and its times', async () => {
    const today = new Date();
    const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() + ((8 - today.getDay()) % 7 || 7));
    const at = (days: number, hour: number) =>
      new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + days, hour).toISOString();
    // Open times tomorrow too: the card must not stop at them (on a Sunday, tomorrow is that Monday).
    const early = Date.parse(tomorrowAt(9)) < monday.getTime() ? [tomorrowAt(9)] : [];
    const open: TAvailableSlot[] = [...early, at(0, 10), at(1, 14)].map((scheduledAt) => ({
      templateId: 'availability-p1',
      scheduledAt,
      duration: 60,
      coachName: 'Sarah Lee',
    }));
    useChat.setState({
      rooms: {
        [ROOM]: {
          messages: [
            { ...prompt, createdAt: today.toISOString(), actionData: { type: 'session_booking', status: 'pending', when: 'next_week' } },
          ],
          pending: [],
          status: 'ready',
          hasMore: false,
          older: 'idle',
        },
      },
    });
    const fetchMock = serveHttp((url) => {
      const q = new URL(String(url), 'http://x').searchParams;
      const from = Date.parse(q.get('startDate')!);
      const to = Date.parse(q.get('endDate')!);
      return Promise.resolve(
        json({
          data: {
            availableSlots: open.filter((s) => Date.parse(s.scheduledAt) >= from && Date.parse(s.scheduledAt) < to),
            timezone: 'Europe/London',
          },
        }),
      );
    });
    renderWithProviders(<LiveCard />);
    const dayName = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' }).format(monday);
    const mondayButton = await screen.findByRole('button', { name: new RegExp(`^${dayName}, 1 open time`) });
    await waitFor(() => expect(mondayButton.getAttribute('aria-pressed')).toBe('true'));
    expect(await screen.findByRole('button', { name: /^10:00/ })).toBeTruthy();
    expect(screen.getByText(/^Open times from Monday \d{1,2} \w+, as you asked\.$/)).toBeTruthy();
    // The week asked from the server holds that Monday.
    const asked = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x').searchParams;
    expect(Date.parse(asked.get('startDate')!)).toBeLessThanOrEqual(monday.getTime());
    expect(Date.parse(asked.get('endDate')!)).toBeGreaterThan(monday.getTime());
  });

  it('says so when the client has no coach, and when the open times cannot load', async () => {
    seed();
    const { unmount } = renderWithProviders(<LiveCard coachId={null} />);
    expect(screen.getByText(SESSION_ERR.NO_COACH)).toBeTruthy();
    unmount();
    serveHttp(() => json({ error: 'boom' }, 500));
    renderWithProviders(<LiveCard />);
    expect(await screen.findByText(SESSION_ERR.LOAD_SLOTS_FAILED)).toBeTruthy();
  });
});
