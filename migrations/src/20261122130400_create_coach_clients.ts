import { sql, type Kysely } from 'kysely';

/** A coaching relationship between a coach and a client (the relationshipId of sessions). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('coach_clients')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('coach_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'ended')`),
    )
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ended_at', 'timestamptz')
    .addUniqueConstraint('coach_clients_pair_key', ['coach_id', 'client_id'])
    .execute();
  await sql`create index coach_clients_client_idx on coach_clients (client_id) where status = 'active'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('coach_clients').execute();
}
