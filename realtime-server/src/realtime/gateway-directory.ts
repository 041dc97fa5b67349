import { userRoom } from '@coach/contract';
import type { AppContext } from '../context.ts';
import type { IoServer } from './io.ts';

/** The coach directory: a coach request's changes, to the client's and the coach's tabs. */
export function startDirectoryGateway(io: IoServer, ctx: AppContext): () => void {
  const off = ctx.events.on('coachRequest.changed', ({ request }) => {
    io.to([userRoom(request.client.id), userRoom(request.coach.id)]).emit('coachRequest:changed', { request });
  });
  return () => off();
}
