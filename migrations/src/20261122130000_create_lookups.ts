import type { Kysely } from 'kysely';

// The intake's option lists (docs/intake-and-billing.md#intake-wizard) and the coach specializations.
const LOOKUPS: Record<string, [id: string, name: string, description: string][]> = {
  support_area: [
    ['goal-setting', 'Goal setting', 'Turn what you want into clear goals and a plan'],
    ['accountability', 'Accountability', 'Someone who checks in and keeps you on track'],
    ['career', 'Career growth', 'Direction, promotions, changing jobs or fields'],
    ['stress', 'Stress management', 'Calmer days and tools for pressure'],
    ['confidence', 'Confidence', 'Trusting yourself and speaking up'],
    ['relationships', 'Relationships', 'Family, partners, friends and colleagues'],
    ['health', 'Health and fitness', 'Movement, sleep, food and energy'],
    ['productivity', 'Productivity', 'Focus, habits and getting things done'],
    ['life-transitions', 'Life transitions', 'Moves, new roles, endings and beginnings'],
    ['finances', 'Money and finances', 'Budgets, saving and money habits'],
    ['work-life-balance', 'Work-life balance', 'Room for rest, people and play'],
    ['personal-growth', 'Personal growth', 'Values, purpose and becoming who you want to be'],
  ],
  primary_focus: [
    ['career', 'Career', 'Work, leadership and professional growth'],
    ['health', 'Health and wellbeing', 'Body, mind and energy'],
    ['relationships', 'Relationships', 'The people in your life'],
    ['personal-growth', 'Personal growth', 'Habits, mindset and purpose'],
    ['finances', 'Finances', 'Money and security'],
    ['life-balance', 'Life balance', 'Bringing the parts of life together'],
  ],
  pronouns: [
    ['she/her', 'she/her', ''],
    ['he/him', 'he/him', ''],
    ['they/them', 'they/them', ''],
    ['prefer-not-to-say', 'Prefer not to say', ''],
    ['custom', 'Self-describe', 'Tell us the pronouns you use'],
  ],
  checkin_frequency: [
    ['daily', 'Daily', 'A short check-in every day'],
    ['weekly', 'Weekly', 'Once a week'],
    ['biweekly', 'Every two weeks', 'Twice a month'],
    ['monthly', 'Monthly', 'Once a month'],
  ],
  coaching_style: [
    ['encouraging', 'Encouraging', 'Warm, supportive and celebrating progress'],
    ['direct', 'Direct', 'Straight talk and clear challenges'],
    ['reflective', 'Reflective', 'Questions that help you think it through'],
    ['professional', 'Professional', 'Structured, focused and businesslike'],
  ],
};

const SPECIALIZATIONS: [string, string][] = [
  ['life', 'Life Coaching'],
  ['career', 'Career Coaching'],
  ['executive', 'Executive Coaching'],
  ['leadership', 'Leadership Development'],
  ['health-wellness', 'Health & Wellness'],
  ['relationships', 'Relationship Coaching'],
  ['business', 'Business Coaching'],
  ['financial', 'Financial Coaching'],
  ['mindset', 'Mindset & Performance'],
  ['parenting', 'Parenting & Family'],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lookup_items')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('lookup_items_pkey', ['kind', 'id'])
    .execute();
  const rows = Object.entries(LOOKUPS).flatMap(([kind, items]) =>
    items.map(([id, name, description], i) => ({ kind, id, name, description, sort_order: i })),
  );
  await db.insertInto('lookup_items').values(rows).execute();

  await db.schema
    .createTable('specializations')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('specializations')
    .values(SPECIALIZATIONS.map(([key, display_name], i) => ({ key, display_name, sort_order: i })))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('specializations').execute();
  await db.schema.dropTable('lookup_items').execute();
}
