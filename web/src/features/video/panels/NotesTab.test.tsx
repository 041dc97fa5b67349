import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { NOTES_PAGE_MAX, VIDEO_DONE, VIDEO_ERR, VIDEO_UI, type TNote, type TNotesResult } from '@coach/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { toaster } from '../../../components/toaster.tsx';
import { ApiError } from '../../../lib/api.ts';
import { setTabSocket } from '../../../lib/realtime/socket.ts';
import { fakeTabSocket } from '../../../test/socket.ts';
import { useAuth } from '../../auth/store.ts';
import { videoApi } from '../api.ts';
import { inRoom, joinData, openRoom, SESSION, signedIn, testRoom } from '../controls/room.fixture.ts';
import { secondsIntoCall } from './ManualNotes.tsx';
import { NotesTab } from './NotesTab.tsx';
import { RightPanel } from './RightPanel.tsx';

const note = (id: string, content: string, over: Partial<TNote> = {}): TNote => ({
  id,
  coacheeId: null,
  sessionId: SESSION,
  noteType: 'SESSION_COACH_MANUAL',
  title: null,
  content,
  createdAt: '2026-11-22T10:05:00.000Z',
  updatedAt: '2026-11-22T10:05:00.000Z',
  session: { title: 'Coaching Session' },
  coach: { firstName: 'Casey', lastName: 'Rivera' },
  linkedTimestamp: 300,
  isPrivate: true,
  author: { id: signedIn.id, firstName: 'Casey', lastName: 'Rivera' },
  ...over,
});

/** A notes answer as GET /api/notes gives it: one page holding every note given. */
const page = (notes: TNote[]): TNotesResult => ({
  notes,
  total: notes.length,
  page: 1,
  pageSize: NOTES_PAGE_MAX,
  counts: { all: notes.length, session: notes.filter((n) => n.sessionId).length, general: notes.filter((n) => !n.sessionId).length },
  lastUpdatedAt: notes[0]?.updatedAt ?? null,
});

const textarea = () => screen.getByLabelText('Add a note');
const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('secondsIntoCall', () => {
  it('counts from the call start, never below 0', () => {
    const start = '2026-11-22T10:00:00.000Z';
    expect(secondsIntoCall(start, Date.parse(start) + 95_400)).toBe(95);
    expect(secondsIntoCall(start, Date.parse(start) - 5000)).toBe(0);
    expect(secondsIntoCall(null)).toBeNull();
  });
});

describe('NotesTab', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T10:02:00.000Z') }));
  afterEach(() => {
    vi.useRealTimers();
    setTabSocket(null);
    testRoom().getState().clear();
    vi.restoreAllMocks();
  });

  it("lists the session's hand-written notes and saves a coach note at its place in the call", async () => {
    openRoom(joinData('coach'));
    const saved = note('n2', 'Asked about the launch', { linkedTimestamp: 120 });
    vi.spyOn(videoApi, 'notes').mockResolvedValue(
      page([note('n1', 'Opened with the goal'), note('t1', 'whole transcript', { noteType: 'SESSION_TRANSCRIPT_FULL' })]),
    );
    const create = vi.spyOn(videoApi, 'createNote').mockResolvedValue({ note: saved });
    const toast = vi.spyOn(toaster, 'create');
    renderWithProviders(inRoom(<NotesTab />));
    expect(await screen.findByText('Opened with the goal')).toBeTruthy();
    expect(screen.queryByText('whole transcript')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Manual (1)' })).toBeTruthy();
    expect(saveButton()).toHaveProperty('disabled', true);
    fireEvent.change(textarea(), { target: { value: '   ' } });
    expect(saveButton()).toHaveProperty('disabled', true);
    fireEvent.change(textarea(), { target: { value: ' Asked about the launch ' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ type: 'success', title: VIDEO_DONE.NOTE_SAVED }));
    expect(create).toHaveBeenCalledWith({
      sessionId: SESSION,
      noteType: 'SESSION_COACH_MANUAL',
      content: 'Asked about the launch',
      linkedTimestamp: 120,
    });
    expect(await screen.findByRole('tab', { name: 'Manual (2)' })).toBeTruthy();
    expect((textarea() as HTMLTextAreaElement).value).toBe('');
  });

  it('a client writes a client note; a failure and a missing user say so', async () => {
    openRoom(joinData('coachee'));
    vi.spyOn(videoApi, 'notes').mockResolvedValue(page([]));
    const create = vi.spyOn(videoApi, 'createNote').mockRejectedValue(new ApiError(500, 'Internal'));
    const toast = vi.spyOn(toaster, 'create');
    renderWithProviders(inRoom(<NotesTab />));
    expect(await screen.findByText(VIDEO_UI.NOTES_EMPTY)).toBeTruthy();
    fireEvent.change(textarea(), { target: { value: 'My takeaway' } });
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ type: 'error', title: VIDEO_ERR.SAVE_NOTE_FAILED, description: VIDEO_ERR.TRY_AGAIN }),
    );
    expect(create.mock.calls[0]![0]).toMatchObject({ noteType: 'GENERAL_COACHEE', sessionId: SESSION });
    // Signed out meanwhile (the text stays in the box).
    act(() => useAuth.setState({ user: null }));
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', false));
    fireEvent.click(saveButton());
    expect(toast).toHaveBeenLastCalledWith({ type: 'error', title: VIDEO_ERR.CANNOT_SAVE_NOTE, description: VIDEO_ERR.NOT_AUTHENTICATED });
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("reads the notes again on this session's note pushes, and leaves the socket when closed", async () => {
    openRoom(joinData('coach'));
    const socket = fakeTabSocket();
    const notes = vi
      .spyOn(videoApi, 'notes')
      .mockResolvedValueOnce(page([]))
      .mockResolvedValue(page([note('n9', 'Written by the client', { noteType: 'GENERAL_COACHEE' })]));
    const { unmount } = renderWithProviders(inRoom(<NotesTab />));
    await screen.findByText(VIDEO_UI.NOTES_EMPTY);
    act(() => socket.fire('note:changed', { note: note('x', 'other', { sessionId: '00000000-0000-4000-8000-0000000000ff' }) }));
    expect(notes).toHaveBeenCalledTimes(1);
    act(() => socket.fire('note:changed', { note: note('n9', 'Written by the client') }));
    expect(await screen.findByText('Written by the client')).toBeTruthy();
    act(() => socket.fire('note:deleted', { noteId: 'n9', sessionId: SESSION, coacheeId: null }));
    await waitFor(() => expect(notes).toHaveBeenCalledTimes(3));
    unmount();
    expect(socket.count('note:changed')).toBe(0);
    expect(socket.count('note:deleted')).toBe(0);
  });

  it('guests read that notes are kept for the coach and client, and start on the transcript', () => {
    openRoom(joinData('observer'), null);
    const notes = vi.spyOn(videoApi, 'notes');
    renderWithProviders(inRoom(<NotesTab />));
    expect(screen.getByRole('tab', { name: 'Transcript' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Manual' }));
    expect(screen.getByText(VIDEO_UI.NOTES_FOR_GUESTS)).toBeTruthy();
    expect(notes).not.toHaveBeenCalled();
  });
});

describe('RightPanel', () => {
  afterEach(() => {
    testRoom().getState().clear();
    vi.restoreAllMocks();
  });

  it.each([
    ['coach', ['Notes', 'Assist', 'Goals']],
    ['coachee', ['Notes', 'Goals']],
    ['observer', ['Notes']],
  ] as const)('the %s sees the tabs %j', (role, tabs) => {
    vi.spyOn(videoApi, 'notes').mockResolvedValue(page([]));
    openRoom(joinData(role), role === 'observer' ? null : undefined);
    renderWithProviders(inRoom(<RightPanel />));
    const list = screen.getByRole('tablist', { name: 'Session panel' });
    expect([...list.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual(tabs);
  });
});
