import { sql } from 'kysely';
import {
  ACTIVE_SESSION_STATUSES,
  DEFAULT_BUFFER_MINUTES,
  DEFAULT_CANCEL_NOTICE_HOURS,
  DEFAULT_MIN_NOTICE_MINUTES,
  ROLE,
} from '@coach/contract';
import { PREPARED, type Db } from '@coach/db';
import type { BusyRange, SlotPattern } from './free-slots.ts';

/** Everything the free slots of a coach need, read in one statement. */
export interface CoachSchedule {
  /** Whether `coachId` is a live coach (the rest is empty otherwise). */
  found: boolean;
  /** Whether the viewer's token is of their live account at its current version; true without a viewer. */
  authed: boolean;
  /** Whether the viewer may see this coach's slots (the coach, or a client of theirs); true without a viewer. */
  allowed: boolean;
  coachName: string;
  timeZone: string;
  minNoticeMinutes: number;
  bufferMinutes: number;
  cancelNoticeHours: number;
  patterns: SlotPattern[];
  busy: BusyRange[];
}

/** Who asks, as their verified token says (the statement checks the account and the token's version). */
export interface Viewer {
  userId: string;
  tokenVersion: number;
}

interface ScheduleRow {
  coachFound: boolean;
  authed: boolean;
  allowed: boolean;
  firstName: string;
  lastName: string;
  timeZone: string;
  minNoticeMinutes: number;
  bufferMinutes: number;
  cancelNoticeHours: number;
  patterns: PatternTuple[];
  /**
   * 'start,end,start,end,...' in ms: text is the cheapest shape for PostgreSQL to build and for us to
   * read (date_part is float arithmetic; extract's numeric costs more).
   */
  busy: string;
}

/**
 * An availability pattern as the schedule statements aggregate it (json_build_array of id, type,
 * rrule, specific date, start and end time, and the day it was made on in the coach's zone).
 */
export type PatternTuple = [string, 'RECURRING' | 'STATIC', string | null, string | null, string, string, string];

export const patternOfTuple = ([id, type, rrule, specificDate, startTime, endTime, anchorDate]: PatternTuple): SlotPattern => ({
  id,
  type,
  rrule,
  specificDate,
  startTime,
  endTime,
  anchorDate,
});

const NO_COACH: Omit<CoachSchedule, 'authed'> = {
  found: false,
  allowed: false,
  coachName: '',
  timeZone: 'UTC',
  minNoticeMinutes: DEFAULT_MIN_NOTICE_MINUTES,
  bufferMinutes: DEFAULT_BUFFER_MINUTES,
  cancelNoticeHours: DEFAULT_CANCEL_NOTICE_HOURS,
  patterns: [],
  busy: [],
};

function busyRanges(text: string): BusyRange[] {
  if (!text) return [];
  const n = text.split(',');
  const out: BusyRange[] = new Array<BusyRange>(n.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = { start: Number(n[2 * i]), end: Number(n[2 * i + 1]) };
  return out;
}

const LIVE = sql.join(ACTIVE_SESSION_STATUSES.map((s) => sql.lit(s)));

/**
 * The coach's name, zone, booking rules, active patterns and live sessions around [from, to), and
 * whether `viewerId` may see them: the coach, or a client whose room has this coach or who has an
 * active relationship with them. Sessions are read a day wider than the range: the buffer (at most
 * 4 hours) widens them. `found` is false when `coachId` is not a live coach.
 *
 * One prepared statement, the token's account included, as the slots call is hot (the booking
 * widget, and the benchmark): the route verifies only the token's signature, as the chat's reads do.
 */
export async function coachSchedule(
  db: Db,
  coachId: string,
  range: { from: Date; to: Date },
  viewer: Viewer | null,
  ignoreSessionId: string | null,
): Promise<CoachSchedule> {
  const viewerId = viewer?.userId ?? null;
  const { rows } = await sql<ScheduleRow>`${sql.raw(PREPARED)}
    select
      u.first_name, u.last_name,
      coalesce(p.time_zone, 'UTC') as time_zone,
      coalesce(r.min_notice_minutes, ${DEFAULT_MIN_NOTICE_MINUTES}::int) as min_notice_minutes,
      coalesce(r.buffer_minutes, ${DEFAULT_BUFFER_MINUTES}::int) as buffer_minutes,
      coalesce(r.cancel_notice_hours, ${DEFAULT_CANCEL_NOTICE_HOURS}::int) as cancel_notice_hours,
      (${viewerId}::uuid is null
        or exists (select 1 from users where id = ${viewerId}::uuid and token_version = ${viewer?.tokenVersion ?? 0}::int and deleted_at is null)
      ) as authed,
      (${viewerId}::uuid is null or ${viewerId}::uuid = u.id
        or exists (select 1 from rooms where client_id = ${viewerId}::uuid and human_coach_id = u.id)
        or exists (select 1 from coach_clients where client_id = ${viewerId}::uuid and coach_id = u.id and status = 'active')
      ) as allowed,
      (select coalesce(json_agg(json_build_array(a.id, a.type, a.rrule, a.specific_date::text, a.start_time, a.end_time,
          (a.created_at at time zone coalesce(p.time_zone, 'UTC'))::date::text)), '[]')
        from availability_patterns a
        where a.coach_id = u.id and a.is_active
          and (a.type = 'RECURRING'
            or a.specific_date between (${range.from}::timestamptz - interval '1 day')::date and (${range.to}::timestamptz + interval '1 day')::date)
      ) as patterns,
      (select coalesce(string_agg((date_part('epoch', s.scheduled_at) * 1000)::bigint || ',' || (date_part('epoch', s.ends_at) * 1000)::bigint, ',' order by s.scheduled_at), '')
        from sessions s
        where s.coach_id = u.id and s.status in (${LIVE})
          and s.scheduled_at < ${range.to}::timestamptz + interval '1 day'
          and s.scheduled_at > ${range.from}::timestamptz - interval '2 days'
          and s.ends_at > ${range.from}::timestamptz - interval '1 day'
          and (${ignoreSessionId}::uuid is null or s.id <> ${ignoreSessionId}::uuid)
      ) as busy
      , u.id is not null as coach_found
    -- One row always: the viewer's token is answered for even when the coach does not exist.
    from (select 1) as one
    left join users u on u.id = ${coachId} and u.primary_role_id = ${ROLE.COACH} and u.deleted_at is null
    left join user_profiles p on p.user_id = u.id
    left join booking_rules r on r.coach_id = u.id
  `.execute(db);
  const row = rows[0]!;
  if (!row.coachFound) return { ...NO_COACH, authed: row.authed };
  return {
    found: true,
    authed: row.authed,
    allowed: row.allowed,
    coachName: `${row.firstName} ${row.lastName}`.trim(),
    timeZone: row.timeZone,
    minNoticeMinutes: row.minNoticeMinutes,
    bufferMinutes: row.bufferMinutes,
    cancelNoticeHours: row.cancelNoticeHours,
    patterns: row.patterns.map(patternOfTuple),
    busy: busyRanges(row.busy),
  };
}
