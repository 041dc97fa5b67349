import { defineAccess } from '../../lib/access.ts';
import { roomNotFound } from '../../lib/errors.ts';
import { isRoomMember } from './queries.ts';

/** A chat room you may read and write in: you are one of its members. */
export const roomMemberAccess = defineAccess({
  find: async (db, userId, roomId: string) => ((await isRoomMember(db, roomId, userId)) ? { roomId } : undefined),
  notFound: roomNotFound,
});
