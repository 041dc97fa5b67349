import type { Transaction } from 'kysely';
import type { Database, Db } from '@coach/db';
import { CLIENT_UPCOMING_STATUSES } from '@coach/contract';

/** The session's iCalendar SEQUENCE as stored now (the sessions service raises it on reschedule and cancel). */
export async function readIcsSequence(db: Db, sessionId: string): Promise<number | undefined> {
  const row = await db.selectFrom('sessions').select('icsSequence').where('id', '=', sessionId).executeTakeFirst();
  return row?.icsSequence;
}

/**
 * Arms a new or moved session's reminders: each lead still ahead is armed (null), each already
 * inside its window is marked done, since the email just sent about the session says when it is.
 */
export async function armReminders(db: Db, sessionId: string, startsAt: Date, now: Date): Promise<void> {
  const within = (minutes: number) => (startsAt.getTime() - now.getTime() <= minutes * 60_000 ? now : null);
  await db
    .updateTable('sessions')
    .set({ reminderDaySentAt: within(1440), reminderHourSentAt: within(60) })
    .where('id', '=', sessionId)
    .execute();
}

/** The people emails go to: accounts that still exist. */
export async function findRecipients(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'lastName'])
    .where('id', 'in', userIds)
    .where('deletedAt', 'is', null)
    .execute();
}

/** Reminder leads in minutes: the column that records each as sent. */
const SENT_COLUMN = { 1440: 'reminderDaySentAt', 60: 'reminderHourSentAt' } as const;
export type ReminderLead = keyof typeof SENT_COLUMN;

/**
 * Claims up to `limit` live sessions whose `lead` reminder is due at `now` (they start within
 * `lead` minutes but after `floorMinutes`) and marks it sent, in one UPDATE ... RETURNING: a row
 * locked by another node is skipped and the sent mark is re-checked under the lock, so each
 * reminder is claimed once. Claiming the 1 h reminder marks the 24 h one too: a session booked
 * an hour ahead gets one reminder, not two at once.
 */
export async function claimDueReminders(
  trx: Transaction<Database>,
  lead: ReminderLead,
  floorMinutes: number,
  now: Date,
  limit: number,
): Promise<string[]> {
  const column = SENT_COLUMN[lead];
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
  const db = trx;
  const due = db
    .selectFrom('sessions')
    .select('id')
    .where('status', 'in', CLIENT_UPCOMING_STATUSES)
    .where('scheduledAt', '>', at(floorMinutes))
    .where('scheduledAt', '<=', at(lead))
    .where(column, 'is', null)
    .orderBy('scheduledAt')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  const rows = await db
    .updateTable('sessions')
    .set((eb) =>
      lead === 60
        ? { reminderHourSentAt: now, reminderDaySentAt: eb.fn.coalesce('reminderDaySentAt', eb.val(now)) }
        : { reminderDaySentAt: now },
    )
    .where('id', 'in', due)
    .where(column, 'is', null)
    .where('status', 'in', CLIENT_UPCOMING_STATUSES)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** When each reminder of a session went out (tests and support read it). */
export function reminderMarks(db: Db, sessionId: string) {
  return db
    .selectFrom('sessions')
    .select(['reminderDaySentAt', 'reminderHourSentAt'])
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();
}
