import { chatRoom, userRoom } from '@coach/contract';
import type { AppContext } from '../context.ts';
import { roomIdsOf } from '../modules/storage/queries.ts';
import type { IoServer } from './io.ts';

/**
 * Avatars: a new one goes to the user's own tabs and to every chat room they are a member of, so
 * the people who see them beside messages, in client lists and in the video room update too.
 */
export function startStorageGateway(io: IoServer, ctx: AppContext): () => void {
  const off = ctx.events.on('avatar.changed', ({ userId, avatarUrl }) => {
    void roomIdsOf(ctx.db, userId)
      .then((roomIds) => {
        io.to([userRoom(userId), ...roomIds.map(chatRoom)]).emit('avatar:changed', { userId, avatarUrl });
      })
      .catch((err: unknown) => ctx.log.error({ err, userId }, 'could not push an avatar change'));
  });
  return off;
}
