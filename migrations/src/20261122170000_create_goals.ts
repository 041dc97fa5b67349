import { sql, type Kysely } from 'kysely';

/** The badge catalogue: what each badge is for. The award engine keys its rules by code. */
const BADGES: [code: string, title: string, description: string, criteria: string, rarity: string][] = [
  [
    'first_message',
    'Conversation Starter',
    'You opened the conversation with your coaches.',
    'Send your first message in the room.',
    'common',
  ],
  ['first_goal', 'Goal Setter', 'Every journey starts with a goal.', 'Create your first goal.', 'common'],
  [
    'first_completion',
    'Goal Getter',
    'You finished what you set out to do.',
    'Complete your first goal (or a cycle of a recurring goal).',
    'common',
  ],
  ['streak_3', 'On a Roll', 'Three days in a row of showing up.', 'Be active in the room 3 days in a row.', 'common'],
  [
    'smart_planner',
    'SMART Planner',
    'A goal that is specific, measurable, achievable, relevant and time-bound.',
    'Create a goal whose SMART score earns an A.',
    'rare',
  ],
  ['streak_7', 'Week Warrior', 'A full week of steady progress.', 'Be active in the room 7 days in a row.', 'rare'],
  ['goals_5', 'High Five', 'Five goals done: momentum is real.', 'Complete 5 goals (recurring cycles count).', 'rare'],
  ['first_session', 'First Session', 'You met your coach live.', 'Complete your first coaching session.', 'rare'],
  [
    'habit_builder',
    'Habit Builder',
    'A recurring goal kept, cycle after cycle.',
    'Complete 4 cycles in a row of a recurring goal.',
    'epic',
  ],
  ['streak_30', 'Unstoppable', 'Thirty days without missing a beat.', 'Be active in the room 30 days in a row.', 'epic'],
  ['goals_10', 'Goal Crusher', 'Ten goals completed.', 'Complete 10 goals (recurring cycles count).', 'epic'],
  ['messages_100', 'Deep Diver', 'A hundred messages of honest reflection.', 'Send 100 messages in the room.', 'epic'],
  ['goals_25', 'Legend', 'Twenty-five goals completed: a true achiever.', 'Complete 25 goals (recurring cycles count).', 'legendary'],
  ['streak_100', 'Centurion', 'One hundred days in a row.', 'Be active in the room 100 days in a row.', 'legendary'],
];

export async function up(db: Kysely<any>): Promise<void> {
  // Categories depend on the room's context (docs/goals-and-progress.md#goal-categories).
  await db.schema
    .alterTable('rooms')
    .addColumn('context', 'text', (c) =>
      c
        .notNull()
        .defaultTo('individual')
        .check(sql`context in ('individual', 'family', 'team')`),
    )
    .execute();

  await db.schema
    .createTable('goals')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('room_id', 'uuid', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('priority', 'text', (c) =>
      c
        .notNull()
        .defaultTo('medium')
        .check(sql`priority in ('low', 'medium', 'high')`),
    )
    .addColumn('due_date', 'date')
    .addColumn('progress', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`progress between 0 and 100`),
    )
    .addColumn('is_recurring', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('recurrence_pattern', 'text', (c) => c.check(sql`recurrence_pattern in ('daily', 'weekly', 'monthly')`))
    .addColumn('recurrence_interval', 'integer', (c) => c.check(sql`recurrence_interval between 1 and 30`))
    // The local day the recurrence counts its periods from.
    .addColumn('recurrence_anchor', 'date')
    .addColumn('total_completions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('current_streak', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('best_streak', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_completed_period', 'integer')
    .addColumn('last_completed_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('validation_score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('smart_breakdown', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // GET /api/goals?roomId lists a room's goals oldest first.
  await sql`create index goals_room_created_idx on goals (room_id, created_at)`.execute(db);

  await db.schema
    .createTable('goal_assignees')
    .addColumn('goal_id', 'uuid', (c) => c.notNull().references('goals.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('goal_assignees_pkey', ['goal_id', 'user_id'])
    .execute();

  // Per member and local day: how many things they did in the room (messages, goal changes). Streak and momentum read it.
  await db.schema
    .createTable('room_activity')
    .addColumn('room_id', 'uuid', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('room_activity_pkey', ['room_id', 'user_id', 'day'])
    .execute();

  await db.schema
    .createTable('badges')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('criteria', 'text', (c) => c.notNull())
    .addColumn('rarity', 'text', (c) => c.notNull().check(sql`rarity in ('common', 'rare', 'epic', 'legendary')`))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('badges')
    .values(
      BADGES.map(([code, title, description, criteria, rarity], i) => ({ code, title, description, criteria, rarity, sort_order: i })),
    )
    .execute();

  await db.schema
    .createTable('user_badges')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('room_id', 'uuid', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('badge_code', 'text', (c) => c.notNull().references('badges.code'))
    .addColumn('earned_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('notified_at', 'timestamptz')
    .addColumn('viewed_at', 'timestamptz')
    .execute();
  // At most once per user and room, also under concurrent awards; also the lookup index of a user's badges in a room.
  await sql`create unique index user_badges_once_key on user_badges (user_id, room_id, badge_code)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_badges').execute();
  await db.schema.dropTable('badges').execute();
  await db.schema.dropTable('room_activity').execute();
  await db.schema.dropTable('goal_assignees').execute();
  await db.schema.dropTable('goals').execute();
  await db.schema.alterTable('rooms').dropColumn('context').execute();
}
