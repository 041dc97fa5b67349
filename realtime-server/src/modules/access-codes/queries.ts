import { sql } from 'kysely';
import type { AccessCodeRow, Db } from '@coach/db';

const REQUIRED_KEY = 'access_codes_required';

export async function readAccessCodesRequired(db: Db): Promise<boolean> {
  const row = await db.selectFrom('systemSettings').select('value').where('key', '=', REQUIRED_KEY).executeTakeFirst();
  return row?.value === true;
}

export async function writeAccessCodesRequired(db: Db, required: boolean, now: Date): Promise<void> {
  const value = JSON.stringify(required);
  await db
    .insertInto('systemSettings')
    .values({ key: REQUIRED_KEY, value, updatedAt: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt: now }))
    .execute();
}

export function findAccessCode(db: Db, code: string): Promise<AccessCodeRow | undefined> {
  return db.selectFrom('accessCodes').selectAll().where('code', '=', code).executeTakeFirst();
}

/**
 * Takes one use of a code if it is usable now. One conditional UPDATE: concurrent callers queue on
 * the row and each re-checks `use_count < max_uses`, so a code is never used past its limit.
 */
export async function takeAccessCodeUse(db: Db, code: string, now: Date): Promise<string | undefined> {
  const row = await db
    .updateTable('accessCodes')
    .set({ useCount: sql`use_count + 1` })
    .where('code', '=', code)
    .where('isActive', '=', true)
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]))
    .where((eb) => eb.or([eb('maxUses', 'is', null), eb('useCount', '<', eb.ref('maxUses'))]))
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function recordAccessCodeUse(
  db: Db,
  v: { accessCodeId: string; userId: string; purpose: 'intake' | 'coach_registration'; usedAt: Date },
): Promise<void> {
  await db.insertInto('accessCodeUses').values(v).execute();
}

export function listAccessCodes(db: Db): Promise<AccessCodeRow[]> {
  return db.selectFrom('accessCodes').selectAll().orderBy('createdAt', 'desc').orderBy('code').execute();
}

/** Inserts a code; undefined when the code is taken. */
export async function insertAccessCode(
  db: Db,
  v: {
    code: string;
    description: string | null;
    maxUses: number | null;
    expiresAt: Date | null;
    createdBy: string | null;
    createdAt: Date;
  },
): Promise<AccessCodeRow | undefined> {
  return db
    .insertInto('accessCodes')
    .values(v)
    .onConflict((oc) => oc.column('code').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function setAccessCodeActive(db: Db, id: string, isActive: boolean): Promise<AccessCodeRow | undefined> {
  return db.updateTable('accessCodes').set({ isActive }).where('id', '=', id).returningAll().executeTakeFirst();
}
