import { userRoom } from '@coach/contract';
import type { AppContext } from '../context.ts';
import type { IoServer } from './io.ts';

/** A user's profile, coaching preferences or credentials changed: their tabs read those sections again. */
export function startProfileGateway(io: IoServer, ctx: AppContext): () => void {
  return ctx.events.on('profile.changed', ({ userId, sections }) => {
    io.to(userRoom(userId)).emit('profile:changed', { sections });
  });
}
