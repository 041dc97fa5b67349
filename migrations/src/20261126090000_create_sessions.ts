import { sql, type Kysely } from 'kysely';

/**
 * Scheduling: a coach's availability (weekly patterns and one-time blocks, in the coach's zone),
 * booking rules, recurring session templates, sessions, and each user's secret calendar feed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The no-overlap guard below compares uuids with = inside a GiST index.
  await sql`create extension if not exists btree_gist`.execute(db);

  await db.schema
    .createTable('availability_patterns')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('coach_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('RECURRING', 'STATIC')`))
    .addColumn('rrule', 'text')
    .addColumn('specific_date', 'date')
    // 'HH:mm', local to the coach's time zone.
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'availability_patterns_shape',
      sql`(type = 'RECURRING' and rrule is not null) or (type = 'STATIC' and specific_date is not null)`,
    )
    .addCheckConstraint('availability_patterns_order', sql`start_time < end_time`)
    .execute();
  await sql`create index availability_patterns_coach_idx on availability_patterns (coach_id)`.execute(db);

  await db.schema
    .createTable('booking_rules')
    .addColumn('coach_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('min_notice_minutes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(120)
        .check(sql`min_notice_minutes >= 0`),
    )
    .addColumn('buffer_minutes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`buffer_minutes >= 0`),
    )
    .addColumn('cancel_notice_hours', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(24)
        .check(sql`cancel_notice_hours >= 0`),
    )
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('session_templates')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('coach_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('relationship_id', 'uuid', (c) => c.references('coach_clients.id').onDelete('set null'))
    .addColumn('rrule', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text')
    .addColumn('session_type', 'text', (c) => c.notNull().defaultTo('video'))
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date')
    .addColumn('count', 'integer')
    // The coach's zone when the template was made: its wall-clock times stay put across DST.
    .addColumn('time_zone', 'text', (c) => c.notNull())
    // Sessions exist up to here; a job extends never-ending templates.
    .addColumn('materialized_until', 'timestamptz')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index session_templates_coach_idx on session_templates (coach_id)`.execute(db);
  await sql`create index session_templates_client_idx on session_templates (client_id)`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('coach_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('relationship_id', 'uuid', (c) => c.references('coach_clients.id').onDelete('set null'))
    .addColumn('template_id', 'uuid', (c) => c.references('session_templates.id').onDelete('set null'))
    .addColumn('scheduled_at', 'timestamptz', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull().check(sql`duration > 0`))
    // Kept beside scheduled_at because the no-overlap guard needs an immutable range expression.
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('SCHEDULED')
        .check(sql`status in ('SCHEDULED', 'CONFIRMED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'NO_SHOW')`),
    )
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text')
    .addColumn('session_type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('video')
        .check(sql`session_type in ('video', 'phone', 'in-person')`),
    )
    .addColumn('session_goals', 'text')
    .addColumn('coach_notes', 'text')
    .addColumn('shared_notes', 'text')
    // 'booking' (the client booked a slot), 'coach' (created by the coach), 'template' (recurring).
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('coach'))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('cancel_reason', 'text')
    .addColumn('cancelled_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('started_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('video_room_name', 'text')
    // The chat booking prompt this session answered, if any.
    .addColumn('booking_message_id', 'uuid', (c) => c.references('messages.id').onDelete('set null'))
    // iCalendar SEQUENCE: grows with every reschedule or cancel, so calendars replace the event.
    .addColumn('ics_sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reminder_day_sent_at', 'timestamptz')
    .addColumn('reminder_hour_sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('sessions_range', sql`ends_at > scheduled_at`)
    .execute();
  // Two live sessions of one coach never overlap: two clients racing for a slot, one wins.
  await sql`
    alter table sessions add constraint sessions_no_overlap
    exclude using gist (coach_id with =, tstzrange(scheduled_at, ends_at, '[)') with &&)
    where (status in ('SCHEDULED', 'CONFIRMED', 'IN_PROGRESS'))
  `.execute(db);
  await sql`create index sessions_coach_time_idx on sessions (coach_id, scheduled_at)`.execute(db);
  await sql`create index sessions_client_time_idx on sessions (client_id, scheduled_at)`.execute(db);
  await sql`create index sessions_template_idx on sessions (template_id) where template_id is not null`.execute(db);
  // Reminders scan upcoming live sessions by start time.
  await sql`create index sessions_live_time_idx on sessions (scheduled_at) where status in ('SCHEDULED', 'CONFIRMED')`.execute(db);

  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // A capability URL's secret, as Google's "secret address": shown on the account page.
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('calendar_feeds').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('session_templates').execute();
  await db.schema.dropTable('booking_rules').execute();
  await db.schema.dropTable('availability_patterns').execute();
}
