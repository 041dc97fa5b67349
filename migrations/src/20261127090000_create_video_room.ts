import { sql, type Kysely } from 'kysely';

// The video room (docs/video-room.md): notes written in it (the coach's notebook reads the same table),
// guest links and knocks, transcription consent, transcript lines, AI assist suggestions,
// feedback, LiveKit presence, and the call's own state on the session.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('video_started_at', 'timestamptz')
    .addColumn('assist_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('recording_started_at', 'timestamptz')
    .addColumn('recording_egress_id', 'text')
    .addColumn('completion_notes', 'text')
    .execute();

  await db.schema
    .createTable('notes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // The coach whose notebook holds the note (the session's or the relationship's coach).
    .addColumn('coach_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('coachee_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'uuid', (c) => c.references('sessions.id').onDelete('cascade'))
    .addColumn('author_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('note_type', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`note_type in ('SESSION_COACH_MANUAL', 'SESSION_TRANSCRIPT_FULL', 'SESSION_TRANSCRIPT_SUMMARY', 'GENERAL_COACH', 'GENERAL_COACHEE')`,
        ),
    )
    .addColumn('title', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    // Private notes are the author's alone; shared ones are read by the coach and the client.
    .addColumn('is_private', 'boolean', (c) => c.notNull().defaultTo(true))
    // Seconds into the call when a note was written in the video room.
    .addColumn('linked_timestamp', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index notes_session_idx on notes (session_id, created_at) where session_id is not null`.execute(db);
  await sql`create index notes_coach_coachee_idx on notes (coach_id, coachee_id, created_at desc)`.execute(db);
  await sql`create index notes_author_idx on notes (author_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('video_guest_invites')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    // The link's secret (a capability URL); only its hash would do, but the coach copies it again.
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz')
    // -1: unlimited.
    .addColumn('max_uses', 'integer', (c) => c.notNull().check(sql`max_uses = -1 or max_uses > 0`))
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index video_guest_invites_session_idx on video_guest_invites (session_id, created_at)`.execute(db);

  await db.schema
    .createTable('video_knocks')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('invite_id', 'uuid', (c) => c.notNull().references('video_guest_invites.id').onDelete('cascade'))
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('waiting')
        .check(sql`status in ('waiting', 'admitted', 'denied')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .execute();
  await sql`create index video_knocks_session_idx on video_knocks (session_id, created_at)`.execute(db);

  // Who agreed to be transcribed, and when; identity is the LiveKit identity (user id or guest:<knock id>).
  await db.schema
    .createTable('video_consents')
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('identity', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('transcription', 'recording')`))
    .addColumn('consented_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('video_consents_pk', ['session_id', 'identity', 'kind'])
    .execute();

  await db.schema
    .createTable('video_transcript_lines')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('identity', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('speaker', 'text', (c) => c.notNull())
    .addColumn('speaker_role', 'text', (c) => c.notNull().check(sql`speaker_role in ('coach', 'coachee', 'observer')`))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('spoken_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index video_transcript_session_idx on video_transcript_lines (session_id, spoken_at, id)`.execute(db);

  await db.schema
    .createTable('video_assist_suggestions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('GROW', 'MI', 'Reframe', 'Commitment')`))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('is_pinned', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index video_assist_session_idx on video_assist_suggestions (session_id, created_at)`.execute(db);

  await db.schema
    .createTable('session_feedback')
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('identity', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('coachee', 'observer')`))
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('comments', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('session_feedback_pk', ['session_id', 'identity'])
    .execute();
  // The coach's analytics read the ratings of their sessions by time.
  await sql`create index session_feedback_time_idx on session_feedback (created_at)`.execute(db);

  // Who is in the LiveKit room now, kept from LiveKit's webhooks so every node sees the same.
  await db.schema
    .createTable('video_presence')
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('identity', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('left_at', 'timestamptz')
    .addPrimaryKeyConstraint('video_presence_pk', ['session_id', 'identity'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'video_presence',
    'session_feedback',
    'video_assist_suggestions',
    'video_transcript_lines',
    'video_consents',
    'video_knocks',
    'video_guest_invites',
    'notes',
  ]) {
    await db.schema.dropTable(t).execute();
  }
  await db.schema
    .alterTable('sessions')
    .dropColumn('video_started_at')
    .dropColumn('assist_enabled')
    .dropColumn('recording_started_at')
    .dropColumn('recording_egress_id')
    .dropColumn('completion_notes')
    .execute();
}
