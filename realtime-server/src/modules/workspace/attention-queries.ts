import { sql } from 'kysely';
import { ACTIVE_SESSION_STATUSES, ATTENTION_SESSION_HOURS, type SessionStatus } from '@coach/contract';
import { PREPARED, type Db } from '@coach/db';
import type { AttentionInput } from './attention.ts';

const LIVE = sql.join(ACTIVE_SESSION_STATUSES.map((s) => sql.lit(s)));

type Ms = number | string | null;
interface AttentionRow {
  timeZone: string;
  /** [clientId, name, roomId, relationship start, last client message, last goal change, last session, first unanswered] */
  clients: [string, string, string | null, Ms, Ms, Ms, Ms, Ms][];
  /** [goalId, title, dueDate, clientId, name, roomId] */
  goals: [string, string, string, string, string, string][];
  /** [sessionId, title, scheduledAt, status, sessionGoals, clientId, name, roomId] */
  sessions: [string, string, Ms, SessionStatus, string | null, string, string, string | null][];
  /** [sessionId, title, endsAt, clientId, name, roomId]: in progress past their end */
  open: [string, string, Ms, string, string, string | null][];
}

const ms = (v: Ms) => (v === null ? null : Number(v));

/**
 * What the needs-attention rules read, in one statement, for the coach's active clients (accounts
 * not deleted): each client's room with the coach and the times of their activity; the open goals
 * of those rooms due before the coach's today; the coach's live sessions of the next 48 hours with
 * no session goals; its sessions still in progress past their end. The rules themselves (attention.ts) decide. Indexes: coach_clients_pair_key,
 * rooms_client_idx, messages_room_user_seq_idx (the newest message of a member in a room),
 * goals_room_created_idx, sessions_coach_time_idx.
 */
export async function attentionInputs(db: Db, coachId: string, now: Date): Promise<Omit<AttentionInput, 'now'>> {
  const { rows } = await sql<AttentionRow>`${sql.raw(PREPARED)}
    with mine as (
      select cc.client_id, cc.started_at, btrim(cu.first_name || ' ' || cu.last_name) as name, r.id as room_id
      from coach_clients cc
      join users cu on cu.id = cc.client_id and cu.deleted_at is null
      left join lateral (
        select id from rooms where client_id = cc.client_id and human_coach_id = ${coachId}::uuid order by created_at, id limit 1
      ) r on true
      where cc.coach_id = ${coachId}::uuid and cc.status = 'active'
    )
    select
      coalesce(p.time_zone, 'UTC') as time_zone,
      (select coalesce(json_agg(json_build_array(
          m.client_id, m.name, m.room_id,
          (extract(epoch from m.started_at) * 1000)::bigint,
          (select (extract(epoch from x.created_at) * 1000)::bigint from messages x
            where x.room_id = m.room_id and x.user_id = m.client_id order by x.seq desc limit 1),
          (select (extract(epoch from max(g.updated_at)) * 1000)::bigint from goals g where g.room_id = m.room_id),
          (select (extract(epoch from max(s.scheduled_at)) * 1000)::bigint from sessions s
            where s.coach_id = ${coachId}::uuid and s.client_id = m.client_id
              and s.status not in ('CANCELLED', 'NO_SHOW') and s.scheduled_at <= ${now}::timestamptz),
          (select (extract(epoch from x.created_at) * 1000)::bigint from messages x
            where x.room_id = m.room_id and x.user_id = m.client_id
              and x.seq > coalesce((select c.seq from messages c where c.room_id = m.room_id and c.user_id = ${coachId}::uuid
                order by c.seq desc limit 1), 0)
            order by x.seq limit 1)
        )), '[]') from mine m) as clients,
      (select coalesce(json_agg(json_build_array(g.id, g.title, g.due_date::text, m.client_id, m.name, m.room_id) order by g.due_date, g.id), '[]')
        from mine m join goals g on g.room_id = m.room_id
        where g.completed_at is null and g.due_date is not null
          and g.due_date < (${now}::timestamptz at time zone coalesce(p.time_zone, 'UTC'))::date) as goals,
      (select coalesce(json_agg(json_build_array(s.id, s.title, (extract(epoch from s.scheduled_at) * 1000)::bigint, s.status,
          s.session_goals, s.client_id, btrim(cu.first_name || ' ' || cu.last_name),
          (select id from rooms where client_id = s.client_id and human_coach_id = ${coachId}::uuid order by created_at, id limit 1))
          order by s.scheduled_at, s.id), '[]')
        from sessions s join users cu on cu.id = s.client_id
        where s.coach_id = ${coachId}::uuid and s.status in (${LIVE})
          and s.scheduled_at >= ${now}::timestamptz
          and s.scheduled_at <= ${now}::timestamptz + make_interval(hours => ${ATTENTION_SESSION_HOURS}::int)
          and (s.session_goals is null or btrim(s.session_goals) = '')) as sessions,
      (select coalesce(json_agg(json_build_array(s.id, s.title, (extract(epoch from s.ends_at) * 1000)::bigint,
          s.client_id, btrim(cu.first_name || ' ' || cu.last_name),
          (select id from rooms where client_id = s.client_id and human_coach_id = ${coachId}::uuid order by created_at, id limit 1))
          order by s.ends_at, s.id), '[]')
        from sessions s join users cu on cu.id = s.client_id
        where s.coach_id = ${coachId}::uuid and s.status = 'IN_PROGRESS' and s.ends_at <= ${now}::timestamptz) as open
    from users u
    left join user_profiles p on p.user_id = u.id
    where u.id = ${coachId}::uuid
  `.execute(db);
  const row = rows[0];
  if (!row) return { timeZone: 'UTC', clients: [], goals: [], sessions: [], openSessions: [] };
  return {
    timeZone: row.timeZone,
    clients: row.clients.map(([clientId, clientName, roomId, started, lastMessage, lastGoal, lastSession, unanswered]) => ({
      clientId,
      clientName,
      roomId,
      relationshipStartedAt: Number(started),
      lastClientMessageAt: ms(lastMessage),
      lastGoalChangeAt: ms(lastGoal),
      lastSessionAt: ms(lastSession),
      firstUnansweredAt: ms(unanswered),
    })),
    goals: row.goals.map(([goalId, title, dueDate, clientId, clientName, roomId]) => ({
      goalId,
      title,
      dueDate,
      clientId,
      clientName,
      roomId,
      completed: false,
    })),
    sessions: row.sessions.map(([sessionId, title, scheduledAt, status, sessionGoals, clientId, clientName, roomId]) => ({
      sessionId,
      title,
      scheduledAt: Number(scheduledAt),
      status,
      sessionGoals,
      clientId,
      clientName,
      roomId,
    })),
    openSessions: row.open.map(([sessionId, title, endsAt, clientId, clientName, roomId]) => ({
      sessionId,
      title,
      endsAt: Number(endsAt),
      clientId,
      clientName,
      roomId,
    })),
  };
}
