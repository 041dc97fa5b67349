import { sql } from 'kysely';
import { ACTIVE_SESSION_STATUSES, type AiLevel, type TSession } from '@coach/contract';
import { PREPARED, type Db } from '@coach/db';
import { sessionsSelect, toSession } from '../sessions/queries.ts';

/** The longest a session runs (ZDuration's maximum is well under it): one running now started less than this ago. */
const LONGEST_SESSION_HOURS = 24;

/** A note excerpt on the dashboard, in characters. */
export const NOTE_EXCERPT_CHARS = 120;

export interface DashboardClientRow {
  relationshipId: string;
  clientId: string;
  firstName: string;
  lastName: string;
  roomId: string | null;
  aiInteractionLevel: AiLevel | null;
  unreadCount: number;
  sessionCount: number;
  noteCount: number;
  latestNote: { id: string; title: string | null; excerpt: string; updatedAt: Date } | null;
}

interface ClientSqlRow extends Omit<DashboardClientRow, 'unreadCount' | 'latestNote'> {
  unreadCount: number | null;
  noteId: string | null;
  noteTitle: string | null;
  noteExcerpt: string | null;
  noteUpdatedAt: Date | null;
}

/**
 * The coach's active clients (accounts not deleted) in one statement, by name: their room with
 * the coach and its AI level, the coach's unread count there (room_members' counter), their
 * sessions with the coach that were not cancelled, and the coach's notebook on them: the notes the
 * coach may read (their own, and the shared ones), counted, and the newest. Indexes:
 * coach_clients_pair_key, rooms_client_idx, room_members_pkey, sessions_client_time_idx,
 * notes_coach_coachee_created_idx.
 */
export async function dashboardClients(db: Db, coachId: string): Promise<DashboardClientRow[]> {
  const { rows } = await sql<ClientSqlRow>`${sql.raw(PREPARED)}
    select
      cc.id as relationship_id, cc.client_id, cu.first_name, cu.last_name,
      r.id as room_id, r.ai_interaction_level,
      rm.unread_count,
      (select count(*)::int from sessions s
        where s.client_id = cc.client_id and s.coach_id = ${coachId}::uuid and s.status <> 'CANCELLED') as session_count,
      (select count(*)::int from notes n
        where n.coach_id = ${coachId}::uuid and n.coachee_id = cc.client_id
          and (n.author_id = ${coachId}::uuid or not n.is_private)) as note_count,
      ln.id as note_id, ln.title as note_title, left(ln.content, ${NOTE_EXCERPT_CHARS}::int) as note_excerpt, ln.updated_at as note_updated_at
    from coach_clients cc
    join users cu on cu.id = cc.client_id and cu.deleted_at is null
    left join lateral (
      select id, ai_interaction_level from rooms
      where client_id = cc.client_id and human_coach_id = ${coachId}::uuid order by created_at, id limit 1
    ) r on true
    left join room_members rm on rm.room_id = r.id and rm.user_id = ${coachId}::uuid
    left join lateral (
      select n.id, n.title, n.content, n.updated_at from notes n
      where n.coach_id = ${coachId}::uuid and n.coachee_id = cc.client_id
        and (n.author_id = ${coachId}::uuid or not n.is_private)
      order by n.created_at desc, n.id desc limit 1
    ) ln on true
    where cc.coach_id = ${coachId}::uuid and cc.status = 'active'
    order by lower(cu.first_name), lower(cu.last_name), cc.id
  `.execute(db);
  return rows.map((r) => ({
    relationshipId: r.relationshipId,
    clientId: r.clientId,
    firstName: r.firstName,
    lastName: r.lastName,
    roomId: r.roomId,
    aiInteractionLevel: r.aiInteractionLevel,
    unreadCount: Number(r.unreadCount ?? 0),
    sessionCount: r.sessionCount,
    noteCount: r.noteCount,
    latestNote: r.noteId ? { id: r.noteId, title: r.noteTitle, excerpt: r.noteExcerpt ?? '', updatedAt: r.noteUpdatedAt! } : null,
  }));
}

/**
 * The coach's live sessions (scheduled, confirmed, in progress) that have not ended and start
 * within `days`, soonest first, at most `limit`; in the sessions module's shape.
 */
export async function upcomingSessions(db: Db, coachId: string, now: Date, days: number, limit: number): Promise<TSession[]> {
  const rows = await sessionsSelect(db)
    .where('s.coachId', '=', coachId)
    .where('s.status', 'in', ACTIVE_SESSION_STATUSES)
    .where('s.scheduledAt', '>', new Date(now.getTime() - LONGEST_SESSION_HOURS * 3_600_000))
    .where('s.scheduledAt', '<', new Date(now.getTime() + days * 86_400_000))
    .where('s.endsAt', '>', now)
    .orderBy('s.scheduledAt')
    .orderBy('s.id')
    .limit(limit)
    .execute();
  return rows.map((r) => toSession(r));
}
