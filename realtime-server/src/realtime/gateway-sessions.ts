import { userRoom, type TSession } from '@coach/contract';
import type { AppContext } from '../context.ts';
import type { IoServer } from './io.ts';

/** What a session's client may see: the coach's private notes stay with the coach. */
export const clientView = (session: TSession): TSession => ({ ...session, coachNotes: null });

/**
 * Sessions, availability and subscriptions: every change goes to the coach's and the client's user rooms, on
 * every node (the adapter carries it), so dashboards, tables, calendars and the chat header follow.
 */
export function startSessionsGateway(io: IoServer, ctx: AppContext): () => void {
  const offs = [
    ctx.events.on('session.changed', ({ session, change }) => {
      io.to(userRoom(session.coach.id)).emit('session:changed', { session, change });
      io.to(userRoom(session.client.id)).emit('session:changed', { session: clientView(session), change });
    }),
    ctx.events.on('availability.changed', ({ coachId }) => {
      // The coach's own tabs, and the clients' booking widgets through their coach's user room
      // are not reachable: clients re-read slots when a session:changed of theirs arrives or on open.
      io.to(userRoom(coachId)).emit('availability:changed', { coachId });
    }),
    // Billing: every tab of the user (on any node) re-reads its access, so Trial Expired opens by itself.
    ctx.events.on('subscription.changed', ({ userId, status }) => {
      io.to(userRoom(userId)).emit('subscription:changed', { status });
    }),
  ];
  return () => offs.forEach((off) => off());
}
