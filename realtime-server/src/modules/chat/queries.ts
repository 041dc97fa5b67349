import { sql, type Kysely, type Transaction } from 'kysely';
import { AI_COACH_USER_ID, ROLE, type AiLevel, type TActionData, type TMessage } from '@coach/contract';
import { PREPARED, type Database } from '@coach/db';
import { lastMessageOfRoom, roomActivity, unreadCountExpr } from '../rooms/queries.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Caps one gap-fill answer; a client that missed more loads older pages as it scrolls. */
export const SINCE_MAX = 1000;

function messagesQuery(db: Db) {
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

function toMessageDto(r: MessageJoinRow): TMessage {
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
    createdAt: r.createdAt.toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
    actionData: (r.actionData as TActionData | null) ?? null,
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
const liveTokenHolder = (who: TokenHolder) =>
  sql<boolean>`exists (select 1 from users where id = ${who.userId} and token_version = ${who.tokenVersion} and deleted_at is null)`;

/** Access decided in the same statement as the read: nothing of the room comes back to a stranger. */
export type MemberRead<T> = { access: 'unauthorized' } | { access: 'not_member' } | { access: 'ok'; value: T };

/** A message row `m` with its author `u`, as `messageColumns` selects it. */
interface MessageRow {
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

const messageColumns = sql`m.id, m.seq, m.room_id, m.user_id, m.content, m.message_type, m.action_data,
  floor(extract(epoch from m.created_at) * 1000)::int8 as created_ms,
  floor(extract(epoch from m.updated_at) * 1000)::int8 as updated_ms,
  u.first_name, u.last_name, u.primary_role_id`;

function rowToMessage(r: MessageRow): TMessage {
  return {
    id: r.id,
    roomId: r.roomId,
    userId: r.userId,
    user: { id: r.userId, firstName: r.firstName, lastName: r.lastName, isAI: r.userId === AI_COACH_USER_ID || r.primaryRoleId === ROLE.AI_COACH },
    content: r.content,
    messageType: r.messageType,
    messageStatus: 'sent',
    seq: Number(r.seq),
    createdAt: new Date(Number(r.createdMs)).toISOString(),
    updatedAt: new Date(Number(r.updatedMs)).toISOString(),
    actionData: r.actionData ?? null,
  };
}

/**
 * The hot read of the chat: page `page` of the room's messages (newest first by page, oldest
 * first within it) and the room's total, in one prepared statement that also checks the token's
 * account and its membership: nothing of the room is read for a stranger.
 */
export async function memberMessagesPage(
  db: Db,
  who: TokenHolder,
  roomId: string,
  page: number,
  limit: number,
): Promise<MemberRead<{ messages: TMessage[]; total: number }>> {
  const { rows } = await sql<{ authed: boolean; member: boolean; total: number | null } & (MessageRow | { id: null })>`${sql.raw(PREPARED)}
    with acc as (
      select ${liveTokenHolder(who)} as authed,
        exists (select 1 from room_members where room_id = ${roomId} and user_id = ${who.userId}) as member
    )
    select acc.authed, acc.member, t.total, p.*
    from acc
    left join lateral (select message_count as total from rooms where id = ${roomId}) t on acc.authed and acc.member
    left join lateral (
      select ${messageColumns} from messages m join users u on u.id = m.user_id
      where m.room_id = ${roomId} order by m.seq desc limit ${limit} offset ${(page - 1) * limit}
    ) p on acc.authed and acc.member`.execute(db);
  const first = rows[0];
  if (!first?.authed) return { access: 'unauthorized' };
  if (!first.member) return { access: 'not_member' };
  const messages: TMessage[] = [];
  for (let i = rows.length - 1; i >= 0; i--) {
    const r = rows[i]!;
    if (r.id !== null) messages.push(rowToMessage(r as MessageRow));
  }
  return { access: 'ok', value: { messages, total: Number(first.total ?? 0) } };
}

/** Messages of the room after a point (a seq or a time), oldest first. */
export async function messagesAfter(db: Db, roomId: string, after: { seq: number } | { time: Date }): Promise<TMessage[]> {
  let q = messagesQuery(db).where('messages.roomId', '=', roomId);
  q = 'seq' in after ? q.where('messages.seq', '>', after.seq) : q.where('messages.createdAt', '>', after.time);
  const rows = await q.orderBy('messages.seq', 'asc').limit(SINCE_MAX).execute();
  return rows.map(toMessageDto);
}

/** The `limit` messages before a seq, oldest first. */
export async function messagesBefore(db: Db, roomId: string, beforeSeq: number, limit: number): Promise<TMessage[]> {
  const rows = await messagesQuery(db)
    .where('messages.roomId', '=', roomId)
    .where('messages.seq', '<', beforeSeq)
    .orderBy('messages.seq', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map(toMessageDto);
}

/** A message's seq when it belongs to the room. */
export async function seqInRoom(db: Db, roomId: string, messageId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('messages')
    .select('seq')
    .where('id', '=', messageId)
    .where('roomId', '=', roomId)
    .executeTakeFirst();
  return row ? Number(row.seq) : undefined;
}

export interface NewMessage {
  roomId: string;
  userId: string;
  content: string;
  messageType: 'text' | 'action';
  actionData: TActionData | null;
  clientId: string | null;
  createdAt: Date;
}

export interface MemberUnread {
  userId: string;
  unreadCount: number;
}

/** What storing a message gives back: the message as pushed and read, and what its fan-out needs. */
export interface StoredMessage {
  message: TMessage;
  /** Each other member's unread count after it (the AI coach left out). */
  unread: MemberUnread[];
  /** The sender's activity count of the day after counting this message, when a day was given. */
  activityCount: number | null;
}

/**
 * The statement that stores a message, after its `room` CTE (the room row, locked, or no row:
 * then nothing is stored). It locks the room row before the insert takes its seq, so a room's
 * messages are numbered in the order they commit (a reader never sees seq n+1 while n can still
 * appear), and keeps the room's counters in the same statement: the room's message count, each
 * other member's unread count and the sender's sent count (room_members rows; the update applies
 * to the latest committed row, so concurrent sends and reads add up). With a clientId the sender
 * already used, the insert does nothing. Every cost here is per member, none per message stored.
 */
function storeAfterRoom(m: NewMessage, activityDay: string | null) {
  return sql`m as (
      insert into messages (room_id, user_id, content, message_type, action_data, client_id, created_at, updated_at)
      select room.id, ${m.userId}, ${m.content}, ${m.messageType}, ${m.actionData ? JSON.stringify(m.actionData) : null},
        ${m.clientId}, ${m.createdAt}, ${m.createdAt} from room
      on conflict (user_id, client_id) where client_id is not null do nothing
      returning *
    ), total as (
      update rooms set message_count = rooms.message_count + 1 from m where rooms.id = m.room_id
    ), members as (
      update room_members rm set
        unread_count = rm.unread_count + (rm.user_id <> m.user_id)::int,
        sent_count = rm.sent_count + (rm.user_id = m.user_id)::int
      from m
      where rm.room_id = m.room_id and rm.user_id <> ${AI_COACH_USER_ID}
      returning rm.user_id, rm.unread_count, rm.user_id = m.user_id as is_sender
    ), activity as (
      insert into room_activity (room_id, user_id, day, count)
      select room_id, user_id, ${activityDay}::date, 1 from m where ${activityDay}::date is not null
      on conflict (room_id, user_id, day) do update set count = room_activity.count + 1
      returning count
    ), stored as (
      select ${messageColumns}, (select count from activity) as activity_count,
        (select coalesce(json_agg(json_build_object('userId', user_id, 'unreadCount', unread_count)), '[]') from members where not is_sender) as unread
      from m join users u on u.id = m.user_id
    )`;
}

type StoredRow = MessageRow & { activityCount: number | null; unread: MemberUnread[] };
const toStored = (row: StoredRow): StoredMessage => ({ message: rowToMessage(row), unread: row.unread, activityCount: row.activityCount });

/**
 * Stores a message in the room (see storeAfterRoom), counting it as the sender's activity on
 * `activityDay` when given. One prepared statement; with a clientId the sender already used,
 * nothing is stored and undefined comes back.
 */
export async function storeMessage(db: Db, m: NewMessage, activityDay: string | null): Promise<StoredMessage | undefined> {
  const { rows } = await sql<StoredRow>`${sql.raw(PREPARED)}
    with room as (
      select id from rooms where id = ${m.roomId} for no key update
    ), ${storeAfterRoom(m, activityDay)}
    select * from stored`.execute(db);
  const row = rows[0];
  return row ? toStored(row) : undefined;
}

/** What the sender's plain send is stored under, as the caller believes it (checked by the statement). */
export interface PlainSend {
  /** The sender's time zone as last read (null: none set), which `activityDay` was computed in. */
  senderTimeZone: string | null;
  activityDay: string;
  /** The AI levels at which this content gets a reply when the room's client sends it. */
  aiReplyLevels: AiLevel[];
}

export type PlainSendResult =
  | { outcome: 'unauthorized' }
  | { outcome: 'not_member' }
  /**
   * Not a plain send (the AI coach answers it, or the sender's time zone is not the one given):
   * nothing stored; the room and sender as senderRoom reads them, for the general path.
   */
  | { outcome: 'not_plain'; room: SenderRoom }
  /** A retry: the sender already used this clientId. */
  | { outcome: 'duplicate'; roomClientId: string }
  | ({ outcome: 'stored'; roomClientId: string } & StoredMessage);

/**
 * The hot write of the chat in one prepared statement: checks the token's account (live, current
 * token version) and its membership, and stores the message when the send is plain, that is when
 * no AI reply follows it and the sender's time zone (which its activity day depends on) is the
 * one the caller computed the day in. Anything else stores nothing and says why, and the caller
 * takes the general path.
 */
export async function storePlainMessage(
  db: Db,
  who: TokenHolder,
  message: Omit<NewMessage, 'userId'>,
  plain: PlainSend,
): Promise<PlainSendResult> {
  const m: NewMessage = { ...message, userId: who.userId };
  const { rows } = await sql<
    { authed: boolean; member: boolean; plain: boolean; senderTimeZone: string | null } & RoomColumns & (StoredRow | { id: null })
  >`${sql.raw(PREPARED)}
    with acc as (
      select ${liveTokenHolder(who)} as authed,
        exists (select 1 from room_members where room_id = ${m.roomId} and user_id = ${who.userId}) as member,
        (select time_zone from user_profiles where user_id = ${who.userId}) as tz
    ), room as (
      select r.id from rooms r, acc
      where r.id = ${m.roomId} and acc.authed and acc.member
        and acc.tz is not distinct from ${plain.senderTimeZone}::text
        and not (r.client_id = ${who.userId} and r.ai_interaction_level = any(${plain.aiReplyLevels}::text[]))
      for no key update of r
    ), ${storeAfterRoom(m, plain.activityDay)}
    select acc.authed, acc.member, room.id is not null as plain, acc.tz as sender_time_zone,
      r.client_id as room_client_id, r.human_coach_id as room_human_coach_id, r.ai_coach_id as room_ai_coach_id,
      r.ai_interaction_level as room_ai_level, stored.*
    from acc left join room on true left join stored on true
    left join rooms r on r.id = ${m.roomId} and acc.authed and acc.member`.execute(db);
  const row = rows[0]!;
  if (!row.authed) return { outcome: 'unauthorized' };
  if (!row.member) return { outcome: 'not_member' };
  if (!row.plain) {
    const room: RoomForChat = {
      id: m.roomId,
      clientId: row.roomClientId,
      humanCoachId: row.roomHumanCoachId,
      aiCoachId: row.roomAiCoachId,
      aiInteractionLevel: row.roomAiLevel,
    };
    return { outcome: 'not_plain', room: { ...room, senderTimeZone: row.senderTimeZone } };
  }
  if (row.id === null) return { outcome: 'duplicate', roomClientId: row.roomClientId };
  return { outcome: 'stored', roomClientId: row.roomClientId, ...toStored(row as StoredRow) };
}

/** The room columns storePlainMessage reads beside the store. */
interface RoomColumns {
  roomClientId: string;
  roomHumanCoachId: string | null;
  roomAiCoachId: string | null;
  roomAiLevel: AiLevel;
}

/** Stores a message (see storeMessage) without counting it as anyone's activity. */
export async function insertMessage(db: Db, m: NewMessage): Promise<TMessage | undefined> {
  return (await storeMessage(db, m, null))?.message;
}

/** A room as its sender sees it: chat settings, and the sender's time zone as stored (null: none set). */
export type SenderRoom = RoomForChat & { senderTimeZone: string | null };

/**
 * Who sends to a room, checked in one prepared statement: the token's account (live, current
 * token version), its membership, the room's chat settings and the sender's time zone.
 */
export async function senderRoom(
  db: Db,
  who: TokenHolder,
  roomId: string,
): Promise<MemberRead<SenderRoom>> {
  const { rows } = await sql<{ authed: boolean; senderTimeZone: string | null } & (RoomForChat | { id: null })>`${sql.raw(PREPARED)}
    select ${liveTokenHolder(who)} as authed,
      (select time_zone from user_profiles where user_id = ${who.userId}) as sender_time_zone,
      r.id, r.client_id, r.human_coach_id, r.ai_coach_id, r.ai_interaction_level
    from (select 1) as one
    left join rooms r on r.id = ${roomId} and exists (select 1 from room_members where room_id = ${roomId} and user_id = ${who.userId})`.execute(db);
  const row = rows[0];
  if (!row?.authed) return { access: 'unauthorized' };
  if (row.id === null) return { access: 'not_member' };
  const { authed: _authed, senderTimeZone, ...room } = row as { authed: boolean; senderTimeZone: string | null } & RoomForChat;
  return { access: 'ok', value: { ...room, senderTimeZone } };
}

export async function findByClientId(db: Db, userId: string, clientId: string): Promise<TMessage | undefined> {
  const row = await messagesQuery(db)
    .where('messages.userId', '=', userId)
    .where('messages.clientId', '=', clientId)
    .executeTakeFirst();
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

/**
 * Moves the member's read mark forward to `seq` (never back) and recounts their unread messages
 * after it. The member's row is locked first, in a statement of its own: a send that bumped it
 * has committed by then and the recount (a new statement, so a new snapshot) sees its message; a
 * send that comes later bumps the recounted value. The recount reads only what follows the mark.
 */
export async function advanceReadMark(db: Kysely<Database>, roomId: string, userId: string, seq: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`${sql.raw(PREPARED)} select 1 from room_members where room_id = ${roomId} and user_id = ${userId} for update`.execute(trx);
    await sql`${sql.raw(PREPARED)}
      with mark as (
        insert into room_reads (room_id, user_id, last_read_seq, updated_at) values (${roomId}, ${userId}, ${seq}, ${now})
        on conflict (room_id, user_id) do update
          set last_read_seq = greatest(room_reads.last_read_seq, excluded.last_read_seq), updated_at = excluded.updated_at
        returning last_read_seq
      )
      update room_members set unread_count = (
        select count(*) from messages m, mark where m.room_id = ${roomId} and m.user_id <> ${userId} and m.seq > mark.last_read_seq
      )
      where room_id = ${roomId} and user_id = ${userId}`.execute(trx);
  });
}

/**
 * For one member of one room: messages of others after the member's read mark, and the newest
 * message. Backed by messages_room_seq_idx and the room_reads primary key.
 */
export async function unreadSummary(
  db: Db,
  roomId: string,
  userId: string,
): Promise<{ unreadCount: number; lastMessageAt: string | null; lastMessagePreview: string | null }> {
  const row = await db
    .selectFrom('rooms')
    .leftJoinLateral(lastMessageOfRoom, (j) => j.onTrue())
    .select((eb) => [
      'last.createdAt as lastMessageAt',
      'last.content as lastContent',
      unreadCountExpr(eb.ref('rooms.id'), userId).as('unreadCount'),
    ])
    .where('rooms.id', '=', roomId)
    .executeTakeFirst();
  return roomActivity(row ?? { unreadCount: 0, lastMessageAt: null, lastContent: null });
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

/** The most recent turns of a room up to and including `uptoSeq`, oldest first. */
export async function recentTurns(db: Db, roomId: string, uptoSeq: number, limit: number) {
  const rows = await messagesQuery(db)
    .where('messages.roomId', '=', roomId)
    .where('messages.seq', '<=', uptoSeq)
    .orderBy('messages.seq', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map(toMessageDto);
}

export async function intakeAnswers(db: Db, userId: string): Promise<Record<string, unknown> | null> {
  const row = await db.selectFrom('intakeResponses').select('answers').where('userId', '=', userId).executeTakeFirst();
  return (row?.answers as Record<string, unknown> | undefined) ?? null;
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

/** Every member's unread count in a room (their counters), leaving out the sender and the AI coach. */
export async function unreadCountsOfMembers(db: Db, roomId: string, senderId: string): Promise<{ userId: string; unreadCount: number }[]> {
  const { rows } = await sql<{ userId: string; unreadCount: number }>`${sql.raw(PREPARED)}
    select user_id, unread_count from room_members
    where room_id = ${roomId} and user_id <> ${senderId} and user_id <> ${AI_COACH_USER_ID}`.execute(db);
  return rows.map((r) => ({ userId: r.userId, unreadCount: Number(r.unreadCount) }));
}
