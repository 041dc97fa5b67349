import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NOTE_ERR, NOTEBOOK_UI, type TNote, type TNotesResult } from '@coach/contract';
import { modalSettled, renderWithProviders } from '../../test/render.tsx';
import { ApiError } from '../../lib/api.ts';
import { setTabSocket } from '../../lib/realtime/socket.ts';
import { fakeTabSocket } from '../../test/socket.ts';
import { notesApi, type NotebookQuery } from './api.ts';
import { ClientNotebook } from './ClientNotebook.tsx';

const COACH = '00000000-0000-4000-8000-0000000000c1';
const CLIENT = '00000000-0000-4000-8000-0000000000a1';
const OTHER_CLIENT = '00000000-0000-4000-8000-0000000000a2';

const note = (n: number, over: Partial<TNote> = {}): TNote => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  coacheeId: CLIENT,
  sessionId: null,
  noteType: 'GENERAL_COACH',
  title: `Note ${n}`,
  content: `Content of note ${n}`,
  createdAt: '2026-11-22T10:05:00.000Z',
  updatedAt: '2026-11-22T10:05:00.000Z',
  session: null,
  coach: { firstName: 'Casey', lastName: 'Rivera' },
  linkedTimestamp: null,
  isPrivate: true,
  author: { id: COACH, firstName: 'Casey', lastName: 'Rivera' },
  ...over,
});

const page = (notes: TNote[], over: Partial<TNotesResult> = {}): TNotesResult => ({
  notes,
  total: notes.length,
  page: 1,
  pageSize: 10,
  counts: { all: notes.length, session: notes.filter((n) => n.sessionId).length, general: notes.filter((n) => !n.sessionId).length },
  lastUpdatedAt: notes[0]?.updatedAt ?? null,
  ...over,
});

const render = (composeSignal = 0) =>
  renderWithProviders(<ClientNotebook coacheeId={CLIENT} clientName="Gail Goalsetter" viewerId={COACH} composeSignal={composeSignal} />);
const lastQuery = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.at(-1)![0] as NotebookQuery;

afterEach(() => {
  setTabSocket(null);
  vi.restoreAllMocks();
});

describe('ClientNotebook: header', () => {
  it("shows the client's name, the note count and the last update", async () => {
    vi.spyOn(notesApi, 'list').mockResolvedValue(
      page([note(1), note(2)], { lastUpdatedAt: new Date(Date.now() - 5 * 60_000).toISOString() }),
    );
    render();
    expect(screen.getByRole('heading', { name: 'Notebook for Gail Goalsetter' })).toBeTruthy();
    const updated = await screen.findByText('5 minutes ago');
    expect(updated.tagName).toBe('TIME');
    expect(updated.parentElement!.textContent).toBe('2 notes · Last updated 5 minutes ago');
    expect(screen.getByRole('tab', { name: 'All Notes (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'General (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sessions (0)' })).toBeTruthy();
  });
});

describe('ClientNotebook: New Note', () => {
  it('keeps Save disabled while the content is blank, then saves, clears and closes the form', async () => {
    const list = vi.spyOn(notesApi, 'list').mockResolvedValue(page([]));
    const create = vi.spyOn(notesApi, 'create').mockResolvedValue({ note: note(7) });
    render();
    await screen.findByText(NOTEBOOK_UI.EMPTY_ALL);
    fireEvent.click(screen.getByRole('button', { name: 'New Note' }));
    const form = screen.getByRole('form', { name: 'New note' });
    const save = within(form).getByRole('button', { name: 'Save Note' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(within(form).getByLabelText(/Content/), { target: { value: '   ' } });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(within(form).getByLabelText('Title (optional)'), { target: { value: 'First talk' } });
    fireEvent.change(within(form).getByLabelText(/Content/), { target: { value: ' Wants to run a 10k ' } });
    expect(save).toHaveProperty('disabled', false);
    const readsBefore = list.mock.calls.length;
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New note' })).toBeNull());
    expect(create).toHaveBeenCalledWith({
      coacheeId: CLIENT,
      noteType: 'GENERAL_COACH',
      title: 'First talk',
      content: 'Wants to run a 10k',
    });
    // The list is read again, and the form opens empty the next time.
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(readsBefore));
    fireEvent.click(screen.getByRole('button', { name: 'New Note' }));
    const again = screen.getByRole('form', { name: 'New note' });
    expect((within(again).getByLabelText('Title (optional)') as HTMLInputElement).value).toBe('');
    expect((within(again).getByLabelText(/Content/) as HTMLTextAreaElement).value).toBe('');
  });

  it('says so when the save fails and keeps what was typed', async () => {
    vi.spyOn(notesApi, 'list').mockResolvedValue(page([]));
    vi.spyOn(notesApi, 'create').mockRejectedValue(new ApiError(500, 'boom'));
    render(1);
    const form = screen.getByRole('form', { name: 'New note' });
    fireEvent.change(within(form).getByLabelText(/Content/), { target: { value: 'Keep me' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Note' }));
    expect(await within(form).findByText(NOTE_ERR.SAVE_FAILED)).toBeTruthy();
    expect((within(form).getByLabelText(/Content/) as HTMLTextAreaElement).value).toBe('Keep me');
  });
});

describe('ClientNotebook: tabs, search and pages', () => {
  it('shows each tab its own empty text and asks the server for its kind', async () => {
    const list = vi.spyOn(notesApi, 'list').mockResolvedValue(page([]));
    render();
    expect(await screen.findByText(NOTEBOOK_UI.EMPTY_ALL)).toBeTruthy();
    expect(lastQuery(list).kind).toBeUndefined();
    fireEvent.click(screen.getByRole('tab', { name: /Sessions/ }));
    expect(await screen.findByText(NOTEBOOK_UI.EMPTY_SESSIONS)).toBeTruthy();
    expect(lastQuery(list).kind).toBe('session');
    fireEvent.click(screen.getByRole('tab', { name: /General/ }));
    expect(await screen.findByText(NOTEBOOK_UI.EMPTY_GENERAL)).toBeTruthy();
    expect(lastQuery(list).kind).toBe('general');
  });

  it("says 'Showing X of Y notes' and moves through the pages with Previous and Next", async () => {
    const pages = [1, 11, 21].map((from) => Array.from({ length: from === 21 ? 3 : 10 }, (_, i) => note(from + i)));
    const list = vi
      .spyOn(notesApi, 'list')
      .mockImplementation(async (q) => page(pages[q.page - 1]!, { total: 23, page: q.page, counts: { all: 23, session: 0, general: 23 } }));
    render();
    expect(await screen.findByText('Showing 10 of 23 notes · Page 1 of 3')).toBeTruthy();
    const prev = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(prev).toHaveProperty('disabled', true);
    expect(lastQuery(list)).toMatchObject({ coacheeId: CLIENT, page: 1, pageSize: 10 });
    fireEvent.click(next);
    expect(await screen.findByText('Showing 10 of 23 notes · Page 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 3 of 23 notes · Page 3 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(within(screen.getByRole('list', { name: 'Notes' })).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 10 of 23 notes · Page 2 of 3')).toBeTruthy();
    expect(lastQuery(list).page).toBe(2);
  });

  it('sends the search to the server as q once the typing pauses, from the first page', async () => {
    const list = vi.spyOn(notesApi, 'list').mockResolvedValue(page([note(1)]));
    render();
    await screen.findByText('Note 1');
    const before = list.mock.calls.length;
    const box = screen.getByRole('searchbox', { name: 'Search notes' });
    fireEvent.change(box, { target: { value: 'la' } });
    fireEvent.change(box, { target: { value: 'laun' } });
    fireEvent.change(box, { target: { value: 'launch ' } });
    await waitFor(() => expect(lastQuery(list).q).toBe('launch'));
    // One read for the settled text, none for the keys on the way.
    expect(list.mock.calls.slice(before).map((c) => (c[0] as NotebookQuery).q)).toEqual(['launch']);
    expect(lastQuery(list).page).toBe(1);
  });

  it('filters by type', async () => {
    const list = vi.spyOn(notesApi, 'list').mockResolvedValue(page([note(1)]));
    render();
    await screen.findByText('Note 1');
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter by type' }), { target: { value: 'SESSION_TRANSCRIPT_SUMMARY' } });
    await waitFor(() => expect(lastQuery(list).noteType).toBe('SESSION_TRANSCRIPT_SUMMARY'));
  });

  it('shows the load failure with Retry', async () => {
    const list = vi
      .spyOn(notesApi, 'list')
      .mockRejectedValueOnce(new ApiError(500, 'boom'))
      .mockResolvedValue(page([note(1)]));
    render();
    expect(await screen.findByText(NOTE_ERR.LOAD_FAILED)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Note 1')).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
  });
});

describe('ClientNotebook: a note', () => {
  it("shows the type badges, the session, and Show more on a long transcript; only the author's notes can be edited", async () => {
    vi.spyOn(notesApi, 'list').mockResolvedValue(
      page([
        note(1, {
          noteType: 'SESSION_TRANSCRIPT_FULL',
          title: null,
          sessionId: 's1',
          session: { title: 'Kick-off' },
          content: 'word '.repeat(400),
        }),
        note(2, { noteType: 'SESSION_COACH_MANUAL', sessionId: 's2', coacheeId: null, session: { title: 'Group call' } }),
        note(3, { noteType: 'GENERAL_COACHEE', isPrivate: false, author: { id: CLIENT, firstName: 'Gail', lastName: 'Goalsetter' } }),
      ]),
    );
    render();
    const transcript = await screen.findByRole('listitem', { name: 'Full Transcript' });
    expect(within(transcript).getByText('Session: Kick-off')).toBeTruthy();
    const more = within(transcript).getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(within(transcript).getByText(/…$/)).toBeTruthy();
    fireEvent.click(more);
    expect(within(transcript).getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    const groupNote = screen.getByRole('listitem', { name: 'Note 2' });
    expect(within(groupNote).getByText('Session Notes')).toBeTruthy();
    expect(within(groupNote).getByText('General Session Note')).toBeTruthy();
    const clientNote = screen.getByRole('listitem', { name: 'Note 3' });
    expect(within(clientNote).getByText('Client Notes')).toBeTruthy();
    expect(within(clientNote).getByText('By Gail Goalsetter')).toBeTruthy();
    expect(within(clientNote).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(within(groupNote).getByRole('button', { name: /Edit/ })).toBeTruthy();
  });

  it('edits in place: Save stays off while blank, Cancel leaves it as it was, a failure says so', async () => {
    vi.spyOn(notesApi, 'list').mockResolvedValue(page([note(1), note(2)]));
    const update = vi
      .spyOn(notesApi, 'update')
      .mockRejectedValueOnce(new ApiError(500, 'boom'))
      .mockResolvedValue({ note: note(1, { content: 'Better' }) });
    render();
    const item = await screen.findByRole('listitem', { name: 'Note 1' });
    fireEvent.click(within(item).getByRole('button', { name: /Edit/ }));
    // Editing is per note: the other note stays as it is.
    expect(within(screen.getByRole('listitem', { name: 'Note 2' })).queryByRole('form')).toBeNull();
    const form = within(item).getByRole('form', { name: 'Edit note' });
    fireEvent.change(within(form).getByLabelText(/Content/), { target: { value: '  ' } });
    expect(within(form).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    fireEvent.change(within(form).getByLabelText(/Content/), { target: { value: 'Better' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(NOTE_ERR.UPDATE_FAILED)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(item).queryByRole('form')).toBeNull());
    expect(update).toHaveBeenLastCalledWith(note(1).id, { title: 'Note 1', content: 'Better' });
  });

  it('deletes only after the confirm', async () => {
    vi.spyOn(notesApi, 'list').mockResolvedValue(page([note(1)]));
    const remove = vi.spyOn(notesApi, 'remove').mockResolvedValue({ success: true });
    render();
    const item = await screen.findByRole('listitem', { name: 'Note 1' });
    fireEvent.click(within(item).getByRole('button', { name: /Delete/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete note' });
    await modalSettled();
    expect(within(confirm).getByText(NOTE_ERR.DELETE_CONFIRM)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(item).getByRole('button', { name: /Delete/ }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete note' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(note(1).id));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows the delete failure on the note', async () => {
    vi.spyOn(notesApi, 'list').mockResolvedValue(page([note(1)]));
    vi.spyOn(notesApi, 'remove').mockRejectedValue(new ApiError(500, 'boom'));
    render();
    const item = await screen.findByRole('listitem', { name: 'Note 1' });
    fireEvent.click(within(item).getByRole('button', { name: /Delete/ }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete note' })).getByRole('button', { name: 'Delete' }));
    expect(await within(item).findByText(NOTE_ERR.DELETE_FAILED)).toBeTruthy();
  });
});

describe('ClientNotebook: live', () => {
  it("reads the notebook again on a push about this client's notes, not another's", async () => {
    const socket = fakeTabSocket();
    const list = vi
      .spyOn(notesApi, 'list')
      .mockResolvedValueOnce(page([note(1)]))
      .mockResolvedValue(page([note(2), note(1)]));
    render();
    await screen.findByText('Note 1');
    expect(list).toHaveBeenCalledTimes(1);
    act(() => socket.fire('note:changed', { note: note(9, { coacheeId: OTHER_CLIENT }) }));
    act(() => socket.fire('note:deleted', { noteId: 'x', sessionId: null, coacheeId: OTHER_CLIENT }));
    expect(list).toHaveBeenCalledTimes(1);
    act(() => socket.fire('note:changed', { note: note(2) }));
    expect(await screen.findByText('Note 2')).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
    act(() => socket.fire('note:deleted', { noteId: note(2).id, sessionId: null, coacheeId: CLIENT }));
    await waitFor(() => expect(list).toHaveBeenCalledTimes(3));
  });
});
