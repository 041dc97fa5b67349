import { sql, type Kysely } from 'kysely';
import { AI_COACH_USER_ID, type TMessage } from '@coach/contract';
import { PREPARED, type Database, type Db } from '@coach/db';
import { lastMessageOfRoom, roomActivity, unreadCountExpr, type MessageAuthor } from '../rooms/queries.ts';
import {
  lastMessagesBy,
  liveTokenHolder,
  messageColumns,
  messagesQuery,
  rowToMessage,
  toMessageDto,
  type MemberRead,
  type MessageRow,
  type TokenHolder,
} from './queries.ts';
import type { MemberUnread } from './send-queries.ts';

/** Reading a room's messages: the hot page read, gap fills and older pages, read marks and unread counts. */

/** Caps one gap-fill answer; a client that missed more loads older pages as it scrolls. */
export const SINCE_MAX = 1000;

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
  return lastMessagesBy(db, roomId, '<', beforeSeq, limit);
}

/** A message's seq when it belongs to the room. */
export async function seqInRoom(db: Db, roomId: string, messageId: string): Promise<number | undefined> {
  const row = await db.selectFrom('messages').select('seq').where('id', '=', messageId).where('roomId', '=', roomId).executeTakeFirst();
  return row ? Number(row.seq) : undefined;
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
 * message with who wrote it. Backed by messages_room_seq_idx and the room_reads primary key.
 */
export async function unreadSummary(
  db: Db,
  roomId: string,
  userId: string,
): Promise<{
  unreadCount: number;
  lastMessageAt: string | null;
  lastMessagePreview: string | null;
  lastMessageFrom: MessageAuthor | null;
}> {
  const row = await db
    .selectFrom('rooms')
    .leftJoinLateral(lastMessageOfRoom, (j) => j.onTrue())
    .select((eb) => [
      'rooms.clientId',
      'rooms.aiCoachId',
      'last.createdAt as lastMessageAt',
      'last.content as lastContent',
      'last.userId as lastUserId',
      unreadCountExpr(eb.ref('rooms.id'), userId).as('unreadCount'),
    ])
    .where('rooms.id', '=', roomId)
    .executeTakeFirst();
  if (!row) return { unreadCount: 0, lastMessageAt: null, lastMessagePreview: null, lastMessageFrom: null };
  return { lastMessageFrom: null, ...roomActivity(row, row) };
}

/**
 * Every member's unread count in a room (their counters) and their role in it, leaving out the
 * sender and the AI coach.
 */
export async function unreadCountsOfMembers(db: Db, roomId: string, senderId: string): Promise<MemberUnread[]> {
  const { rows } = await sql<{ userId: string; unreadCount: number; role: MemberUnread['role'] }>`${sql.raw(PREPARED)}
    select user_id, unread_count, role from room_members
    where room_id = ${roomId} and user_id <> ${senderId} and user_id <> ${AI_COACH_USER_ID}`.execute(db);
  return rows.map((r) => ({ userId: r.userId, unreadCount: Number(r.unreadCount), role: r.role }));
}
