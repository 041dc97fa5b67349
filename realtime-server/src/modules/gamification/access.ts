import { defineAccess } from '../../lib/access.ts';
import { roomNotFound } from '../../lib/errors.ts';
import { roomForMember } from '../goals/queries.ts';

/**
 * Whose progress in a room you may read (streaks, momentum, badges): you are one of the room's
 * members, and the person is its client (when none is named) or its human coach.
 */
export const roomProgressAccess = defineAccess({
  async find(db, viewerId, { roomId, userId }: { roomId: string; userId?: string }) {
    const room = await roomForMember(db, roomId, viewerId);
    if (!room) return undefined;
    const target = userId ?? room.clientId;
    return target === room.clientId || target === room.humanCoachId ? { room, userId: target } : undefined;
  },
  notFound: roomNotFound,
});
