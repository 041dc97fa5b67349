import type { Db } from '@coach/db';
import { exists } from '../../lib/exists.ts';

type EventType = 'started' | 'step_completed' | 'completed';

export async function insertIntakeEvent(
  db: Db,
  v: { sessionId: string; eventType: EventType; stepNumber: number | null; userId: string | null; createdAt: Date },
): Promise<void> {
  await db.insertInto('intakeEvents').values(v).execute();
}

export function hasCompletedEvent(db: Db, sessionId: string): Promise<boolean> {
  return exists(db.selectFrom('intakeEvents').select('id').where('sessionId', '=', sessionId).where('eventType', '=', 'completed'));
}

/** Ties the browser's run through the wizard to the account it created. */
export async function claimSessionEvents(db: Db, sessionId: string, userId: string): Promise<void> {
  await db.updateTable('intakeEvents').set({ userId }).where('sessionId', '=', sessionId).where('userId', 'is', null).execute();
}

export async function insertIntakeResponse(
  db: Db,
  v: { userId: string; answers: Record<string, unknown>; inviteId: string | null; completedAt: Date },
): Promise<void> {
  await db
    .insertInto('intakeResponses')
    .values({ ...v, answers: JSON.stringify(v.answers) })
    .execute();
}

export async function intakeCompletedAt(db: Db, userId: string): Promise<Date | null> {
  const row = await db.selectFrom('intakeResponses').select('completedAt').where('userId', '=', userId).executeTakeFirst();
  return row?.completedAt ?? null;
}
