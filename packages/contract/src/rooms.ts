import { z } from 'zod';
import { AI_LEVELS } from './constants.ts';
import { ZEnvelope, ZId, ZIsoDate } from './common.ts';
import { defineEndpoints } from './endpoint.ts';

export const ZAiLevel = z.enum(AI_LEVELS);
export type TAiLevel = z.infer<typeof ZAiLevel>;

export const ZRoomUser = z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() });
export type TRoomUser = z.infer<typeof ZRoomUser>;
/** A person of a room, with their photo (GET /api/storage/files/...; null: initials). Chat messages name their sender by id, and the web finds the photo here. */
export const ZRoomPerson = ZRoomUser.extend({ avatarUrl: z.string().nullable().optional() });
export type TRoomPerson = z.infer<typeof ZRoomPerson>;

/** A coaching room: one client, their human coach (when they have one) and the AI coach. */
export const ZRoom = z.object({
  id: z.uuid(),
  name: z.string(),
  client: ZRoomPerson,
  humanCoach: ZRoomPerson.nullable(),
  aiCoach: ZRoomPerson.nullable(),
  aiInteractionLevel: ZAiLevel,
  createdAt: ZIsoDate,
  /** The member's unread count and the room's last message (the rooms list; 'room:unread' follows them). */
  unreadCount: z.number().int().optional(),
  lastMessageAt: ZIsoDate.nullable().optional(),
  lastMessagePreview: z.string().nullable().optional(),
  /** Who wrote the last message: the client, the human coach or the AI coach (the row says who). */
  lastMessageFrom: z.enum(['client', 'coach', 'ai']).nullable().optional(),
  /** For the room's coach: the first message they have not read (a returning conversation opens there). */
  firstUnreadMessageId: ZId.nullable().optional(),
  /** For the room's coach: the client's day streak in the room. */
  clientStreak: z.number().int().optional(),
  /** For the room's coach: the sessions (cancelled ones aside) they have had or booked with the client. */
  sessionCount: z.number().int().optional(),
});
export type TRoom = z.infer<typeof ZRoom>;
export const ZRoomList = z.array(ZRoom);
export type TRoomList = z.infer<typeof ZRoomList>;

export const ZRoomsQuery = z.object({ organizationId: z.string().optional() });
export type TRoomsQuery = z.infer<typeof ZRoomsQuery>;

/** The rooms calls. */
export const roomEndpoints = defineEndpoints('Rooms', {
  listRooms: {
    method: 'GET',
    path: '/api/rooms',
    summary: 'List the rooms of the signed-in user',
    // organizationId is accepted for the older clients and ignored: there are no organizations yet.
    auth: 'token',
    query: ZRoomsQuery,
    response: ZEnvelope(ZRoomList),
  },
});
