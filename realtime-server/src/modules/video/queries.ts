import { sql, type Updateable } from 'kysely';
import type { SessionsTable, Db } from '@coach/db';
import type { SessionStatus, TGuestInvite } from '@coach/contract';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

// ---------------------------------------------------------------- the session's call

/** What a video change needs of a session, read with a row lock so two changes take turns. */
export function lockVideoSession(db: Db, id: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'coachId', 'clientId', 'status', 'scheduledAt', 'recordingStartedAt', 'recordingEgressId'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
    .then((r) => (r ? { ...r, status: r.status as SessionStatus } : undefined));
}

export async function updateVideoSession(db: Db, id: string, patch: Updateable<SessionsTable>): Promise<void> {
  await db.updateTable('sessions').set(patch).where('id', '=', id).execute();
}

/** Claims the recording for one starter: true when nobody was recording (two coaches' tabs cannot both start one). */
export async function claimRecording(db: Db, id: string, now: Date): Promise<boolean> {
  const r = await db
    .updateTable('sessions')
    .set({ recordingStartedAt: now, recordingEgressId: null })
    .where('id', '=', id)
    .where('status', '=', 'IN_PROGRESS')
    .where('recordingStartedAt', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Who agreed to what in the room, and when first (recording consent is kept beside transcription's). */
export async function recordConsent(
  db: Db,
  row: { sessionId: string; identity: string; userId: string | null; name: string; kind: 'transcription' | 'recording' },
): Promise<void> {
  await db
    .insertInto('videoConsents')
    .values(row)
    .onConflict((oc) => oc.columns(['sessionId', 'identity', 'kind']).doUpdateSet({ name: row.name }))
    .execute();
}

export async function upsertFeedback(
  db: Db,
  row: {
    sessionId: string;
    identity: string;
    userId: string | null;
    role: 'coachee' | 'observer';
    rating: number;
    comments: string | null;
  },
): Promise<void> {
  await db
    .insertInto('sessionFeedback')
    .values(row)
    .onConflict((oc) => oc.columns(['sessionId', 'identity']).doUpdateSet({ rating: row.rating, comments: row.comments }))
    .execute();
}

// ---------------------------------------------------------------- guest links and knocks

const inviteColumns = ['i.id', 'i.code', 'i.expiresAt', 'i.maxUses', 'i.usedCount', 'i.revokedAt', 'i.createdAt'] as const;
type InviteRow = {
  id: string;
  code: string;
  expiresAt: Date | null;
  maxUses: number;
  usedCount: number;
  revokedAt: Date | null;
  createdAt: Date;
};

export const toInvite = (r: InviteRow, publicUrl: string): TGuestInvite => ({
  id: r.id,
  url: `${publicUrl}/video/guest/${encodeURIComponent(r.code)}`,
  expiresAt: r.expiresAt ? iso(r.expiresAt) : null,
  usedCount: r.usedCount,
  maxUses: r.maxUses,
  revokedAt: r.revokedAt ? iso(r.revokedAt) : null,
  createdAt: iso(r.createdAt),
});

/** The session's guest links, oldest first. */
export function invitesOf(db: Db, sessionId: string): Promise<InviteRow[]> {
  return db
    .selectFrom('videoGuestInvites as i')
    .select(inviteColumns)
    .where('i.sessionId', '=', sessionId)
    .orderBy('i.createdAt')
    .orderBy('i.id')
    .execute();
}

/** The links of a session that can still let someone in (not revoked, not expired, not used up). */
export async function countOpenInvites(db: Db, sessionId: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('videoGuestInvites')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('sessionId', '=', sessionId)
    .where('revokedAt', 'is', null)
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]))
    .where((eb) => eb.or([eb('maxUses', '=', -1), eb('usedCount', '<', eb.ref('maxUses'))]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertInvite(db: Db, row: { sessionId: string; code: string; createdBy: string; expiresAt: Date | null; maxUses: number }) {
  return db
    .insertInto('videoGuestInvites')
    .values(row)
    .returning(['id', 'code', 'expiresAt', 'maxUses', 'usedCount', 'revokedAt', 'createdAt'])
    .executeTakeFirstOrThrow();
}

/** Revokes a link of the session (a second revoke keeps the first time); undefined when the session has no such link. */
export function revokeInvite(db: Db, sessionId: string, inviteId: string, now: Date) {
  return db
    .updateTable('videoGuestInvites as i')
    .set((eb) => ({ revokedAt: eb.fn.coalesce('i.revokedAt', eb.val(now)) }))
    .where('i.id', '=', inviteId)
    .where('i.sessionId', '=', sessionId)
    .returning(inviteColumns)
    .executeTakeFirst();
}

/** A link by its code, with what the guest page shows of its session; `lock` holds the link for a knock. */
export function inviteByCode(db: Db, code: string, { lock = false } = {}) {
  let q = db
    .selectFrom('videoGuestInvites as i')
    .innerJoin('sessions as s', 's.id', 'i.sessionId')
    .innerJoin('users as co', 'co.id', 's.coachId')
    .select([
      ...inviteColumns,
      'i.sessionId',
      's.coachId',
      's.status',
      's.title',
      's.scheduledAt',
      'co.firstName as coachFirstName',
      'co.lastName as coachLastName',
    ])
    .where('i.code', '=', code);
  if (lock) q = q.forUpdate(['i']);
  return q.executeTakeFirst().then((r) => (r ? { ...r, status: r.status as SessionStatus } : undefined));
}

export async function countUse(db: Db, inviteId: string): Promise<void> {
  await db
    .updateTable('videoGuestInvites')
    .set((eb) => ({ usedCount: eb('usedCount', '+', 1) }))
    .where('id', '=', inviteId)
    .execute();
}

// ---------------------------------------------------------------- presence (LiveKit webhooks)

/**
 * Someone joined the LiveKit room at `at` (a rejoin keeps the first join's time). A webhook that
 * arrives late (a join older than the leave already stored) changes nothing. A room whose session
 * does not exist is ignored.
 */
export async function presenceJoined(db: Db, sessionId: string, identity: string, name: string, at: Date): Promise<void> {
  await db
    .insertInto('videoPresence')
    .columns(['sessionId', 'identity', 'name', 'joinedAt', 'leftAt'])
    .expression((eb) =>
      eb
        .selectFrom('sessions')
        .select([
          'id as sessionId',
          sql<string>`${identity}::text`.as('identity'),
          sql<string>`${name}::text`.as('name'),
          sql<Date>`${at}::timestamptz`.as('joinedAt'),
          sql<null>`null::timestamptz`.as('leftAt'),
        ])
        .where('id', '=', sessionId),
    )
    .onConflict((oc) =>
      oc
        .columns(['sessionId', 'identity'])
        .doUpdateSet({ name, leftAt: null })
        .where((eb) => eb.or([eb('videoPresence.leftAt', 'is', null), eb('videoPresence.leftAt', '<=', at)])),
    )
    .execute();
}

/** Someone left at `at` (a leave from before their first join changes nothing). */
export async function presenceLeft(db: Db, sessionId: string, identity: string, at: Date): Promise<void> {
  await db
    .updateTable('videoPresence')
    .set({ leftAt: at })
    .where('sessionId', '=', sessionId)
    .where('identity', '=', identity)
    .where('joinedAt', '<=', at)
    .execute();
}

/** The room closed: everyone still in it left. */
export async function presenceRoomFinished(db: Db, sessionId: string, at: Date): Promise<void> {
  await db.updateTable('videoPresence').set({ leftAt: at }).where('sessionId', '=', sessionId).where('leftAt', 'is', null).execute();
}

/** The knocks of a link whose guests were let in (on revoking it, they are taken out of the room). */
export async function admittedKnockIdsOf(db: Db, inviteId: string): Promise<string[]> {
  const rows = await db.selectFrom('videoKnocks').select('id').where('inviteId', '=', inviteId).where('status', '=', 'admitted').execute();
  return rows.map((r) => r.id);
}
