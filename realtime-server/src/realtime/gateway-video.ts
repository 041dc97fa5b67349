import { knockRoom, userRoom, videoRoom } from '@coach/contract';
import type { AppContext } from '../context.ts';
import type { IoServer } from './io.ts';

/**
 * The video room and notes: transcript lines and room state to the session's video room
 * (participants who entered it, guests too); assist suggestions and knocks to the coach alone;
 * the guests the coach admitted to the client, for their answer; a knock's outcome to the waiting guest; notes to whoever may read them.
 */
export function startVideoGateway(io: IoServer, ctx: AppContext): () => void {
  const offs = [
    ctx.events.on('video.transcript', ({ sessionId, line }) => {
      io.to(videoRoom(sessionId)).emit('video:transcript', { sessionId, line });
    }),
    ctx.events.on('video.assist', ({ sessionId, coachId, suggestion }) => {
      io.to(userRoom(coachId)).emit('video:assist', { sessionId, suggestion });
    }),
    ctx.events.on('video.assistToggled', ({ sessionId, coachId, enabled }) => {
      io.to(userRoom(coachId)).emit('video:assist-toggled', { sessionId, enabled });
    }),
    ctx.events.on('video.knock', ({ sessionId, coachId, knock }) => {
      io.to(userRoom(coachId)).emit('video:knock', { sessionId, knock });
      // Answered for good: 'awaiting_client' still waits (for the client's answer).
      if (knock.status === 'admitted' || knock.status === 'denied') {
        io.to(knockRoom(knock.id)).emit('video:admission', { sessionId, knockId: knock.id, admitted: knock.status === 'admitted' });
      }
    }),
    // The client's tabs: the room's open one asks them, and closes its question once answered.
    ctx.events.on('video.guestRequest', ({ sessionId, clientId, knock }) => {
      io.to(userRoom(clientId)).emit('video:guest-request', { sessionId, knock });
    }),
    ctx.events.on('video.state', ({ state }) => {
      io.to(videoRoom(state.sessionId)).emit('video:state', { state });
    }),
    ctx.events.on('video.ended', ({ sessionId }) => {
      io.to(videoRoom(sessionId)).emit('video:ended', { sessionId });
    }),
    // To the room, not one user: a guest has no user room; the web tells only the one named.
    ctx.events.on('video.media', (p) => {
      io.to(videoRoom(p.sessionId)).emit('video:media', p);
    }),
    ctx.events.on('video.guestRemoved', ({ sessionId, knockId }) => {
      // The guest's sockets (each joined knock:<id> at its handshake) stop hearing the room, then leave it.
      io.in(knockRoom(knockId)).socketsLeave(videoRoom(sessionId));
      io.to(knockRoom(knockId)).emit('video:ended', { sessionId });
    }),
    ctx.events.on('note.changed', ({ note, coachId }) => {
      const to = note.isPrivate ? [userRoom(note.author.id)] : [userRoom(coachId), ...(note.coacheeId ? [userRoom(note.coacheeId)] : [])];
      io.to(to).emit('note:changed', { note });
    }),
    ctx.events.on('note.deleted', ({ noteId, sessionId, coacheeId, authorId, coachId, isPrivate }) => {
      const to = isPrivate ? [userRoom(authorId)] : [userRoom(coachId), ...(coacheeId ? [userRoom(coacheeId)] : [])];
      io.to(to).emit('note:deleted', { noteId, sessionId, coacheeId });
    }),
  ];
  return () => offs.forEach((off) => off());
}
