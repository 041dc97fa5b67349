import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DIRECTORY_TEXT, type TCoachRequest, type TDirectoryCoach, type TRoom, type TUser } from '@coach/contract';
import { modalSettled, renderWithProviders } from '../../test/render.tsx';
import { setTabSocket } from '../../lib/realtime/socket.ts';
import { fakeTabSocket } from '../../test/socket.ts';
import CoachDirectoryPage from './CoachDirectoryPage.tsx';
import { CoachRequestsCard } from './CoachRequestsCard.tsx';
import { directoryQueryString } from './api.ts';
import { rateText } from './format.ts';
import { json, serveHttp } from '../../test/http.ts';
import { signIn, testClient, testCoach } from '../../test/people.ts';

const CLIENT = '00000000-0000-4000-8000-000000000001';
const COACH = '00000000-0000-4000-8000-000000000002';
const OTHER_COACH = '00000000-0000-4000-8000-000000000003';

const person = (id: string, role: 'client' | 'coach'): TUser =>
  (role === 'client' ? testClient : testCoach)({
    id,
    firstName: role === 'client' ? 'Robin' : 'Casey',
    lastName: role === 'client' ? 'Client' : 'Rivera',
    email: `${role}@example.com`,
    createdAt: '2026-11-01T00:00:00.000Z',
  });

const room = (humanCoach: TRoom['humanCoach']): TRoom => ({
  id: '00000000-0000-4000-8000-000000000101',
  name: 'Robin Client',
  client: { id: CLIENT, firstName: 'Robin', lastName: 'Client' },
  humanCoach,
  aiCoach: { id: '00000000-0000-4000-8000-00000000a1c0', firstName: 'AI', lastName: 'Coach' },
  aiInteractionLevel: 'LIMITED',
  createdAt: '2026-11-01T00:00:00.000Z',
});

const listed = (id: string, lastName: string, over: Partial<TDirectoryCoach> = {}): TDirectoryCoach => ({
  id,
  firstName: 'Dana',
  lastName,
  photoUrl: null,
  headline: `${lastName} helps with careers`,
  specializations: [{ key: 'career', displayName: 'Career Coaching' }],
  languages: ['English', 'Spanish'],
  timeZone: 'America/New_York',
  hourlyRate: 120,
  currency: 'USD',
  matchCount: 1,
  ...over,
});

const request = (status: TCoachRequest['status'], over: Partial<TCoachRequest> = {}): TCoachRequest => ({
  id: '00000000-0000-4000-8000-000000000201',
  status,
  message: 'Can you help me with my career?',
  note: status === 'pending' ? DIRECTORY_TEXT.PENDING : DIRECTORY_TEXT.DECLINED,
  coach: { id: COACH, firstName: 'Dana', lastName: 'Able' },
  client: { id: CLIENT, firstName: 'Robin', lastName: 'Client' },
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  ...over,
});

/** Answers by method and path; unknown calls are 404 so a test notices them. */
function serve(routes: Record<string, (body: unknown) => Response>) {
  const fetch = serveHttp(async (path: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${path}`;
    const answer = routes[key] ?? routes[`${init?.method ?? 'GET'} ${path.split('?')[0]}`];
    return answer ? answer(init?.body ? JSON.parse(String(init.body)) : undefined) : json({ error: 'Not found' }, 404);
  });
  return fetch;
}

afterEach(() => {
  setTabSocket(null);
});

describe('directory helpers', () => {
  it('leaves blank filters out of the query string', () => {
    expect(directoryQueryString({})).toBe('');
    expect(directoryQueryString({ specialization: 'career', language: ' ', timeZone: 'Europe/Lisbon' })).toBe(
      '?specialization=career&timeZone=Europe%2FLisbon',
    );
    expect(directoryQueryString({ language: 'English', cursor: undefined })).toBe('?language=English');
  });

  it('writes the rate in the coach currency, or nothing without one', () => {
    expect(rateText({ hourlyRate: 120, currency: 'EUR' }, 'en-US')).toBe('€120 per hour');
    expect(rateText({ hourlyRate: null, currency: 'USD' }, 'en-US')).toBeNull();
  });
});

describe('CoachDirectoryPage', () => {
  it('lists coaches and sends a request with a message; the open request shows and blocks another', async () => {
    signIn(person(CLIENT, 'client'));
    fakeTabSocket();
    let sent: unknown;
    const fetch = serve({
      'GET /api/rooms': () => json({ data: [room(null)] }),
      'GET /api/coaches/specializations': () => json({ data: { specializations: [{ key: 'career', displayName: 'Career Coaching' }] } }),
      'GET /api/coach-requests/mine': () => json({ data: { request: null } }),
      'GET /api/coaches/directory': () => json({ data: { coaches: [listed(COACH, 'Able')], nextCursor: `1_${COACH}` } }),
      [`GET /api/coaches/directory?cursor=1_${COACH}`]: () =>
        json({ data: { coaches: [listed(OTHER_COACH, 'Baker', { hourlyRate: null })], nextCursor: null } }),
      'POST /api/coach-requests': (body) => {
        sent = body;
        return json({ data: request('pending') }, 201);
      },
    });
    renderWithProviders(<CoachDirectoryPage />, { route: '/coach-search' });

    // The first page, then the next one on 'Show more coaches' (the last: the button goes).
    expect(await screen.findAllByTestId('directory-coach')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show more coaches' }));
    await waitFor(() => expect(screen.getAllByTestId('directory-coach')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Show more coaches' })).toBeNull();
    const cards = screen.getAllByTestId('directory-coach');
    expect(within(cards[0]!).getByRole('heading', { name: 'Dana Able' })).toBeTruthy();
    expect(within(cards[0]!).getByText('Able helps with careers')).toBeTruthy();
    expect(within(cards[0]!).getByText('Career Coaching')).toBeTruthy();
    expect(within(cards[0]!).getByText('Languages: English, Spanish')).toBeTruthy();
    expect(within(cards[0]!).getByText('Time zone: America/New York')).toBeTruthy();
    expect(within(cards[0]!).getByText(/120 per hour/)).toBeTruthy();
    expect(within(cards[1]!).queryByText(/per hour/)).toBeNull();

    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Request Dana Able as your coach' }));
    await modalSettled();
    const dialog = await screen.findByRole('dialog', { name: 'Request Dana Able' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Message/ }), { target: { value: 'Can you help me with my career?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));

    const status = await screen.findByTestId('my-coach-request');
    expect(within(status).getByText('Request sent to Dana Able')).toBeTruthy();
    expect(within(status).getByText(DIRECTORY_TEXT.PENDING)).toBeTruthy();
    expect(sent).toEqual({ coachId: COACH, message: 'Can you help me with my career?' });
    await waitFor(() => {
      for (const b of screen.getAllByRole('button', { name: /as your coach/ })) expect((b as HTMLButtonElement).disabled).toBe(true);
    });
    expect(fetch.mock.calls.some(([p]) => String(p).startsWith('/api/coaches/directory'))).toBe(true);
  });

  it('says so when no coach matches, and shows a decline kindly when pushed', async () => {
    signIn(person(CLIENT, 'client'));
    const socket = fakeTabSocket();
    serve({
      'GET /api/rooms': () => json({ data: [room(null)] }),
      'GET /api/coaches/specializations': () => json({ data: { specializations: [] } }),
      'GET /api/coach-requests/mine': () => json({ data: { request: request('pending') } }),
      'GET /api/coaches/directory': () => json({ data: { coaches: [], nextCursor: null } }),
    });
    renderWithProviders(<CoachDirectoryPage />, { route: '/coach-search' });
    expect(await screen.findByText(/No coaches match these filters/)).toBeTruthy();
    expect(await screen.findByText('Request sent to Dana Able')).toBeTruthy();

    act(() => socket.fire('coachRequest:changed', { request: request('declined', { decidedAt: '2026-11-21T10:00:00.000Z' }) }));
    expect(await screen.findByText('Dana Able cannot take you on right now')).toBeTruthy();
    expect(screen.getByText(DIRECTORY_TEXT.DECLINED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });

  it('offers booking instead of the directory to a client who has a coach', async () => {
    signIn(person(CLIENT, 'client'));
    serve({ 'GET /api/rooms': () => json({ data: [room({ id: COACH, firstName: 'Dana', lastName: 'Able' })] }) });
    renderWithProviders(<CoachDirectoryPage />, { route: '/coach-search' });
    expect(await screen.findByRole('button', { name: 'Book a session' })).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
  });
});

describe('CoachRequestsCard', () => {
  it('lists pending requests live, and Accept answers one', async () => {
    signIn(person(COACH, 'coach'));
    const socket = fakeTabSocket();
    const accepted: string[] = [];
    serve({
      'GET /api/coaches/me/requests': () => json({ data: { requests: [request('pending')] } }),
      [`POST /api/coach-requests/${request('pending').id}/accept`]: () => {
        accepted.push('first');
        return json({ data: request('accepted') });
      },
    });
    renderWithProviders(<CoachRequestsCard coachId={COACH} />);
    expect(await screen.findByText('Can you help me with my career?')).toBeTruthy();

    const second = request('pending', {
      id: '00000000-0000-4000-8000-000000000202',
      client: { id: '00000000-0000-4000-8000-000000000009', firstName: 'Sam', lastName: 'Second' },
      message: 'Hello from Sam',
      createdAt: '2026-11-21T10:00:00.000Z',
    });
    act(() => socket.fire('coachRequest:changed', { request: second }));
    expect(await screen.findByText('Hello from Sam')).toBeTruthy();
    expect(screen.getAllByTestId('coach-request')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Accept Robin Client' }));
    await waitFor(() => expect(screen.getAllByTestId('coach-request')).toHaveLength(1));
    expect(accepted).toEqual(['first']);
    // The client cancelled: the push takes the last one away.
    act(() => socket.fire('coachRequest:changed', { request: { ...second, status: 'cancelled' } }));
    expect(await screen.findByText(/No one is waiting for an answer/)).toBeTruthy();
  });
});
