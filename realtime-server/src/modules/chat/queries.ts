import { sql } from 'kysely';
import { AI_COACH_USER_ID, ROLE, type AiLevel, type TActionData, type TMessage } from '@coach/contract';
import type { Db } from '@coach/db';

/**
 * The chat's message rows and token checks, which the send and read statements share
 * (send-queries.ts, read-queries.ts), and its plain lookups: a message, a room, members, usage.
 */

export function messagesQuery(db: Db) {
  return db
    .selectFrom('messages')
    .innerJoin('users', 'users.id', 'messages.userId')
    .select([
      'messages.id',
      'messages.seq',
      'messages.roomId',
      'messages.userId',
      'messages.content',
      'messages.messageType',
      'messages.actionData',
      'messages.createdAt',
      'messages.updatedAt',
      'users.firstName',
      'users.lastName',
      'users.primaryRoleId',
    ]);
}

type MessageJoinRow = Awaited<ReturnType<ReturnType<typeof messagesQuery>['execute']>>[number];

export function toMessageDto(r: MessageJoinRow): TMessage {
  return messageDto(r, r.createdAt.toISOString(), new Date(r.updatedAt).toISOString(), (r.actionData as TActionData | null) ?? null);
}

/** What a message and its author are to the API, whichever statement read them. */
type MessageFields = Pick<
  MessageRow,
  'id' | 'roomId' | 'userId' | 'content' | 'messageType' | 'firstName' | 'lastName' | 'primaryRoleId'
> & {
  seq: number | string;
};

function messageDto(r: MessageFields, createdAt: string, updatedAt: string, actionData: TActionData | null): TMessage {
  return {
    id: r.id,
    roomId: r.roomId,
    userId: r.userId,
    user: {
      id: r.userId,
      firstName: r.firstName,
      lastName: r.lastName,
      isAI: r.userId === AI_COACH_USER_ID || r.primaryRoleId === ROLE.AI_COACH,
    },
    content: r.content,
    messageType: r.messageType,
    messageStatus: 'sent',
    // bigserial comes back as a string from pg.
    seq: Number(r.seq),
    createdAt,
    updatedAt,
    actionData,
  };
}

export async function findMessage(db: Db, messageId: string): Promise<TMessage | undefined> {
  const row = await messagesQuery(db).where('messages.id', '=', messageId).executeTakeFirst();
  return row ? toMessageDto(row) : undefined;
}

/** Who asks, as a signed token says: the account must be live and the token of its current version. */
export interface TokenHolder {
  userId: string;
  tokenVersion: number;
}

/** SQL: the token's account is live and the token is of its current version. */
export const liveTokenHolder = (who: TokenHolder) =>
  sql<boolean>`exists (select 1 from users where id = ${who.userId} and token_version = ${who.tokenVersion} and deleted_at is null)`;

/** Access decided in the same statement as the read: nothing of the room comes back to a stranger. */
export type MemberRead<T> = { access: 'unauthorized' } | { access: 'not_member' } | { access: 'ok'; value: T };

/** A message row `m` with its author `u`, as `messageColumns` selects it. */
export interface MessageRow {
  id: string;
  seq: number;
  roomId: string;
  userId: string;
  content: string;
  messageType: 'text' | 'action';
  actionData: TActionData | null;
  /** Epoch milliseconds: cheaper to parse than timestamps, truncated as a parsed Date would be. */
  createdMs: number;
  updatedMs: number;
  firstName: string;
  lastName: string;
  primaryRoleId: number;
}

export const messageColumns = sql`m.id, m.seq, m.room_id, m.user_id, m.content, m.message_type, m.action_data,
  floor(extract(epoch from m.created_at) * 1000)::int8 as created_ms,
  floor(extract(epoch from m.updated_at) * 1000)::int8 as updated_ms,
  u.first_name, u.last_name, u.primary_role_id`;

export function rowToMessage(r: MessageRow): TMessage {
  return messageDto(r, new Date(Number(r.createdMs)).toISOString(), new Date(Number(r.updatedMs)).toISOString(), r.actionData ?? null);
}

export async function findByClientId(db: Db, userId: string, clientId: string): Promise<TMessage | undefined> {
  const row = await messagesQuery(db).where('messages.userId', '=', userId).where('messages.clientId', '=', clientId).executeTakeFirst();
  return row ? toMessageDto(row) : undefined;
}

/** Answers a pending action; false when it was no longer pending (answered meanwhile). */
export async function answerPendingAction(db: Db, messageId: string, actionData: TActionData, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('messages')
    .set({ actionData: JSON.stringify(actionData), updatedAt: now })
    .where('id', '=', messageId)
    .where(sql<boolean>`action_data->>'status' = 'pending'`)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Greets the room once: true when this call claimed the greeting. */
export async function claimWelcome(db: Db, roomId: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('rooms')
    .set({ welcomedAt: now })
    .where('id', '=', roomId)
    .where('welcomedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export interface RoomForChat {
  id: string;
  clientId: string;
  humanCoachId: string | null;
  aiCoachId: string | null;
  aiInteractionLevel: AiLevel;
}

export async function findRoomForChat(db: Db, roomId: string): Promise<RoomForChat | undefined> {
  return db
    .selectFrom('rooms')
    .select(['id', 'clientId', 'humanCoachId', 'aiCoachId', 'aiInteractionLevel'])
    .where('id', '=', roomId)
    .executeTakeFirst();
}

/** The room a coach shares with a client, when the coach is its human coach. */
export async function findCoachClientRoom(db: Db, coachId: string, clientId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('rooms')
    .select('id')
    .where('humanCoachId', '=', coachId)
    .where('clientId', '=', clientId)
    .orderBy('createdAt')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

export async function setRoomAiLevel(db: Db, roomId: string, level: AiLevel): Promise<void> {
  await db.updateTable('rooms').set({ aiInteractionLevel: level }).where('id', '=', roomId).execute();
}

/** Every member of a room (client, coach, AI coach). */
export async function roomMemberIds(db: Db, roomId: string): Promise<string[]> {
  const rows = await db.selectFrom('roomMembers').select('userId').where('roomId', '=', roomId).execute();
  return rows.map((r) => r.userId);
}

/** The rooms the user belongs to, for joining their sockets. */
export async function roomIdsOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('roomMembers').select('roomId').where('userId', '=', userId).execute();
  return rows.map((r) => r.roomId);
}

/**
 * When `userId` last wrote in the room, if since `since`: the newest of their messages there.
 * Bounded by the window on messages_room_created_idx (room_id, created_at), newest first.
 */
export async function latestMessageSince(db: Db, roomId: string, userId: string, since: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('messages')
    .select('createdAt')
    .where('roomId', '=', roomId)
    .where('createdAt', '>=', since)
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.createdAt ?? null;
}

/** The most recent turns of a room up to and including `uptoSeq`, oldest first. */
export async function recentTurns(db: Db, roomId: string, uptoSeq: number, limit: number) {
  return lastMessagesBy(db, roomId, '<=', uptoSeq, limit);
}

/** The newest `limit` messages of a room whose seq is `op` `seq`, oldest first. */
export async function lastMessagesBy(db: Db, roomId: string, op: '<' | '<=', seq: number, limit: number): Promise<TMessage[]> {
  const rows = await messagesQuery(db)
    .where('messages.roomId', '=', roomId)
    .where('messages.seq', op, seq)
    .orderBy('messages.seq', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map(toMessageDto);
}

export async function intakeAnswers(db: Db, userId: string): Promise<Record<string, unknown> | null> {
  const row = await db.selectFrom('intakeResponses').select('answers').where('userId', '=', userId).executeTakeFirst();
  return (row?.answers as Record<string, unknown> | undefined) ?? null;
}

/**
 * What the client set on the account page (modules/profile), if they saved there: only the fields
 * set there (a null or empty one was not: the intake's answer stands). Ratings are the intake's areas, 1 to 5.
 */
export async function savedCoachingPreferences(db: Db, userId: string) {
  const row = await db
    .selectFrom('coachingPreferences')
    .select(['coachingStyle', 'supportAreas', 'motivationLevel', 'lifeSatisfaction'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, supportAreas: row.supportAreas ?? [], lifeSatisfaction: row.lifeSatisfaction ?? {} };
}

export async function userNames(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('users').select(['id', 'firstName', 'lastName', 'preferredName']).where('id', 'in', ids).execute();
}

/**
 * Per UTC day since `from`, in the rooms the user belongs to: messages the user sent, and replies
 * of the AI coach. Backed by messages_room_created_idx.
 */
export async function dailyUsage(db: Db, userId: string, from: Date): Promise<Array<{ day: string; sent: number; ai: number }>> {
  const rows = await db
    .selectFrom('messages')
    .innerJoin('roomMembers as me', (j) => j.onRef('me.roomId', '=', 'messages.roomId').on('me.userId', '=', userId))
    .select([
      sql<string>`to_char(messages.created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
      sql<string>`count(*) filter (where messages.user_id = ${userId})`.as('sent'),
      sql<string>`count(*) filter (where messages.user_id = ${AI_COACH_USER_ID})`.as('ai'),
    ])
    .where('messages.createdAt', '>=', from)
    .groupBy(sql`1`)
    .execute();
  return rows.map((r) => ({ day: r.day, sent: Number(r.sent), ai: Number(r.ai) }));
}
