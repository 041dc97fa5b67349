import { sql } from 'kysely';
import { ROLE } from '@coach/contract';
import type { CoachRequestRow, Db } from '@coach/db';

export interface DirectoryFilter {
  specialization?: string;
  language?: string;
  timeZone?: string;
}

/** Where a directory page ends: the last coach's match count and id (the order's two keys). */
export interface DirectoryPlace {
  matchCount: number;
  id: string;
}

/**
 * The directory's rule, on coach profiles `cp` and their users `u`: coaches onboarded, not
 * deleted, accepting clients and with fewer active clients than their capacity.
 */
function openCoaches(db: Db) {
  return db
    .selectFrom('coachProfiles as cp')
    .innerJoin('users as u', 'u.id', 'cp.userId')
    .where('u.primaryRoleId', '=', ROLE.COACH)
    .where('u.deletedAt', 'is', null)
    .where('u.onboardingCompletedAt', 'is not', null)
    .where('cp.acceptingClients', '=', true)
    .where('cp.clientCapacity', '>', (eb) =>
      eb
        .selectFrom('coachClients as cc')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('cc.coachId', '=', 'cp.userId')
        .where('cc.status', '=', 'active'),
    );
}

/**
 * The coaches a client may ask: onboarded, accepting clients and with fewer active clients than
 * their capacity; filtered, then ordered by how many of their specializations are in `wanted`
 * (the client's support areas), then by id so the order is stable and pages by keyset (`after`).
 * Public profile facts only: no email and nothing about the coach's clients leaves this query.
 */
export function listedCoaches(db: Db, filter: DirectoryFilter, wanted: string[], limit: number, after?: DirectoryPlace) {
  const wantedArray = sql<string[]>`${wanted}::text[]`;
  let q = openCoaches(db).leftJoin('userProfiles as up', 'up.userId', 'cp.userId');
  if (filter.specialization) q = q.where(sql<boolean>`${filter.specialization} = any(cp.specializations)`);
  // Languages are the coach's own words: matched whole, whatever the case.
  if (filter.language) q = q.where(sql<boolean>`exists (select 1 from unnest(up.languages) l where lower(l) = lower(${filter.language}))`);
  if (filter.timeZone) q = q.where('up.timeZone', '=', filter.timeZone);
  const matches = sql<number>`cardinality(array(select unnest(cp.specializations) intersect select unnest(${wantedArray})))`;
  if (after) {
    q = q.where(sql<boolean>`(${matches} < ${after.matchCount} or (${matches} = ${after.matchCount} and u.id > ${after.id}))`);
  }
  return q
    .select([
      'u.id',
      'u.firstName',
      'u.lastName',
      'u.avatarKey',
      'cp.headline',
      'cp.specializations',
      'cp.hourlyRate',
      'cp.currency',
      'up.languages',
      'up.timeZone',
      matches.as('matchCount'),
    ])
    .orderBy('matchCount', 'desc')
    .orderBy('u.id')
    .limit(limit)
    .execute();
}

/** Whether the directory lists this coach now (the same rules as listedCoaches). */
export async function isListedCoach(db: Db, coachId: string): Promise<boolean> {
  const row = await openCoaches(db).select('u.id').where('cp.userId', '=', coachId).executeTakeFirst();
  return row !== undefined;
}

/** The support areas a client chose: their saved coaching preferences, else their intake answers. */
export async function supportAreasOf(db: Db, clientId: string): Promise<string[]> {
  const prefs = await db.selectFrom('coachingPreferences').select('supportAreas').where('userId', '=', clientId).executeTakeFirst();
  if (prefs?.supportAreas?.length) return prefs.supportAreas;
  const intake = await db
    .selectFrom('intakeResponses')
    .select(sql<unknown>`answers -> 'supportAreas'`.as('areas'))
    .where('userId', '=', clientId)
    .executeTakeFirst();
  return Array.isArray(intake?.areas) ? intake.areas.filter((a): a is string => typeof a === 'string') : [];
}

/** A request with both people's names, as the contract's TCoachRequest needs them. */
function requestsWithPeople(db: Db) {
  return db
    .selectFrom('coachRequests as r')
    .innerJoin('users as coach', 'coach.id', 'r.coachId')
    .innerJoin('users as client', 'client.id', 'r.clientId')
    .selectAll('r')
    .select([
      'coach.firstName as coachFirstName',
      'coach.lastName as coachLastName',
      'client.firstName as clientFirstName',
      'client.lastName as clientLastName',
    ]);
}

export type CoachRequestRecord = Awaited<ReturnType<ReturnType<typeof requestsWithPeople>['execute']>>[number];

export function findRequestRecord(db: Db, id: string): Promise<CoachRequestRecord | undefined> {
  return requestsWithPeople(db).where('r.id', '=', id).executeTakeFirst();
}

/** The client's open request, else their latest one (coach_requests_client_created_idx). */
export function latestRequestOfClient(db: Db, clientId: string): Promise<CoachRequestRecord | undefined> {
  return requestsWithPeople(db)
    .where('r.clientId', '=', clientId)
    .orderBy(sql`(r.status = 'pending')`, 'desc')
    .orderBy('r.createdAt', 'desc')
    .orderBy('r.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The requests waiting for a coach's answer, oldest first (coach_requests_coach_pending_idx). */
export function pendingRequestsOfCoach(db: Db, coachId: string): Promise<CoachRequestRecord[]> {
  return requestsWithPeople(db)
    .where('r.coachId', '=', coachId)
    .where('r.status', '=', 'pending')
    .where('client.deletedAt', 'is', null)
    .orderBy('r.createdAt')
    .orderBy('r.id')
    .execute();
}

/** Stores a pending request; undefined when the client has one open already (the unique index). */
export async function insertOpenRequest(
  db: Db,
  v: { clientId: string; coachId: string; message: string; now: Date },
): Promise<CoachRequestRow | undefined> {
  return db
    .insertInto('coachRequests')
    .values({ clientId: v.clientId, coachId: v.coachId, message: v.message, createdAt: v.now })
    .onConflict((oc) => oc.column('clientId').where('status', '=', 'pending').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Locks a pending request for its decision; undefined when it is not pending any more. */
export function lockPendingRequest(db: Db, id: string): Promise<CoachRequestRow | undefined> {
  return db.selectFrom('coachRequests').selectAll().where('id', '=', id).where('status', '=', 'pending').forUpdate().executeTakeFirst();
}

export async function decideRequest(db: Db, id: string, status: 'accepted' | 'declined' | 'cancelled', now: Date): Promise<void> {
  await db.updateTable('coachRequests').set({ status, decidedAt: now }).where('id', '=', id).execute();
}

/** The client's room (one per client) and its human coach, locked for the accept. */
export function lockClientRoom(db: Db, clientId: string): Promise<{ id: string; humanCoachId: string | null } | undefined> {
  return db
    .selectFrom('rooms')
    .select(['id', 'humanCoachId'])
    .where('clientId', '=', clientId)
    .orderBy('createdAt')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

/** Whether the client's room has a human coach already. */
export async function hasHumanCoach(db: Db, clientId: string): Promise<boolean> {
  const row = await db
    .selectFrom('rooms')
    .select('id')
    .where('clientId', '=', clientId)
    .where('humanCoachId', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Makes the coach the room's human coach and a member, as a room made with an invite has them. */
export async function addHumanCoachToRoom(db: Db, roomId: string, coachId: string, now: Date): Promise<void> {
  await db.updateTable('rooms').set({ humanCoachId: coachId }).where('id', '=', roomId).execute();
  await db
    .insertInto('roomMembers')
    .values({ roomId, userId: coachId, role: 'coach', joinedAt: now })
    .onConflict((oc) => oc.columns(['roomId', 'userId']).doNothing())
    .execute();
}
