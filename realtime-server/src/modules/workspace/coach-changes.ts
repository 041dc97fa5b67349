import type { AppContext } from '../../context.ts';
import { coachOfRoom, coachOfSession } from './analytics-queries.ts';

/**
 * Remembers each room's human coach, bounded: cleared whole when full. A room gains its coach
 * once, when a client without one is coached (a directory request accepted): its members change
 * then, and the room is read again.
 */
const ROOM_COACHES_MAX = 50_000;

export interface CoachChangeListener {
  /**
   * Something a coach's dashboard shows changed; `analytics` when it is an input of their
   * analytics summary (a message, their read, a session, a rating, a client, availability).
   */
  coach(coachId: string, analytics: boolean): void;
  /** An account changed (a name, a deletion, a revoked token): anyone's dashboard may show it. */
  everyone?(): void;
  /**
   * Told at once, inside the publishing call, before the room's coach is resolved: the people a
   * message or a read concerns (the sender and the room's other members; the reader), the coach
   * among them. A cache drops them so that the caller's next read is fresh.
   */
  people?(userIds: string[]): void;
}

/**
 * Turns this node's domain events into "coach X's workspace changed". Listeners only resolve the
 * coach: a room's coach is read once and remembered, a rated session's coach read once; nothing
 * else reads the database. Returns the function that stops listening.
 */
export function watchCoachChanges(ctx: AppContext, listener: CoachChangeListener): () => void {
  const roomCoaches = new Map<string, string | null>();
  const roomCoach = async (roomId: string): Promise<string | null> => {
    const known = roomCoaches.get(roomId);
    if (known !== undefined) return known;
    const coachId = await coachOfRoom(ctx.db, roomId);
    if (roomCoaches.size >= ROOM_COACHES_MAX) roomCoaches.clear();
    roomCoaches.set(roomId, coachId);
    return coachId;
  };
  const inRoom = (analytics: boolean) => async (roomId: string) => {
    const coachId = await roomCoach(roomId);
    if (coachId) listener.coach(coachId, analytics);
  };
  const input = inRoom(true);
  const shown = inRoom(false);
  const everyone = () => listener.everyone?.();

  const offs = [
    ctx.events.on('message.created', ({ message, unread }) => {
      listener.people?.([message.userId, ...(unread ?? []).map((u) => u.userId)]);
      return input(message.roomId);
    }),
    // Only the coach's own read changes their unread chats.
    ctx.events.on('room.read', async ({ roomId, userId }) => {
      listener.people?.([userId]);
      if ((await roomCoach(roomId)) === userId) listener.coach(userId, true);
    }),
    ctx.events.on('room.membersChanged', ({ roomId }) => {
      roomCoaches.delete(roomId);
      return input(roomId);
    }),
    // An accepted directory request is a new client, as an accepted invite is.
    ctx.events.on('coachRequest.changed', ({ request }) => {
      if (request.status === 'accepted') listener.coach(request.coach.id, true);
    }),
    ctx.events.on('session.changed', ({ session }) => listener.coach(session.coach.id, true)),
    ctx.events.on('session.rated', async ({ sessionId }) => {
      const coachId = await coachOfSession(ctx.db, sessionId);
      if (coachId) listener.coach(coachId, true);
    }),
    ctx.events.on('invite.changed', ({ coachId }) => listener.coach(coachId, true)),
    ctx.events.on('availability.changed', ({ coachId }) => listener.coach(coachId, true)),
    ctx.events.on('room.updated', ({ roomId }) => shown(roomId)),
    ctx.events.on('note.changed', ({ coachId }) => listener.coach(coachId, false)),
    ctx.events.on('note.deleted', ({ coachId }) => listener.coach(coachId, false)),
    ctx.events.on('goal.changed', ({ change }) => shown(change.goal.roomId)),
    ctx.events.on('goal.deleted', ({ roomId }) => shown(roomId)),
    ctx.events.on('stats.updated', ({ humanCoachId }) => {
      if (humanCoachId) listener.coach(humanCoachId, false);
    }),
    ctx.events.on('user.updated', everyone),
    ctx.events.on('user.tokensRevoked', everyone),
  ];
  return () => offs.forEach((off) => off());
}
