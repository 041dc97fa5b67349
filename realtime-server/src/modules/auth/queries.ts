import type { Db } from '@coach/db';

export async function insertResetToken(db: Db, v: { userId: string; tokenHash: string; expiresAt: Date; createdAt: Date }): Promise<void> {
  await db
    .insertInto('passwordResetTokens')
    .values({ ...v, usedAt: null })
    .execute();
}

/**
 * Marks the token used if it is valid now and returns its user; single use because only one
 * update can flip `used_at`. The user's other reset tokens stop working too.
 */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const row = await db
    .updateTable('passwordResetTokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('userId')
    .executeTakeFirst();
  if (!row) return undefined;
  await db.updateTable('passwordResetTokens').set({ usedAt: now }).where('userId', '=', row.userId).where('usedAt', 'is', null).execute();
  return row.userId;
}
