import type { TNote } from '@coach/contract';
import { watchSharedSocket, type AppSocket } from './socket.ts';

/** Where a pushed note belongs: its client and its session. */
export type NotePlace = { coacheeId: string | null; sessionId: string | null };

/**
 * Calls `refresh` on every 'note:changed' or 'note:deleted' push that `concerns` a view, and on
 * every reconnect (pushes sent while disconnected are lost), on whatever socket the tab holds now
 * or later. Returns the cleanup. The notebook and the video room's notes both follow notes so.
 */
export function watchNotes(concerns: (place: NotePlace) => boolean, refresh: () => void): () => void {
  const changed = ({ note }: { note: TNote }) => {
    if (concerns(note)) refresh();
  };
  const deleted = (place: NotePlace) => {
    if (concerns(place)) refresh();
  };
  let current: AppSocket | null = null;
  const detach = () => {
    current?.off('note:changed', changed);
    current?.off('note:deleted', deleted);
    current?.off('connect', refresh);
    current = null;
  };
  const stop = watchSharedSocket((socket) => {
    detach();
    if (!socket) return;
    current = socket;
    socket.on('note:changed', changed);
    socket.on('note:deleted', deleted);
    socket.on('connect', refresh);
  });
  return () => {
    stop();
    detach();
  };
}
