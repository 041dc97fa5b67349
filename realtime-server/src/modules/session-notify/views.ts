import { SESSION_TYPE_LABEL, type TSession } from '@coach/contract';
import { formatDuration, formatWhen } from './format.ts';
import type { IcsEvent, IcsPerson } from './ics.ts';
import { sessionUid } from './ics.ts';
import type { NoticeView } from './session-emails.ts';

export interface Person {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** Where each side sees, reschedules or cancels sessions in the web app. */
export const sessionsLink = (publicUrl: string, session: TSession, viewerId: string) =>
  `${publicUrl}${session.coach.id === viewerId ? '/coach/sessions' : '/coaching'}`;

/** The session as `reader` sees it: times in their own zone, the other person named. */
export function noticeView(session: TSession, reader: Person, publicUrl: string): NoticeView {
  const isCoach = session.coach.id === reader.id;
  return {
    firstName: reader.firstName,
    otherName: fullName(isCoach ? session.client : session.coach),
    when: formatWhen(session.scheduledAt, isCoach ? session.coach.timeZone : session.client.timeZone),
    duration: formatDuration(session.duration),
    typeLabel: SESSION_TYPE_LABEL[session.sessionType] ?? session.sessionType,
    goals: session.sessionGoals?.trim() || null,
    link: sessionsLink(publicUrl, session, reader.id),
  };
}

/**
 * The session as a calendar event for `viewerId`. Its summary is the title, else who it is with;
 * the description carries the goals and the link, never the coach's private notes.
 */
export function sessionEvent(
  session: TSession,
  viewerId: string,
  opts: { publicUrl: string; sequence: number; organizer?: IcsPerson; attendee?: IcsPerson },
): IcsEvent {
  const other = fullName(session.coach.id === viewerId ? session.client : session.coach);
  const goals = session.sessionGoals?.trim();
  const link = sessionsLink(opts.publicUrl, session, viewerId);
  return {
    uid: sessionUid(session.id, opts.publicUrl),
    sequence: opts.sequence,
    start: new Date(session.scheduledAt),
    durationMinutes: session.duration,
    summary: session.title.trim() || `Coaching session with ${other}`,
    description: [`Coaching session with ${other}.`, goals ? `Goals: ${goals}` : '', `Your sessions: ${link}`].filter(Boolean).join('\n\n'),
    cancelled: session.status === 'CANCELLED',
    // Asked for by the client and not yet confirmed: calendars show it as tentative.
    tentative: session.status === 'SCHEDULED',
    url: link,
    lastModified: new Date(session.updatedAt),
    ...(opts.organizer ? { organizer: opts.organizer } : {}),
    ...(opts.attendee ? { attendee: opts.attendee } : {}),
  };
}
