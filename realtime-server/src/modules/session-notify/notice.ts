import type { SessionChange, TSession } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import type { DomainEvents } from '../../events.ts';
import type { EmailAttachment } from '../../providers/email/mailer.ts';
import { formatWhen } from './format.ts';
import { buildCalendar, type IcsMethod } from './ics.ts';
import { armReminders, findRecipients, readIcsSequence } from './queries.ts';
import {
  sessionCancelledEmail,
  sessionConfirmedEmail,
  sessionCreatedEmail,
  sessionNoShowEmail,
  sessionRescheduledEmail,
} from './session-emails.ts';
import { fullName, noticeView, sessionEvent, type Person } from './views.ts';

export const SESSION_NOTICE_JOB = 'sessions.notice';

export type NoticeKind = 'created' | 'confirmed' | 'rescheduled' | 'cancelled' | 'no-show';

export interface SessionNoticePayload {
  kind: NoticeKind;
  /** The session as it was right after the change (coach's notes left out). */
  session: TSession;
  /** The stored ics_sequence right after the change. */
  sequence: number;
  previousScheduledAt: string | null;
  /** Who made the change (null for the system); absent in jobs queued before it was kept. */
  actorId?: string | null;
}

/** Which email a change calls for, if any. A cancel through the status call counts as a cancel. */
export function noticeKind(change: SessionChange, session: TSession, previous?: TSession): NoticeKind | null {
  if (change === 'created') return 'created';
  if (change === 'rescheduled') return 'rescheduled';
  if (change === 'cancelled') return 'cancelled';
  if (change === 'status' && previous?.status !== session.status) {
    if (session.status === 'CANCELLED') return 'cancelled';
    if (session.status === 'NO_SHOW') return 'no-show';
    if (session.status === 'CONFIRMED') return 'confirmed';
  }
  return null;
}

/**
 * Turns a session change into a durable job: the emails are built and stored by the job runner
 * (retried, once across nodes), not in the request that made the change.
 */
export async function queueSessionNotice(ctx: AppContext, event: DomainEvents['session.changed']): Promise<void> {
  const kind = noticeKind(event.change, event.session, event.previous);
  if (!kind) return;
  const sequence = await readIcsSequence(ctx.db, event.session.id);
  if (sequence === undefined) return;
  if (kind === 'created' || kind === 'rescheduled') {
    await armReminders(ctx.db, event.session.id, new Date(event.session.scheduledAt), ctx.clock.now());
  }
  const payload: SessionNoticePayload = {
    kind,
    session: { ...event.session, coachNotes: null },
    sequence,
    previousScheduledAt: event.previous?.scheduledAt ?? null,
    actorId: event.actorId,
  };
  await ctx.jobs.enqueue(SESSION_NOTICE_JOB, payload, { maxAttempts: 5 });
}

/** Listens for session changes on this node (the one whose service published them). */
export function startSessionNotify(ctx: AppContext): () => void {
  return ctx.events.on('session.changed', (event) =>
    queueSessionNotice(ctx, event).catch((err: unknown) =>
      ctx.log.error({ err, sessionId: event.session.id }, 'could not queue the session email'),
    ),
  );
}

/**
 * The calendar file each email carries: a confirmation updates the client's tentative event to
 * confirmed (same UID, a higher SEQUENCE); a no-show changes nothing in a calendar.
 */
const METHOD: Partial<Record<NoticeKind, IcsMethod>> = {
  created: 'REQUEST',
  confirmed: 'REQUEST',
  rescheduled: 'REQUEST',
  cancelled: 'CANCEL',
};
/** Only the client hears of these: the coach did them. */
const CLIENT_ONLY: readonly NoticeKind[] = ['no-show', 'confirmed'];

function emailFor(payload: SessionNoticePayload, reader: Person, publicUrl: string) {
  const { kind, session } = payload;
  const view = noticeView(session, reader, publicUrl);
  const readerZone = session.coach.id === reader.id ? session.coach.timeZone : session.client.timeZone;
  if (kind === 'created') {
    const requested = payload.actorId === session.client.id && session.status === 'SCHEDULED';
    return sessionCreatedEmail(view, requested ? (reader.id === session.client.id ? 'to-client' : 'to-coach') : undefined);
  }
  if (kind === 'confirmed') return sessionConfirmedEmail(view);
  if (kind === 'rescheduled') {
    return sessionRescheduledEmail(view, payload.previousScheduledAt ? formatWhen(payload.previousScheduledAt, readerZone) : null);
  }
  if (kind === 'cancelled') return sessionCancelledEmail(view, session.cancelReason);
  return sessionNoShowEmail(view);
}

/** The .ics of a change, as `readerId` sees the session; none for a change calendars need not know. */
function calendarFile(
  payload: SessionNoticePayload,
  readerId: string,
  people: { coach: Person | undefined; client: Person | undefined },
  publicUrl: string,
  now: Date,
): EmailAttachment[] {
  const method = METHOD[payload.kind];
  if (!method) return [];
  const { coach, client } = people;
  const event = sessionEvent(payload.session, readerId, {
    publicUrl,
    sequence: payload.sequence,
    ...(coach ? { organizer: { name: fullName(coach), email: coach.email } } : {}),
    ...(client ? { attendee: { name: fullName(client), email: client.email } } : {}),
  });
  return [
    {
      filename: 'session.ics',
      contentType: `text/calendar; charset=utf-8; method=${method}`,
      method,
      content: buildCalendar(method, [event], { now }),
    },
  ];
}

/** The job: the emails of one change, each reader's own, stored together (all or none). */
export async function sendSessionNotice(ctx: AppContext, payload: SessionNoticePayload): Promise<void> {
  const { session, kind } = payload;
  const people = await findRecipients(ctx.db, [session.coach.id, session.client.id]);
  const coach = people.find((p) => p.id === session.coach.id);
  const client = people.find((p) => p.id === session.client.id);
  const readers = (CLIENT_ONLY.includes(kind) ? [client] : [client, coach]).filter((p): p is Person => p !== undefined);
  if (readers.length === 0) return;
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    for (const reader of readers) {
      const email = emailFor(payload, reader, ctx.config.publicUrl);
      const attachments = calendarFile(payload, reader.id, { coach, client }, ctx.config.publicUrl, now);
      await ctx.mailer.send({ to: reader.email, userId: reader.id, ...email, attachments }, trx);
    }
  });
}
