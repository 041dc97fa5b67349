import type { SessionChange, SessionStatus, TSession } from '@coach/contract';
import type { AppServer } from '../../src/app.ts';
import { findSession } from '../../src/modules/sessions/queries.ts';
import { insertPairSession, type Coaching } from '../factories/coaching.ts';

/** A coach in New York and a client in London: buildCoaching's options for the notices' tests. */
export const apart = { coachZone: 'America/New_York', clientZone: 'Europe/London', clientName: 'Cliff' };

/** The two people a session notice goes to. */
export type Pair = Pick<Coaching, 'coach' | 'client'>;

export interface SessionRow {
  scheduledAt: Date;
  duration?: number;
  status?: SessionStatus;
  title?: string;
  sessionGoals?: string | null;
  coachNotes?: string | null;
  icsSequence?: number;
  cancelReason?: string | null;
}

/** Stores a session straight into the table (as the sessions service would) and returns it. */
export async function insertSession(server: AppServer, pair: Pair, row: SessionRow): Promise<TSession> {
  const id = await insertPairSession(server, pair, row.scheduledAt, {
    duration: row.duration ?? 60,
    status: row.status ?? 'SCHEDULED',
    title: row.title ?? '',
    sessionGoals: row.sessionGoals ?? null,
    coachNotes: row.coachNotes ?? null,
    icsSequence: row.icsSequence ?? 0,
    cancelReason: row.cancelReason ?? null,
  });
  return (await findSession(server.ctx.db, id))!;
}

/** Changes a stored session as the sessions service would, and publishes its event after the "commit". */
export async function changeSession(
  server: AppServer,
  before: TSession,
  change: SessionChange,
  set: Partial<{ scheduledAt: Date; status: SessionStatus; icsSequence: number; cancelReason: string; coachNotes: string }>,
): Promise<TSession> {
  const values = {
    ...set,
    ...(set.scheduledAt ? { endsAt: new Date(set.scheduledAt.getTime() + before.duration * 60_000) } : {}),
    updatedAt: new Date(),
  };
  await server.ctx.db.updateTable('sessions').set(values).where('id', '=', before.id).execute();
  const after = (await findSession(server.ctx.db, before.id))!;
  server.ctx.events.publish('session.changed', { session: after, change, actorId: before.coach.id, previous: before });
  return after;
}

/** Every stored email to `to`, oldest first. */
export function emailsTo(server: AppServer, to: string) {
  return server.ctx.db
    .selectFrom('outboundEmails')
    .selectAll()
    .where('toAddress', '=', to)
    .orderBy('createdAt', 'asc')
    .orderBy('id')
    .execute();
}

export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
  method?: string;
}

/** The content lines of an iCalendar text, unfolded (RFC 5545, section 3.1: Content Lines). */
export const icsLines = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
