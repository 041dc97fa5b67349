import { userRoom } from '@coach/contract';
import type { AppContext } from '../context.ts';
import type { IoServer } from './io.ts';

/** The coach's workspace: recomputed analytics and ready session briefs, to the coach's tabs. */
export function startWorkspaceGateway(io: IoServer, ctx: AppContext): () => void {
  const offs = [
    ctx.events.on('analytics.updated', ({ coachId, analytics }) => {
      io.to(userRoom(coachId)).emit('analytics:updated', { analytics });
    }),
    ctx.events.on('session.summary', ({ coachId, sessionId, summary }) => {
      io.to(userRoom(coachId)).emit('session:summary', { sessionId, summary });
    }),
  ];
  return () => offs.forEach((off) => off());
}
