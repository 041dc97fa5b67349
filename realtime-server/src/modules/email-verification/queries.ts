import type { Db } from '@coach/db';

export async function supersedeCodes(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('verificationCodes')
    .set({ supersededAt: now })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .where('supersededAt', 'is', null)
    .execute();
}

export async function insertCode(db: Db, v: { userId: string; email: string; codeHash: string; createdAt: Date }): Promise<void> {
  await db
    .insertInto('verificationCodes')
    .values({ ...v, usedAt: null, supersededAt: null })
    .execute();
}

/** The one code that can still verify this address. */
export function activeCode(db: Db, userId: string, email: string) {
  return db
    .selectFrom('verificationCodes')
    .select(['id', 'codeHash'])
    .where('userId', '=', userId)
    .where('email', '=', email)
    .where('usedAt', 'is', null)
    .where('supersededAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function latestCodeAt(db: Db, userId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('verificationCodes')
    .select('createdAt')
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.createdAt ?? null;
}

export async function markCodeUsed(db: Db, id: string, now: Date): Promise<boolean> {
  const r = await db
    .updateTable('verificationCodes')
    .set({ usedAt: now })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
