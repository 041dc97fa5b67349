import { JOIN_WINDOW_MINUTES } from '@coach/contract';

/**
 * The texts of session emails, one person's view each. Plain text that works on its own: the
 * calendar file is a convenience, every fact it holds is in the body too.
 */
const sign = '\n\n— The Coaching Platform team';

export interface NoticeView {
  firstName: string;
  /** The other person of the session, as the reader knows them. */
  otherName: string;
  /** When it starts, in the reader's zone with the zone named. */
  when: string;
  duration: string;
  typeLabel: string;
  goals: string | null;
  /** Where the reader sees, reschedules or cancels their sessions. */
  link: string;
}

function details(v: NoticeView, whenLabel = 'When'): string {
  const lines = [`${whenLabel}: ${v.when}`, `Length: ${v.duration}`, `Type: ${v.typeLabel}`, `With: ${v.otherName}`];
  if (v.goals) lines.push(`Goals: ${v.goals}`);
  return lines.join('\n');
}

const calendarNote = 'The attached calendar file (session.ics) adds it to your calendar, or updates it there.';

/**
 * A new session. `request`: a client booked it and the coach has yet to confirm it, so the client
 * hears that it is asked for and the coach that it waits for them.
 */
export function sessionCreatedEmail(v: NoticeView, request?: 'to-client' | 'to-coach') {
  if (request === 'to-client') {
    return {
      subject: `Coaching session requested: ${v.when}`,
      text: `Hi ${v.firstName},\n\nYou asked for a coaching session with ${v.otherName}. ${v.otherName} will confirm it, and we will email you when they do.\n\n${details(v)}\n\n${calendarNote}\n\nSee, reschedule or cancel your sessions at ${v.link}${sign}`,
    };
  }
  if (request === 'to-coach') {
    return {
      subject: `New session request: ${v.when}`,
      text: `Hi ${v.firstName},\n\n${v.otherName} booked a coaching session with you. Confirm it, or reschedule it, on your sessions page.\n\n${details(v)}\n\n${calendarNote}\n\nYour sessions: ${v.link}${sign}`,
    };
  }
  return {
    subject: `Coaching session scheduled: ${v.when}`,
    text: `Hi ${v.firstName},\n\nYour coaching session with ${v.otherName} is scheduled.\n\n${details(v)}\n\n${calendarNote}\n\nSee, reschedule or cancel your sessions at ${v.link}${sign}`,
  };
}

export function sessionConfirmedEmail(v: NoticeView) {
  return {
    subject: `Coaching session confirmed: ${v.when}`,
    text: `Hi ${v.firstName},\n\n${v.otherName} confirmed your coaching session.\n\n${details(v)}\n\nSee, reschedule or cancel your sessions at ${v.link}${sign}`,
  };
}

export function sessionRescheduledEmail(v: NoticeView, previousWhen: string | null) {
  const was = previousWhen ? `\nWas: ${previousWhen}` : '';
  return {
    subject: `Coaching session moved to ${v.when}`,
    text: `Hi ${v.firstName},\n\nYour coaching session with ${v.otherName} has a new time.\n\n${details(v, 'New time')}${was}\n\n${calendarNote}\n\nSee your sessions at ${v.link}${sign}`,
  };
}

export function sessionCancelledEmail(v: NoticeView, reason: string | null) {
  const why = reason ? `\nReason: ${reason}` : '';
  return {
    subject: `Coaching session cancelled: ${v.when}`,
    text: `Hi ${v.firstName},\n\nYour coaching session with ${v.otherName} on ${v.when} was cancelled.${why}\n\nThe attached calendar file (session.ics) removes it from your calendar.\n\nBook or see your sessions at ${v.link}${sign}`,
  };
}

export function sessionNoShowEmail(v: NoticeView) {
  return {
    subject: `We missed you at your coaching session`,
    text: `Hi ${v.firstName},\n\nYour coaching session with ${v.otherName} on ${v.when} was marked as missed: nobody joined from your side.\n\nIf something came up, no problem. Book a new time or message your coach at ${v.link}${sign}`,
  };
}

export function sessionReminderEmail(v: NoticeView, startsIn: string) {
  return {
    subject: `Reminder: coaching session in ${startsIn}`,
    text: `Hi ${v.firstName},\n\nYour coaching session with ${v.otherName} starts in ${startsIn}.\n\n${details(v)}\n\nJoin or see it at ${v.link} (Join opens ${JOIN_WINDOW_MINUTES} minutes before the start).${sign}`,
  };
}
