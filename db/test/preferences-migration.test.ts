import { Migrator, sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '@coach/migrations';
import { createDb, type Database, type DbHandle } from '../src/index.ts';

// Migration 20261203090000_preferences_intake_scale on rows of the old shape, up and down, in a
// database of this file's own (down must not touch the one the other files share).
const BEFORE = '20261202093000_upload_declared_size';
const THIS = '20261203090000_preferences_intake_scale';
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `coach_migration_${process.pid}_${Date.now()}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
let handle: DbHandle;
// Without the camel-case plugin: these rows are read and written in the columns' own names.
let db: Kysely<Database>;
let migrator: Migrator;

beforeAll(async () => {
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  handle = await createDb({ databaseUrl: url.toString() });
  db = handle.db.withoutPlugins();
  migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const to = await migrator.migrateTo(BEFORE);
  if (to.error) throw to.error;
});

afterAll(async () => {
  await handle?.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

const OLD_ALL_SEVEN = {
  career: 7,
  relationships: 7,
  health: 7,
  finances: 7,
  personal_growth: 7,
  recreation: 7,
  physical_environment: 7,
  contribution: 7,
};

async function client(first: string, prefs: { life: object; motivation: string | null; areas: string[] }, intake?: object) {
  const { rows } = await sql<{ id: string }>`
    insert into users (first_name, last_name, email, primary_role_id) values (${first}, 'Client', ${`${first}-${name}@example.com`}, 1) returning id`.execute(
    db,
  );
  const id = rows[0]!.id;
  if (intake) await sql`insert into intake_responses (user_id, answers) values (${id}, ${JSON.stringify(intake)}::jsonb)`.execute(db);
  await sql`
    insert into coaching_preferences (user_id, checkin_frequency, life_satisfaction, support_areas, motivation_level, coaching_style, additional_notes)
    values (${id}, 'weekly', ${JSON.stringify(prefs.life)}::jsonb, ${prefs.areas}, ${prefs.motivation}, 'direct', 'Notes')`.execute(db);
  return id;
}

const rowOf = async (id: string) =>
  (await sql<Record<string, unknown>>`select * from coaching_preferences where user_id = ${id}`.execute(db)).rows[0]!;

describe('coaching preferences on the intake areas and scales (migration up and down)', () => {
  it('maps old rows to the one shape without losing an answer, and down gives them back', async () => {
    // With an intake: the old page's 7s hid the intake's ratings; the moved ones are theirs.
    const withIntake = await client(
      'Ivy',
      { life: { ...OLD_ALL_SEVEN, career: 3, health: 10, contribution: 2 }, motivation: 'high', areas: ['career'] },
      { motivationLevel: 2, satisfactionRatings: { physicalHealth: 1, workSchool: 5 } },
    );
    // Without one: an untouched page (all 7) rated nothing; 'variable' names no level.
    const untouched = await client('Una', { life: OLD_ALL_SEVEN, motivation: 'variable', areas: [] });
    // Without one, some moved: a 7 beside them may be the client's own, so it stays (as 4).
    const moved = await client('Max', { life: { ...OLD_ALL_SEVEN, finances: 1 }, motivation: null, areas: ['stress'] });

    const up = await migrator.migrateTo(THIS);
    expect(up.error).toBeUndefined();

    expect(await rowOf(withIntake)).toMatchObject({
      life_satisfaction: { workSchool: 2, physicalHealth: 5 },
      motivation_level: 5,
      support_areas: ['career'],
      checkin_frequency: 'weekly',
      previous_answers: { lifeSatisfaction: { ...OLD_ALL_SEVEN, career: 3, health: 10, contribution: 2 }, motivationLevel: 'high' },
    });
    expect(await rowOf(untouched)).toMatchObject({ life_satisfaction: {}, motivation_level: null, support_areas: [] });
    expect((await rowOf(moved)).life_satisfaction).toEqual({
      workSchool: 4,
      relationships: 4,
      physicalHealth: 4,
      finances: 1,
      personalGrowth: 4,
      funHobbies: 4,
    });

    // The new shape: integers 1-5 only, support areas may be unset.
    await expect(sql`update coaching_preferences set motivation_level = 6 where user_id = ${moved}`.execute(db)).rejects.toThrow();
    await sql`update coaching_preferences set support_areas = null where user_id = ${moved}`.execute(db);
    // A rating changed after the migration goes down on the old scale; the others come back as they were.
    await sql`update coaching_preferences set life_satisfaction = life_satisfaction || '{"physicalHealth": 3, "mentalHealth": 2}'::jsonb, motivation_level = 2 where user_id = ${withIntake}`.execute(
      db,
    );

    const down = await migrator.migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    expect(await rowOf(withIntake)).toMatchObject({
      life_satisfaction: { ...OLD_ALL_SEVEN, career: 3, health: 6, contribution: 2 },
      motivation_level: 'low',
    });
    expect(await rowOf(untouched)).toMatchObject({ life_satisfaction: OLD_ALL_SEVEN, motivation_level: 'variable' });
    expect(await rowOf(moved)).toMatchObject({
      life_satisfaction: { ...OLD_ALL_SEVEN, finances: 1 },
      motivation_level: null,
      support_areas: [],
    });
    expect(Object.keys(await rowOf(moved))).not.toContain('previous_answers');

    // And up again, as the next start would.
    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    expect((await rowOf(withIntake)).motivation_level).toBe(1);
  });
});
