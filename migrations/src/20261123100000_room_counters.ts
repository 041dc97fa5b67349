import { sql, type Kysely } from 'kysely';

const AI_COACH_ID = '00000000-0000-4000-8000-00000000a1c0';

/**
 * Counters that keep the chat's hot reads and writes O(1) however long a room gets:
 * - rooms.message_count: the room's messages (the page total of GET messages);
 * - room_members.unread_count: messages of others after the member's read mark (unread badges);
 * - room_members.sent_count: the member's own messages in the room (message badges).
 * A send locks its room row first, so a room's messages get their seq (and commit) in one order;
 * it bumps the counters in the statement that stores the message, and marking read recounts the
 * reader's messages after the new mark under the reader's row lock. The triggers here cover what
 * the send and the read do not: a member who joins a room with history, and deleted messages
 * (an account's removal cascades to its messages).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table rooms add column message_count bigint not null default 0`.execute(db);
  await sql`alter table room_members add column unread_count integer not null default 0,
    add column sent_count integer not null default 0`.execute(db);
  await sql`update rooms r set message_count = c.n
    from (select room_id, count(*) as n from messages group by room_id) c where c.room_id = r.id`.execute(db);
  await sql`update room_members rm set
      sent_count = (select count(*) from messages m where m.room_id = rm.room_id and m.user_id = rm.user_id),
      unread_count = case when rm.user_id = ${sql.lit(AI_COACH_ID)}::uuid then 0 else (
        select count(*) from messages m
        where m.room_id = rm.room_id and m.user_id <> rm.user_id
          and m.seq > coalesce((select rr.last_read_seq from room_reads rr where rr.room_id = rm.room_id and rr.user_id = rm.user_id), 0)
      ) end`.execute(db);

  await sql`create function room_member_counts() returns trigger language plpgsql as $$
    begin
      new.sent_count := (select count(*) from messages m where m.room_id = new.room_id and m.user_id = new.user_id);
      new.unread_count := case when new.user_id = ${sql.lit(AI_COACH_ID)}::uuid then 0 else (
        select count(*) from messages m
        where m.room_id = new.room_id and m.user_id <> new.user_id
          and m.seq > coalesce((select rr.last_read_seq from room_reads rr where rr.room_id = new.room_id and rr.user_id = new.user_id), 0)
      ) end;
      return new;
    end $$`.execute(db);
  await sql`create trigger room_members_counts before insert on room_members
    for each row execute function room_member_counts()`.execute(db);

  await sql`create function message_deleted_counts() returns trigger language plpgsql as $$
    begin
      update rooms set message_count = message_count - 1 where id = old.room_id;
      update room_members rm set
        sent_count = rm.sent_count - (rm.user_id = old.user_id)::int,
        unread_count = rm.unread_count - (
          rm.user_id <> old.user_id and rm.user_id <> ${sql.lit(AI_COACH_ID)}::uuid
          and old.seq > coalesce((select rr.last_read_seq from room_reads rr where rr.room_id = rm.room_id and rr.user_id = rm.user_id), 0)
        )::int
      where rm.room_id = old.room_id;
      return null;
    end $$`.execute(db);
  await sql`create trigger messages_deleted_counts after delete on messages
    for each row execute function message_deleted_counts()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger messages_deleted_counts on messages`.execute(db);
  await sql`drop function message_deleted_counts()`.execute(db);
  await sql`drop trigger room_members_counts on room_members`.execute(db);
  await sql`drop function room_member_counts()`.execute(db);
  await sql`alter table room_members drop column unread_count, drop column sent_count`.execute(db);
  await sql`alter table rooms drop column message_count`.execute(db);
}
