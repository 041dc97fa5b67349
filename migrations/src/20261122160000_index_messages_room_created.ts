import { sql, type Kysely } from 'kysely';

// Usage stats and "since <time>" read a room's messages by time.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index messages_room_created_idx on messages (room_id, created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index messages_room_created_idx`.execute(db);
}
