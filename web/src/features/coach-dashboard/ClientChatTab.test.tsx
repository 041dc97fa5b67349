import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { TNotesResult, TRoom } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { signIn, testCoach } from '../../test/people.ts';
import { useChat } from '../chat/store.ts';
import { roomsApi } from '../rooms/api.ts';
import { notesApi } from '../notes/api.ts';
import { ClientChatTab } from './ClientChatTab.tsx';
import { lastAuthor, previewLine } from './ClientList.tsx';

const COACH = '00000000-0000-4000-8000-0000000000c1';
const coach = testCoach({ id: COACH, lastName: 'Rivera', createdAt: '2026-11-01T00:00:00.000Z' });

const room = (n: number, firstName: string, over: Partial<TRoom> = {}): TRoom => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  name: `${firstName}'s room`,
  client: { id: `00000000-0000-4000-8000-00000000020${n}`, firstName, lastName: 'Tester' },
  humanCoach: { id: COACH, firstName: 'Casey', lastName: 'Rivera' },
  aiCoach: null,
  aiInteractionLevel: 'ENHANCED',
  createdAt: `2026-11-0${n}T00:00:00.000Z`,
  unreadCount: 0,
  lastMessageAt: '2026-11-20T10:00:00.000Z',
  lastMessagePreview: null,
  lastMessageFrom: null,
  clientStreak: 2,
  sessionCount: 1,
  ...over,
});

const rooms = [
  room(1, 'Avery', { lastMessagePreview: 'See you Thursday', lastMessageFrom: 'coach' }),
  room(2, 'Blake', { lastMessagePreview: 'Try a short walk today', lastMessageFrom: 'ai' }),
  room(3, 'Cory', { lastMessagePreview: 'I missed Wednesday', lastMessageFrom: 'client', unreadCount: 1 }),
];

const emptyNotes: TNotesResult = {
  notes: [],
  total: 0,
  page: 1,
  pageSize: 10,
  counts: { all: 0, session: 0, general: 0 },
  lastUpdatedAt: null,
};

function Where() {
  return <output aria-label="search">{useLocation().search}</output>;
}
const search = () => new URLSearchParams(screen.getByLabelText('search').textContent ?? '');

const render = (route = '/coach-dashboard?tab=clients') =>
  renderWithProviders(
    <>
      <ClientChatTab />
      <Where />
    </>,
    { route },
  );

beforeEach(() => {
  signIn(coach);
  vi.spyOn(roomsApi, 'list').mockResolvedValue(rooms);
  vi.spyOn(notesApi, 'list').mockResolvedValue(emptyNotes);
  // The chat, goals and progress under the pane ask the server too: none here.
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
});
afterEach(() => {
  vi.restoreAllMocks();
  useChat.getState().reset();
});

describe('ClientList rows', () => {
  it('say who wrote the last message', async () => {
    render();
    const list = await screen.findByRole('list', { name: 'Clients' });
    expect(within(list).getByText('You: See you Thursday')).toBeTruthy();
    expect(within(list).getByText('AI Coach: Try a short walk today')).toBeTruthy();
    expect(within(list).getByText('Cory: I missed Wednesday')).toBeTruthy();
    expect(screen.getByText('Select a client to start chatting.')).toBeTruthy();
  });

  it("take the live entry's author, and the room's only for the same message", () => {
    const r = rooms[0]!;
    const live = { roomId: r.id, unreadCount: 1, lastMessageAt: r.lastMessageAt!, lastMessagePreview: 'x' };
    expect(lastAuthor(r, undefined)).toBe('coach');
    expect(lastAuthor(r, { ...live, lastMessageFrom: 'client' })).toBe('client');
    expect(lastAuthor(r, live)).toBe('coach');
    expect(lastAuthor(r, { ...live, lastMessageAt: '2026-11-21T00:00:00.000Z' })).toBeNull();
    expect(previewLine('a'.repeat(80), 'ai', 'Avery')).toBe(`AI Coach: ${'a'.repeat(50)}`);
    expect(previewLine('hi', null, 'Avery')).toBe('hi');
  });

  it('open the notebook from the row menu', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Options for Blake Tester' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Schedule Session' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'View Progress' })).toBeTruthy();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Notebook' }));
    expect(await screen.findByRole('heading', { name: 'Notebook for Blake Tester' })).toBeTruthy();
    expect(search().get('client')).toBe(rooms[1]!.client.id);
    expect(search().get('view')).toBe('notebook');
    expect(search().get('tab')).toBe('clients');
  });

  it('open the client settings with the AI Coaching Level from the row menu', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Options for Avery Tester' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Client Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Client Settings' });
    expect(within(dialog).getByText('Avery Tester')).toBeTruthy();
    expect((within(dialog).getByRole('combobox', { name: 'AI Coaching Level' }) as HTMLSelectElement).value).toBe('ENHANCED');
  });
});

describe('the pane header', () => {
  it('lands on the notebook from a link, and New Note opens it with the form', async () => {
    const c = rooms[2]!.client.id;
    render(`/coach-dashboard?tab=clients&client=${c}&view=notebook`);
    expect(await screen.findByRole('heading', { name: 'Notebook for Cory Tester' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New note' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'AI Coaching Level' })).toBeTruthy();
    // Back to Chat, then the header's New Note: the notebook opens with the form, its title focused.
    fireEvent.click(screen.getByRole('button', { name: 'Back to Chat' }));
    expect(search().get('view')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'New Note' }));
    const form = await screen.findByRole('form', { name: 'New note' });
    expect(search().get('view')).toBe('notebook');
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Title (optional)')));
    expect(screen.queryAllByRole('button', { name: 'New Note' })).toHaveLength(0);
  });

  it('opens View Progress from a link and closes it back to the client', async () => {
    const c = rooms[0]!.client.id;
    render(`/coach-dashboard?tab=clients&client=${c}&view=progress`);
    const dialog = await screen.findByRole('dialog', { name: 'Progress: Avery Tester' });
    expect(within(dialog).getByRole('region', { name: 'SMART Goals' })).toBeTruthy();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Progress/ })).toBeNull());
    expect(search().get('client')).toBe(c);
    expect(search().get('view')).toBeNull();
  });
});
