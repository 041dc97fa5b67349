import { sql, type ExpressionBuilder } from 'kysely';
import { AI_COACH_USER_ID, CHAT_PREVIEW_CHARS, storedFileUrlOf, type AiLevel, type TRoom } from '@coach/contract';
import type { Database, Db } from '@coach/db';
import { exists } from '../../lib/exists.ts';

/** A room's last message as its summary shows it (TRoom.lastMessagePreview, the 'room:unread' push). */
export const preview = (content: string) => content.slice(0, CHAT_PREVIEW_CHARS);

/** SQL: how many messages of others in the room come after `userId`'s read mark (the member's counter). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function unreadCountExpr(roomIdRef: any, userId: string) {
  return sql<string>`coalesce((select rm.unread_count from room_members rm where rm.room_id = ${roomIdRef} and rm.user_id = ${userId}), 0)`;
}

/**
 * For a lateral join from `rooms`: the room's newest message (messages_room_seq_idx), as `last`.
 * Select `last.createdAt as lastMessageAt`, `last.content as lastContent`, `last.userId as
 * lastUserId` and the unread count, then read them with `roomActivity`.
 */
export const lastMessageOfRoom = (eb: ExpressionBuilder<Database, 'rooms'>) =>
  eb
    .selectFrom('messages')
    .select(['messages.createdAt', 'messages.content', 'messages.userId'])
    .whereRef('messages.roomId', '=', 'rooms.id')
    .orderBy('messages.seq', 'desc')
    .limit(1)
    .as('last');

export type MessageAuthor = 'client' | 'coach' | 'ai';

/** Who wrote a room's message, as TRoom.lastMessageFrom says it: the client, the AI coach, or else a coach. */
export function authorOf(userId: string | null | undefined, room: { clientId: string; aiCoachId: string | null }): MessageAuthor | null {
  if (!userId) return null;
  if (userId === room.clientId) return 'client';
  return userId === room.aiCoachId || userId === AI_COACH_USER_ID ? 'ai' : 'coach';
}

/**
 * What a recipient of a 'room:unread' push reads as the author of a message written by someone else
 * (rooms have one client and one human coach): the AI coach, or the other person.
 */
export function authorForRecipient(isAI: boolean, recipientRole: string | undefined): MessageAuthor | null {
  if (isAI) return 'ai';
  if (recipientRole === 'client') return 'coach';
  return recipientRole === 'coach' ? 'client' : null;
}

/**
 * A member's view of a room's activity: unread count and the newest message, as TRoom carries
 * them; with the room's client and AI coach, who wrote that message.
 */
export function roomActivity(
  row: { unreadCount: string | number | null; lastMessageAt: Date | null; lastContent: string | null; lastUserId?: string | null },
  room?: { clientId: string; aiCoachId: string | null },
) {
  return {
    unreadCount: Number(row.unreadCount ?? 0),
    lastMessageAt: row.lastMessageAt ? row.lastMessageAt.toISOString() : null,
    lastMessagePreview: row.lastContent != null ? preview(row.lastContent) : null,
    ...(room ? { lastMessageFrom: authorOf(row.lastUserId, room) } : {}),
  };
}

/** Whether the user may read and write the room (client, its coach or the AI coach). */
export function isRoomMember(db: Db, roomId: string, userId: string): Promise<boolean> {
  return exists(db.selectFrom('roomMembers').select('roomId').where('roomId', '=', roomId).where('userId', '=', userId));
}

/** A client's room with the AI coach, and with their human coach when they came through an invite. */
export async function insertRoom(
  db: Db,
  v: { name: string; clientId: string; humanCoachId: string | null; aiInteractionLevel: AiLevel; createdAt: Date },
): Promise<string> {
  const room = await db
    .insertInto('rooms')
    .values({ ...v, aiCoachId: AI_COACH_USER_ID })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('roomMembers')
    .values([
      { roomId: room.id, userId: v.clientId, role: 'client', joinedAt: v.createdAt },
      { roomId: room.id, userId: AI_COACH_USER_ID, role: 'ai_coach', joinedAt: v.createdAt },
      ...(v.humanCoachId ? [{ roomId: room.id, userId: v.humanCoachId, role: 'coach' as const, joinedAt: v.createdAt }] : []),
    ])
    .execute();
  return room.id;
}

/**
 * The rooms a person takes part in, as client or as human coach, with the three people named; one
 * query. The AI coach is a member of every room but takes part through the chat, not this list.
 */
function roomsQuery(db: Db) {
  return db
    .selectFrom('rooms')
    .innerJoin('users as client', 'client.id', 'rooms.clientId')
    .leftJoin('users as coach', 'coach.id', 'rooms.humanCoachId')
    .leftJoin('users as ai', 'ai.id', 'rooms.aiCoachId')
    .select([
      'rooms.id',
      'rooms.name',
      'rooms.aiInteractionLevel',
      'rooms.createdAt',
      'client.id as clientId',
      'client.firstName as clientFirstName',
      'client.lastName as clientLastName',
      'client.avatarKey as clientAvatarKey',
      'coach.id as coachId',
      'coach.firstName as coachFirstName',
      'coach.lastName as coachLastName',
      'coach.avatarKey as coachAvatarKey',
      'ai.id as aiId',
      'ai.firstName as aiFirstName',
      'ai.lastName as aiLastName',
      'ai.avatarKey as aiAvatarKey',
    ]);
}

type RoomJoinRow = Awaited<ReturnType<ReturnType<typeof roomsQuery>['execute']>>[number];

const person = (id: string | null, firstName: string | null, lastName: string | null, avatarKey: string | null) =>
  id ? { id, firstName: firstName ?? '', lastName: lastName ?? '', avatarUrl: storedFileUrlOf(avatarKey) } : null;

function toRoomDto(r: RoomJoinRow): TRoom {
  return {
    id: r.id,
    name: r.name,
    client: { id: r.clientId, firstName: r.clientFirstName, lastName: r.clientLastName, avatarUrl: storedFileUrlOf(r.clientAvatarKey) },
    humanCoach: person(r.coachId, r.coachFirstName, r.coachLastName, r.coachAvatarKey),
    aiCoach: person(r.aiId, r.aiFirstName, r.aiLastName, r.aiAvatarKey),
    aiInteractionLevel: r.aiInteractionLevel,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function roomsOfUser(db: Db, userId: string): Promise<TRoom[]> {
  const rows = await roomsQuery(db)
    .innerJoin('roomMembers as me', (j) => j.onRef('me.roomId', '=', 'rooms.id').on('me.userId', '=', userId))
    .where('me.role', 'in', ['client', 'coach'])
    // A deleted client's room leaves the coach's list with the account.
    .where('client.deletedAt', 'is', null)
    .orderBy('rooms.createdAt')
    .orderBy('rooms.id')
    .execute();
  return rows.map(toRoomDto);
}

export async function findRoomDto(db: Db, roomId: string): Promise<TRoom | undefined> {
  const row = await roomsQuery(db).where('rooms.id', '=', roomId).executeTakeFirst();
  return row ? toRoomDto(row) : undefined;
}

/**
 * roomsOfUser for the rooms list: the same rooms with the user's unread count and the last
 * message (with who wrote it), and for the rooms the user coaches the first unread message, in the one query: lateral
 * joins on messages_room_seq_idx, the newest message and, only when the coach's counter says some
 * are unread, the first message of others after their room_reads mark.
 */
export async function roomsOfUserWithActivity(db: Db, userId: string): Promise<TRoom[]> {
  const rows = await roomsQuery(db)
    .innerJoin('roomMembers as me', (j) => j.onRef('me.roomId', '=', 'rooms.id').on('me.userId', '=', userId))
    .leftJoinLateral(lastMessageOfRoom, (j) => j.onTrue())
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('messages')
          .select('messages.id')
          .whereRef('messages.roomId', '=', 'rooms.id')
          .where(sql<boolean>`me.role = 'coach' and me.unread_count > 0`)
          .where('messages.userId', '<>', userId)
          .where(
            'messages.seq',
            '>',
            sql<number>`coalesce((select rr.last_read_seq from room_reads rr where rr.room_id = rooms.id and rr.user_id = ${userId}), 0)`,
          )
          .orderBy('messages.seq', 'asc')
          .limit(1)
          .as('firstUnread'),
      (j) => j.onTrue(),
    )
    .select((eb) => [
      'me.role as myRole',
      'rooms.aiCoachId',
      'last.createdAt as lastMessageAt',
      'last.content as lastContent',
      'last.userId as lastUserId',
      'firstUnread.id as firstUnreadMessageId',
      unreadCountExpr(eb.ref('rooms.id'), userId).as('unreadCount'),
    ])
    .where('me.role', 'in', ['client', 'coach'])
    .where('client.deletedAt', 'is', null)
    .orderBy('rooms.createdAt')
    .orderBy('rooms.id')
    .execute();
  // The client gets their count and last message too: every page's title counts their unread
  // messages, and the list read again after a socket connects brings what a push missed.
  return rows.map((r) => ({
    ...toRoomDto(r),
    ...roomActivity(r, { clientId: r.clientId, aiCoachId: r.aiCoachId }),
    ...(r.myRole === 'coach' ? { firstUnreadMessageId: r.firstUnreadMessageId ?? null } : {}),
  }));
}

/** For a coach's client list: how many sessions (cancelled ones aside) the coach has had or has booked with each client. */
export async function sessionCountsByClient(db: Db, coachId: string, clientIds: string[]): Promise<Map<string, number>> {
  if (clientIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('sessions')
    .select(['clientId', (eb) => eb.fn.countAll<string>().as('n')])
    .where('coachId', '=', coachId)
    .where('clientId', 'in', clientIds)
    .where('status', '<>', 'CANCELLED')
    .groupBy('clientId')
    .execute();
  return new Map(rows.map((r) => [r.clientId, Number(r.n)]));
}
