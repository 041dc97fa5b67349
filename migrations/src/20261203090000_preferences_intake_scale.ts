import { sql, type Kysely } from 'kysely';

// Coaching preferences on the intake's areas and scales
// (docs/profiles-and-directory.md#coaching-preferences). The account page rated eight other life
// areas 1 to 10 (7 until moved) and motivation as a word; the intake asks eight areas 1 to 5 and
// motivation 1 to 5. From here on a row holds only what the client set on the account
// page, over their intake answers:
// - life_satisfaction: { physicalHealth: 4, ... } over the intake's areas, 1 to 5, only those rated;
// - motivation_level: an integer 1 to 5 (was high, medium, low or variable);
// - support_areas: null while the client has not chosen them here (their intake's show);
// - additional_notes: null while not written here; '' when cleared here.
// - previous_answers: what the row held before this migration, untouched, so no answer of the old
//   shape is lost (two old areas and 'variable' have no counterpart) and down restores it exactly.
//
// Old ratings map to the intake's areas by meaning and to 1-5 by ceil(v / 2). A 7 was the page's
// starting value and every first save wrote it: for a client with an intake it hid their intake
// rating, so it is dropped (the intake's shows again); a row with all eight at 7 rated nothing.

/** Old area -> the intake's area; physical_environment and contribution have none. */
const AREA_MAP: Record<string, string> = {
  career: 'workSchool',
  relationships: 'relationships',
  health: 'physicalHealth',
  finances: 'finances',
  personal_growth: 'personalGrowth',
  recreation: 'funHobbies',
};
const OLD_AREAS = [
  'career',
  'relationships',
  'health',
  'finances',
  'personal_growth',
  'recreation',
  'physical_environment',
  'contribution',
];
const OLD_DEFAULT = 7;
/** The three words spread over 1-5; 'variable' names no level. */
const MOTIVATION_UP: Record<string, number> = { low: 1, medium: 3, high: 5 };

const ratingUp = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 10 ? Math.ceil(v / 2) : null;
const ratingDown = (v: number) => v * 2;
const motivationDown = (v: number) => (v <= 2 ? 'low' : v === 3 ? 'medium' : 'high');

interface Previous {
  lifeSatisfaction: Record<string, unknown>;
  motivationLevel: string | null;
}

/** The new ratings of an old row. */
function mapRatingsUp(old: Record<string, unknown>, hasIntake: boolean): Record<string, number> {
  const allDefault = OLD_AREAS.every((a) => old[a] === OLD_DEFAULT);
  const out: Record<string, number> = {};
  for (const [from, to] of Object.entries(AREA_MAP)) {
    if (old[from] === OLD_DEFAULT && (hasIntake || allDefault)) continue;
    const v = ratingUp(old[from]);
    if (v !== null) out[to] = v;
  }
  return out;
}

/** The old ratings of a row: the previous value wherever the current one is what up made of it. */
function mapRatingsDown(current: Record<string, unknown>, previous: Previous | null, hasIntake: boolean): Record<string, number> {
  const before = previous ? mapRatingsUp(previous.lifeSatisfaction, hasIntake) : {};
  const out: Record<string, number> = {};
  for (const area of OLD_AREAS) {
    const to = AREA_MAP[area];
    const now = to ? current[to] : undefined;
    const old = previous?.lifeSatisfaction[area];
    if (to && typeof now === 'number' && now !== before[to]) out[area] = ratingDown(now);
    else if (typeof old === 'number') out[area] = old;
  }
  return out;
}

interface Row {
  user_id: string;
  life_satisfaction: Record<string, unknown>;
  motivation_level: string | number | null;
  previous_answers: Previous | null;
  has_intake: boolean;
}

const rowsOf = async (db: Kysely<any>, withPrevious: boolean) =>
  (
    await sql<Row>`
      select p.user_id, p.life_satisfaction, p.motivation_level,
             ${withPrevious ? sql`p.previous_answers` : sql`null::jsonb`} as previous_answers,
             exists (select 1 from intake_responses r where r.user_id = p.user_id) as has_intake
        from coaching_preferences p`.execute(db)
  ).rows;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('coaching_preferences').addColumn('previous_answers', 'jsonb').execute();
  const rows = await rowsOf(db, false);
  await db.schema.alterTable('coaching_preferences').renameColumn('motivation_level', 'motivation_word').execute();
  await db.schema
    .alterTable('coaching_preferences')
    .addColumn('motivation_level', 'integer', (c) => c.check(sql`motivation_level between 1 and 5`))
    .execute();
  for (const r of rows) {
    const previous: Previous = {
      lifeSatisfaction: r.life_satisfaction ?? {},
      motivationLevel: (r.motivation_level as string | null) ?? null,
    };
    await sql`
      update coaching_preferences
         set life_satisfaction = ${JSON.stringify(mapRatingsUp(previous.lifeSatisfaction, r.has_intake))}::jsonb,
             motivation_level = ${MOTIVATION_UP[previous.motivationLevel ?? ''] ?? null},
             previous_answers = ${JSON.stringify(previous)}::jsonb
       where user_id = ${r.user_id}`.execute(db);
  }
  await db.schema.alterTable('coaching_preferences').dropColumn('motivation_word').execute();
  // null: not chosen here, the intake's areas show.
  await sql`alter table coaching_preferences alter column support_areas drop not null, alter column support_areas drop default`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const rows = await rowsOf(db, true);
  await db.schema.alterTable('coaching_preferences').dropColumn('motivation_level').execute();
  await db.schema.alterTable('coaching_preferences').addColumn('motivation_level', 'text').execute();
  for (const r of rows) {
    const now = typeof r.motivation_level === 'number' ? r.motivation_level : null;
    const old = r.previous_answers?.motivationLevel ?? null;
    // The previous word while the number is still the one up made of it (so 'variable' comes back).
    const word = old !== null && (MOTIVATION_UP[old] ?? null) === now ? old : now === null ? null : motivationDown(now);
    await sql`
      update coaching_preferences
         set life_satisfaction = ${JSON.stringify(mapRatingsDown(r.life_satisfaction ?? {}, r.previous_answers, r.has_intake))}::jsonb,
             motivation_level = ${word}
       where user_id = ${r.user_id}`.execute(db);
  }
  // The old rows knew no 'not chosen here' and no cleared note. The intake-only areas (mental
  // health, overall life) have no old column: a rating of them set here goes; the intake keeps its own.
  await sql`update coaching_preferences set support_areas = '{}' where support_areas is null`.execute(db);
  await sql`update coaching_preferences set additional_notes = null where additional_notes = ''`.execute(db);
  await sql`alter table coaching_preferences alter column support_areas set not null, alter column support_areas set default '{}'::text[]`.execute(
    db,
  );
  await db.schema.alterTable('coaching_preferences').dropColumn('previous_answers').execute();
}
