import { sql } from 'kysely';
import { AI_COACH_USER_ID, type AiLevel, type TActionData, type TMessage } from '@coach/contract';
import { PREPARED, type Db } from '@coach/db';
import {
  liveTokenHolder,
  messageColumns,
  rowToMessage,
  type MemberRead,
  type MessageRow,
  type RoomForChat,
  type TokenHolder,
} from './queries.ts';

/** Sending to a room: who sends (checked in one statement) and the statements that store a message. */

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
  /** The member's role in the room: who they read as the message's author ('room:unread' lastMessageFrom). */
  role?: 'client' | 'coach' | 'ai_coach';
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
      returning rm.user_id, rm.unread_count, rm.role, rm.user_id = m.user_id as is_sender
    ), activity as (
      insert into room_activity (room_id, user_id, day, count)
      select room_id, user_id, ${activityDay}::date, 1 from m where ${activityDay}::date is not null
      on conflict (room_id, user_id, day) do update set count = room_activity.count + 1
      returning count
    ), stored as (
      select ${messageColumns}, (select count from activity) as activity_count,
        (select coalesce(json_agg(json_build_object('userId', user_id, 'unreadCount', unread_count, 'role', role)), '[]') from members where not is_sender) as unread
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
export async function senderRoom(db: Db, who: TokenHolder, roomId: string): Promise<MemberRead<SenderRoom>> {
  const { rows } = await sql<{ authed: boolean; senderTimeZone: string | null } & (RoomForChat | { id: null })>`${sql.raw(PREPARED)}
    select ${liveTokenHolder(who)} as authed,
      (select time_zone from user_profiles where user_id = ${who.userId}) as sender_time_zone,
      r.id, r.client_id, r.human_coach_id, r.ai_coach_id, r.ai_interaction_level
    from (select 1) as one
    left join rooms r on r.id = ${roomId} and exists (select 1 from room_members where room_id = ${roomId} and user_id = ${who.userId})`.execute(
    db,
  );
  const row = rows[0];
  if (!row?.authed) return { access: 'unauthorized' };
  if (row.id === null) return { access: 'not_member' };
  const { authed: _authed, senderTimeZone, ...room } = row as { authed: boolean; senderTimeZone: string | null } & RoomForChat;
  return { access: 'ok', value: { ...room, senderTimeZone } };
}
