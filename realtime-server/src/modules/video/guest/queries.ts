import { sql } from 'kysely';
import { KNOCK_WAITING_STATUSES, type KnockStatus, type TGuestKnock } from '@coach/contract';
import type { Db } from '@coach/db';
import { KNOCK_COLUMNS, toKnock } from '../room-state-queries.ts';

/**
 * The knocks still waiting for an answer (the coach's, or the client's after the coach admitted):
 * in the session, and through one of its links. A knock made before `since` (its guest token has
 * lapsed) or through a link that expired lets nobody in any more, so it does not count; answered
 * ones have left both waiting states (a revoked link's were denied).
 */
export async function countWaitingKnocks(
  db: Db,
  where: { sessionId: string; inviteId: string; since: Date; now: Date },
): Promise<{ session: number; link: number }> {
  const row = await db
    .selectFrom('videoKnocks as k')
    .innerJoin('videoGuestInvites as i', 'i.id', 'k.inviteId')
    .select([sql<string>`count(*)`.as('session'), sql<string>`count(*) filter (where k.invite_id = ${where.inviteId})`.as('link')])
    .where('k.sessionId', '=', where.sessionId)
    .where('k.status', 'in', KNOCK_WAITING_STATUSES)
    .where('k.createdAt', '>', where.since)
    .where('i.revokedAt', 'is', null)
    .where((eb) => eb.or([eb('i.expiresAt', 'is', null), eb('i.expiresAt', '>', where.now)]))
    .executeTakeFirstOrThrow();
  return { session: Number(row.session), link: Number(row.link) };
}

export async function insertKnock(db: Db, row: { inviteId: string; sessionId: string; name: string }): Promise<TGuestKnock> {
  const r = await db.insertInto('videoKnocks').values(row).returning(KNOCK_COLUMNS).executeTakeFirstOrThrow();
  return toKnock(r);
}

/** A knock of the session, held until the transaction ends (an answer reads its state, then writes the next one). */
export async function lockKnock(db: Db, sessionId: string, knockId: string): Promise<TGuestKnock | undefined> {
  const r = await db
    .selectFrom('videoKnocks')
    .select(KNOCK_COLUMNS)
    .where('id', '=', knockId)
    .where('sessionId', '=', sessionId)
    .forUpdate()
    .executeTakeFirst();
  return r ? toKnock(r) : undefined;
}

/** A knock's next state (an answer of the coach's or the client's), as it now stands. */
export async function setKnockStatus(
  db: Db,
  knockId: string,
  next: { status: KnockStatus; clientAnswer?: TGuestKnock['clientAnswer']; decidedAt: Date },
): Promise<TGuestKnock> {
  const r = await db.updateTable('videoKnocks').set(next).where('id', '=', knockId).returning(KNOCK_COLUMNS).executeTakeFirstOrThrow();
  return toKnock(r);
}

/**
 * A revoked link lets nobody in: the knocks still waiting on it (for the coach or for the client)
 * are denied. Each with the state it left, so that the client hears of the ones they were asked about.
 */
export async function denyWaitingKnocksOf(db: Db, inviteId: string, now: Date): Promise<{ knock: TGuestKnock; previous: KnockStatus }[]> {
  const before = await db
    .selectFrom('videoKnocks')
    .select(['id', 'status'])
    .where('inviteId', '=', inviteId)
    .where('status', 'in', KNOCK_WAITING_STATUSES)
    .forUpdate()
    .execute();
  if (before.length === 0) return [];
  const rows = await db
    .updateTable('videoKnocks')
    .set({ status: 'denied', decidedAt: now })
    .where(
      'id',
      'in',
      before.map((b) => b.id),
    )
    .returning(KNOCK_COLUMNS)
    .execute();
  const previous = new Map(before.map((b) => [b.id, b.status]));
  return rows.map((r) => ({ knock: toKnock(r), previous: previous.get(r.id)! }));
}

/**
 * The guests the coach admitted that wait for the client's answer, oldest first: only those who
 * could still come in (their guest token made after `since`, their link neither revoked nor expired).
 */
export async function guestRequestsOf(db: Db, sessionId: string, since: Date, now: Date): Promise<TGuestKnock[]> {
  const rows = await db
    .selectFrom('videoKnocks as k')
    .innerJoin('videoGuestInvites as i', 'i.id', 'k.inviteId')
    .select(KNOCK_COLUMNS.map((c) => `k.${c}` as const))
    .where('k.sessionId', '=', sessionId)
    .where('k.status', '=', 'awaiting_client')
    .where('k.createdAt', '>', since)
    .where('i.revokedAt', 'is', null)
    .where((eb) => eb.or([eb('i.expiresAt', 'is', null), eb('i.expiresAt', '>', now)]))
    .orderBy('k.createdAt')
    .execute();
  return rows.map(toKnock);
}
