import { useQueryClient } from '@tanstack/react-query';
import { useCatchUp } from '../../lib/realtime/useCatchUp.ts';
import { useSocketEvent, type Push } from '../../lib/realtime/useSocketEvent.ts';
import { notesKeys } from './api.ts';

/** Where a pushed note belongs: its client and its session. */
export type NotePlace = Pick<Push<'note:deleted'>, 'coacheeId' | 'sessionId'>;

/**
 * Calls `refresh` on every 'note:changed' or 'note:deleted' push that `concerns` a view, and on
 * every reconnect (pushes sent while disconnected are lost); with `concerns` null, nothing. The
 * notebook and the video room's notes both follow notes so.
 */
export function useNotesRealtime(concerns: ((place: NotePlace) => boolean) | null, refresh: () => void) {
  const follow = (place: NotePlace) => {
    if (concerns?.(place)) refresh();
  };
  useSocketEvent('note:changed', ({ note }) => follow(note));
  useSocketEvent('note:deleted', follow);
  useCatchUp(
    () => {
      if (concerns) refresh();
    },
    { firstConnect: true },
  );
}

/**
 * Keeps the client's notebook live: a push about this client's notes (a note written in another
 * tab or in the video room) reads its pages again, and so does every reconnect. Nothing polls.
 */
export function useNotebookRealtime(coacheeId: string) {
  const queryClient = useQueryClient();
  // A note with a session and no client (a General Session Note) may belong to any notebook.
  useNotesRealtime(
    (place) => place.coacheeId === coacheeId || place.coacheeId === null,
    () => void queryClient.invalidateQueries({ queryKey: notesKeys.client(coacheeId) }),
  );
}
