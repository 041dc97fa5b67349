import { sql } from 'kysely';
import type { TInvite, TInviteCounts, TInviteFilter } from '@coach/contract';
import type { InviteRow, Db } from '@coach/db';
import type { PagePlace } from '../../lib/page-cursor.ts';
import { effectiveStatus } from './invite-state.ts';

/** The invite as its coach sees it at `now` (a pending invite past its expiry shows as expired). */
export function toInviteDto(r: InviteRow, now: Date): TInvite {
  return {
    id: r.id,
    email: r.email,
    // Only an accepted invite names its coachee: before, a name would tell who has an account.
    coacheeName: r.status === 'accepted' ? r.coacheeName : null,
    status: effectiveStatus(r, now),
    sentDate: r.sentAt.toISOString(),
    expiresDate: r.expiresAt.toISOString(),
    personalMessage: r.personalMessage,
    acceptedAt: r.acceptedAt ? r.acceptedAt.toISOString() : null,
  };
}

export async function findInviteDto(db: Db, id: string, now: Date): Promise<TInvite | undefined> {
  const row = await db.selectFrom('invites').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toInviteDto(row, now) : undefined;
}

/** The coach's own invite; another coach's is as good as missing. */
export function findCoachInvite(db: Db, coachId: string, id: string): Promise<InviteRow | undefined> {
  return db.selectFrom('invites').selectAll().where('id', '=', id).where('coachId', '=', coachId).executeTakeFirst();
}

export function findInviteByCode(db: Db, code: string): Promise<InviteRow | undefined> {
  return db.selectFrom('invites').selectAll().where('code', '=', code).executeTakeFirst();
}

/** The time at a place of a page, as PostgreSQL reads it back without loss. */
const placeTime = (place: PagePlace) => sql`(timestamptz 'epoch' + ${place.micros}::bigint * interval '1 microsecond')`;
const sentMicros = sql<string>`(extract(epoch from invites.sent_at) * 1000000)::bigint::text`;

/** An invite's status as it reads at `now`, as SQL (a pending invite past its expiry reads expired). */
function statusIs(status: Exclude<TInviteFilter, 'all'>, now: Date) {
  switch (status) {
    case 'pending':
      return sql<boolean>`(invites.status = 'pending' and invites.expires_at > ${now})`;
    case 'expired':
      return sql<boolean>`(invites.status = 'expired' or (invites.status = 'pending' and invites.expires_at <= ${now}))`;
    default:
      return sql<boolean>`invites.status = ${status}`;
  }
}

/** `text` for ILIKE as a plain substring: its own %, _ and \ match themselves. */
const likeSubstring = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface InviteListFilter {
  status: TInviteFilter;
  /** A case-insensitive substring of the address, or of the coachee's name once accepted. */
  search?: string;
  now: Date;
}

/**
 * `limit + 1` of the coach's invites after `after` under the filter, newest sent first
 * (invites_coach_sent_id_idx, or invites_coach_status_sent_id_idx under one stored status).
 */
export function coachInvitesPage(db: Db, coachId: string, limit: number, filter: InviteListFilter, after?: PagePlace) {
  let q = db.selectFrom('invites').selectAll().select(sentMicros.as('sortMicros')).where('coachId', '=', coachId);
  if (filter.status !== 'all') q = q.where(statusIs(filter.status, filter.now));
  if (filter.search) {
    const like = likeSubstring(filter.search);
    // Only an accepted invite shows its coachee's name, so only there may the name match.
    q = q.where(sql<boolean>`(invites.email ilike ${like} or (invites.status = 'accepted' and invites.coachee_name ilike ${like}))`);
  }
  if (after) q = q.where(sql<boolean>`(invites.sent_at, invites.id) < (${placeTime(after)}, ${after.id}::uuid)`);
  return q
    .orderBy('sentAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
}

/** All the coach's invites by status as they read at `now` (see effectiveStatus). */
export async function coachInviteCounts(db: Db, coachId: string, now: Date): Promise<TInviteCounts> {
  const lapsed = sql<boolean>`status = 'pending' and expires_at <= ${now}`;
  const row = await db
    .selectFrom('invites')
    .select([
      sql<string>`count(*)`.as('total'),
      sql<string>`count(*) filter (where status = 'pending' and expires_at > ${now})`.as('pending'),
      sql<string>`count(*) filter (where status = 'accepted')`.as('accepted'),
      sql<string>`count(*) filter (where status = 'expired' or (${lapsed}))`.as('expired'),
      sql<string>`count(*) filter (where status = 'cancelled')`.as('cancelled'),
    ])
    .where('coachId', '=', coachId)
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    pending: Number(row.pending),
    accepted: Number(row.accepted),
    expired: Number(row.expired),
    cancelled: Number(row.cancelled),
  };
}

/** The coach's pending invites to these addresses (lower-cased), other than `exceptId`. */
export function pendingInvitesTo(db: Db, coachId: string, emails: string[], exceptId?: string) {
  let q = db
    .selectFrom('invites')
    .select(['id', 'email', 'expiresAt'])
    .where('coachId', '=', coachId)
    .where('status', '=', 'pending')
    .where(sql<string>`lower(email)`, 'in', emails);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return q.execute();
}

/** Which of these addresses (lower-cased) belong to the coach's active clients. */
export async function clientEmailsOf(db: Db, coachId: string, emails: string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('coachClients')
    .innerJoin('users', 'users.id', 'coachClients.clientId')
    .select(sql<string>`lower(users.email)`.as('email'))
    .where('coachClients.coachId', '=', coachId)
    .where('coachClients.status', '=', 'active')
    .where(sql<string>`lower(users.email)`, 'in', emails)
    .execute();
  return rows.map((r) => r.email);
}

export function insertInvites(
  db: Db,
  rows: Array<{
    coachId: string;
    email: string;
    coacheeName: string | null;
    code: string;
    personalMessage: string | null;
    sentAt: Date;
    expiresAt: Date;
  }>,
): Promise<InviteRow[]> {
  return db.insertInto('invites').values(rows).returningAll().execute();
}

/** Flips the given pending invites past expiry to expired; returns the ones it flipped. */
export function expirePending(db: Db, now: Date, ids?: string[]) {
  let q = db.updateTable('invites').set({ status: 'expired' }).where('status', '=', 'pending').where('expiresAt', '<=', now);
  if (ids) {
    if (ids.length === 0) return Promise.resolve([]);
    q = q.where('id', 'in', ids);
  }
  return q.returning(['id', 'coachId']).execute();
}

/** Starts a pending or expired invite again: pending, with new dates and the same code. */
export function restartInvite(db: Db, id: string, sentAt: Date, expiresAt: Date): Promise<InviteRow | undefined> {
  return db
    .updateTable('invites')
    .set({ status: 'pending', sentAt, expiresAt, cancelledAt: null })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'expired'])
    .returningAll()
    .executeTakeFirst();
}

export function cancelInviteRow(db: Db, id: string, now: Date): Promise<InviteRow | undefined> {
  return db
    .updateTable('invites')
    .set({ status: 'cancelled', cancelledAt: now })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'expired'])
    .returningAll()
    .executeTakeFirst();
}

export function deleteInviteRow(db: Db, id: string): Promise<InviteRow | undefined> {
  return db.deleteFrom('invites').where('id', '=', id).returningAll().executeTakeFirst();
}

/** Accepts the invite if it is still pending and within its time; undefined when it no longer is. */
export function acceptInviteRow(
  db: Db,
  id: string,
  v: { acceptedBy: string; coacheeName: string; now: Date },
): Promise<InviteRow | undefined> {
  return db
    .updateTable('invites')
    .set({ status: 'accepted', acceptedAt: v.now, acceptedBy: v.acceptedBy, coacheeName: v.coacheeName })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('expiresAt', '>', v.now)
    .returningAll()
    .executeTakeFirst();
}

/** Starts (or restarts) the coaching relationship between a coach and a client. */
export async function activateCoachClient(db: Db, coachId: string, clientId: string, now: Date): Promise<void> {
  await db
    .insertInto('coachClients')
    .values({ coachId, clientId, status: 'active', startedAt: now, endedAt: null })
    .onConflict((oc) => oc.columns(['coachId', 'clientId']).doUpdateSet({ status: 'active', endedAt: null }))
    .execute();
}
