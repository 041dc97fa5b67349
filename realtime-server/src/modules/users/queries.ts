import { sql } from 'kysely';
import type { NewUser, UserRow, UserUpdate, Db } from '@coach/db';

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function findLiveUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).where('deletedAt', 'is', null).executeTakeFirst();
}

/** The user's time zone as their profile holds it: where their days end. UTC when none is set. */
export async function timeZoneOf(db: Db, userId: string): Promise<string> {
  const row = await db.selectFrom('userProfiles').select('timeZone').where('userId', '=', userId).executeTakeFirst();
  return row?.timeZone ?? 'UTC';
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const user = await db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
  await db.insertInto('userProfiles').values({ userId: user.id }).execute();
  return user;
}

export function updateUser(db: Db, id: string, values: UserUpdate): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Revokes every token issued so far; returns the new version. */
export async function bumpTokenVersion(db: Db, id: string, extra: UserUpdate = {}): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ ...extra, tokenVersion: sql`token_version + 1`, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** True when the unique index on lower(email) refused a row. */
export function isUniqueEmailViolation(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string };
  return e?.code === '23505' && (e.constraint === undefined || e.constraint === 'users_email_lower_key');
}
