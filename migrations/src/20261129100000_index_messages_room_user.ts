import { sql, type Kysely } from 'kysely';

// The coach's needs-attention list (docs/coach-workspace.md#needs-attention) reads, per client room, the newest message of the
// client and of the coach, and the client's first message after the coach's last: a member's
// messages in a room by sequence. Without this, a room the coach never wrote in is read whole.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index messages_room_user_seq_idx on messages (room_id, user_id, seq desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists messages_room_user_seq_idx`.execute(db);
}
