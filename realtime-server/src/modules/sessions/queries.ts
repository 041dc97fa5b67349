import { sql } from 'kysely';
import type { Db } from '@coach/db';
import type { SessionStatus, SessionType, TSession } from '@coach/contract';

/**
 * The one select of a session with its coach and client, as every read and push needs it.
 * Extend the returned builder with `where`/`orderBy`; map rows with `toSession`.
 */
export function sessionsSelect(db: Db) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as co', 'co.id', 's.coachId')
    .innerJoin('users as cl', 'cl.id', 's.clientId')
    .leftJoin('userProfiles as cop', 'cop.userId', 's.coachId')
    .leftJoin('userProfiles as clp', 'clp.userId', 's.clientId')
    .select([
      's.id',
      's.scheduledAt',
      's.duration',
      's.status',
      's.title',
      's.sessionType',
      's.sessionGoals',
      's.coachNotes',
      's.sharedNotes',
      's.cancelReason',
      's.templateId',
      's.relationshipId',
      's.videoRoomName',
      's.createdAt',
      's.updatedAt',
      's.coachId',
      's.clientId',
      'co.firstName as coachFirstName',
      'co.lastName as coachLastName',
      'cl.firstName as clientFirstName',
      'cl.lastName as clientLastName',
      'cl.email as clientEmail',
      sql<string>`coalesce(cop.time_zone, 'UTC')`.as('coachTimeZone'),
      sql<string>`coalesce(clp.time_zone, 'UTC')`.as('clientTimeZone'),
      // Primary-key lookups on video_presence (session_id, identity).
      sql<boolean>`exists (select 1 from video_presence p where p.session_id = s.id and p.identity = s.coach_id::text and p.left_at is null)`.as(
        'coachInRoom',
      ),
      sql<boolean>`exists (select 1 from video_presence p where p.session_id = s.id and p.identity = s.client_id::text and p.left_at is null)`.as(
        'clientInRoom',
      ),
    ]);
}

type SessionSelect = ReturnType<typeof sessionsSelect>;

/** A session's row as `sessionsSelect` reads it. */
export type SessionRecord = Awaited<ReturnType<SessionSelect['executeTakeFirstOrThrow']>>;

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** The coach's full view; the gateway and the client's reads strip coachNotes (see `forViewer`). */
export function toSession(r: SessionRecord): TSession {
  return {
    id: r.id,
    scheduledAt: iso(r.scheduledAt),
    duration: r.duration,
    status: r.status as SessionStatus,
    title: r.title,
    type: 'INDIVIDUAL',
    sessionType: r.sessionType as SessionType,
    sessionGoals: r.sessionGoals,
    coachNotes: r.coachNotes,
    sharedNotes: r.sharedNotes,
    cancelReason: r.cancelReason,
    coach: { id: r.coachId, firstName: r.coachFirstName, lastName: r.coachLastName, timeZone: r.coachTimeZone },
    client: {
      id: r.clientId,
      firstName: r.clientFirstName,
      lastName: r.clientLastName,
      email: r.clientEmail,
      relationshipId: r.relationshipId,
      timeZone: r.clientTimeZone,
    },
    templateId: r.templateId,
    // The room's address is this app's own video page (same origin) once the session has a room.
    dailyRoomUrl: r.videoRoomName ? `/sessions/${r.id}/video` : null,
    inRoom: { coach: r.coachInRoom, client: r.clientInRoom },
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

/** What `viewerId` may see of a session: only its coach reads the coach's notes. */
export const forViewer = (session: TSession, viewerId: string): TSession =>
  session.coach.id === viewerId ? session : { ...session, coachNotes: null };

/** One session by id, whoever asks (the service checks access on the result). */
export async function findSession(db: Db, id: string): Promise<TSession | undefined> {
  const row = await sessionsSelect(db).where('s.id', '=', id).executeTakeFirst();
  return row ? toSession(row) : undefined;
}

/** The sessions of `ids`, in no particular order. */
export async function findSessions(db: Db, ids: string[]): Promise<TSession[]> {
  if (ids.length === 0) return [];
  const rows = await sessionsSelect(db).where('s.id', 'in', ids).execute();
  return rows.map((r) => toSession(r));
}

/** PostgreSQL's answer when the no-overlap guard refuses a row (exclusion_violation). */
export const isOverlapError = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: string }).code === '23P01';
