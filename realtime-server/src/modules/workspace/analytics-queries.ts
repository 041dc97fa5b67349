import { sql } from 'kysely';
import { DEFAULT_CANCEL_NOTICE_HOURS, type SessionStatus } from '@coach/contract';
import { PREPARED, type Db } from '@coach/db';
import { patternOfTuple, type PatternTuple } from '../sessions/slots/queries.ts';
import type { AnalyticsInput, AnalyticsSession } from './analytics.ts';

/**
 * The sessions read around now: this month (at most 31 days and a zone's 14 hours either way),
 * this week and the last 30 days all fall inside.
 */
const SESSIONS_AROUND_DAYS = 33;
/** One-time blocks read around now: this week in any zone. */
const BLOCKS_AROUND_DAYS = 9;

interface AnalyticsRow {
  timeZone: string;
  cancelNoticeHours: number;
  activeClients: number;
  unreadRooms: number;
  /** [scheduledAt ms, duration, status, cancelledAt ms | null] */
  sessions: [number, number, SessionStatus, number | null][];
  ratings: number[];
  patterns: PatternTuple[];
}

/**
 * Everything the coach's analytics summary needs, in one statement: their zone and cancellation
 * notice, active clients, client rooms with unread messages (the coach's room_members counter, as
 * the rooms list shows it), their sessions around now, the ratings of the last 30 days and their
 * active availability. Indexes: coach_clients_pair_key, room_members_user_idx,
 * sessions_coach_time_idx, session_feedback_pk, availability_patterns_coach_idx.
 */
export async function analyticsInputs(db: Db, coachId: string, now: Date): Promise<Omit<AnalyticsInput, 'now'>> {
  const { rows } = await sql<AnalyticsRow>`${sql.raw(PREPARED)}
    select
      coalesce(p.time_zone, 'UTC') as time_zone,
      coalesce(br.cancel_notice_hours, ${DEFAULT_CANCEL_NOTICE_HOURS}::int) as cancel_notice_hours,
      (select count(*)::int from coach_clients cc join users cu on cu.id = cc.client_id and cu.deleted_at is null
        where cc.coach_id = u.id and cc.status = 'active') as active_clients,
      (select count(*)::int from room_members rm
        join rooms r on r.id = rm.room_id
        join users cu on cu.id = r.client_id and cu.deleted_at is null
        where rm.user_id = u.id and rm.role = 'coach' and rm.unread_count > 0) as unread_rooms,
      (select coalesce(json_agg(json_build_array(
          (extract(epoch from s.scheduled_at) * 1000)::bigint, s.duration, s.status,
          (extract(epoch from s.cancelled_at) * 1000)::bigint)), '[]')
        from sessions s
        where s.coach_id = u.id
          and s.scheduled_at >= ${now}::timestamptz - make_interval(days => ${SESSIONS_AROUND_DAYS}::int)
          and s.scheduled_at < ${now}::timestamptz + make_interval(days => ${SESSIONS_AROUND_DAYS}::int)) as sessions,
      (select coalesce(json_agg(f.rating), '[]')
        from sessions s join session_feedback f on f.session_id = s.id
        where s.coach_id = u.id
          and f.created_at > ${now}::timestamptz - interval '30 days' and f.created_at <= ${now}::timestamptz) as ratings,
      (select coalesce(json_agg(json_build_array(a.id, a.type, a.rrule, a.specific_date::text, a.start_time, a.end_time,
          (a.created_at at time zone coalesce(p.time_zone, 'UTC'))::date::text)), '[]')
        from availability_patterns a
        where a.coach_id = u.id and a.is_active
          and (a.type = 'RECURRING'
            or a.specific_date between (${now}::timestamptz - make_interval(days => ${BLOCKS_AROUND_DAYS}::int))::date
              and (${now}::timestamptz + make_interval(days => ${BLOCKS_AROUND_DAYS}::int))::date)) as patterns
    from users u
    left join user_profiles p on p.user_id = u.id
    left join booking_rules br on br.coach_id = u.id
    where u.id = ${coachId}
  `.execute(db);
  const row = rows[0];
  if (!row)
    return {
      timeZone: 'UTC',
      cancelNoticeHours: DEFAULT_CANCEL_NOTICE_HOURS,
      activeClients: 0,
      unreadRooms: 0,
      sessions: [],
      ratings: [],
      patterns: [],
    };
  return {
    timeZone: row.timeZone,
    cancelNoticeHours: row.cancelNoticeHours,
    activeClients: row.activeClients,
    unreadRooms: row.unreadRooms,
    sessions: row.sessions.map(([scheduledAt, duration, status, cancelledAt]): AnalyticsSession => ({
      scheduledAt: Number(scheduledAt),
      duration,
      status,
      cancelledAt: cancelledAt === null ? null : Number(cancelledAt),
    })),
    ratings: row.ratings.map(Number),
    patterns: row.patterns.map(patternOfTuple),
  };
}

/** The human coach of a room (null: none, or no such room). It never changes once the room exists. */
export async function coachOfRoom(db: Db, roomId: string): Promise<string | null> {
  const row = await db.selectFrom('rooms').select('humanCoachId').where('id', '=', roomId).executeTakeFirst();
  return row?.humanCoachId ?? null;
}

/** The coach of a session, or null when there is no such session. */
export async function coachOfSession(db: Db, sessionId: string): Promise<string | null> {
  const row = await db.selectFrom('sessions').select('coachId').where('id', '=', sessionId).executeTakeFirst();
  return row?.coachId ?? null;
}
