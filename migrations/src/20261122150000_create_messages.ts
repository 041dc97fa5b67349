import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // One sequence for every message: a total order that reconnecting clients ask "since".
    .addColumn('seq', 'bigserial', (c) => c.notNull().unique())
    .addColumn('room_id', 'uuid', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('message_type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('text')
        .check(sql`message_type in ('text', 'action')`),
    )
    .addColumn('action_data', 'jsonb')
    // The sender's id for a send, so a retried request is stored once.
    .addColumn('client_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index messages_room_seq_idx on messages (room_id, seq desc)`.execute(db);
  await sql`create unique index messages_client_id_key on messages (user_id, client_id) where client_id is not null`.execute(db);

  // How far each member has read each room: unread = messages after last_read_seq not written by the member.
  await db.schema
    .createTable('room_reads')
    .addColumn('room_id', 'uuid', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_read_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('room_reads_pkey', ['room_id', 'user_id'])
    .execute();

  // The AI coach's greeting is sent once per room.
  await db.schema.alterTable('rooms').addColumn('welcomed_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rooms').dropColumn('welcomed_at').execute();
  await db.schema.dropTable('room_reads').execute();
  await db.schema.dropTable('messages').execute();
}
