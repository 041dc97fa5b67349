import { sql, type Kysely } from 'kysely';

// The AI coach is a real user (role 3) that every client's room includes; contract AI_COACH_USER_ID.
const AI_COACH_ID = '00000000-0000-4000-8000-00000000a1c0';

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: AI_COACH_ID,
      first_name: 'AI',
      last_name: 'Coach',
      email: 'ai-coach@coaching.invalid',
      password_hash: null,
      primary_role_id: 3,
      email_verified: true,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();

  await db.schema
    .createTable('rooms')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('client_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('human_coach_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('ai_coach_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('ai_interaction_level', 'text', (c) =>
      c
        .notNull()
        .defaultTo('ENHANCED')
        .check(sql`ai_interaction_level in ('DISABLED', 'LIMITED', 'ENHANCED', 'AUTONOMOUS')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index rooms_client_idx on rooms (client_id)`.execute(db);
  await sql`create index rooms_human_coach_idx on rooms (human_coach_id) where human_coach_id is not null`.execute(db);

  // Who may read and write a room; every membership check reads this table.
  await db.schema
    .createTable('room_members')
    .addColumn('room_id', 'uuid', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('client', 'coach', 'ai_coach')`))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('room_members_pkey', ['room_id', 'user_id'])
    .execute();
  await sql`create index room_members_user_idx on room_members (user_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('room_members').execute();
  await db.schema.dropTable('rooms').execute();
  await db.deleteFrom('users').where('id', '=', AI_COACH_ID).execute();
}
