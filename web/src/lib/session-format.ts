import { JOIN_WINDOW_MINUTES, type TSession } from '@coach/contract';

/** The viewer's own zone (the browser's); times are shown there, with the zone named. */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** 'Thu, Nov 26' in `timeZone`. */
export const formatSessionDate = (iso: string, timeZone = browserZone()) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone }).format(new Date(iso));

/** '9:30 AM' in `timeZone`. */
export const formatSessionTime = (iso: string, timeZone = browserZone()) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso));

/** 'Thu, Nov 26, 9:30 AM EST' in `timeZone`, the zone's short name included. */
export const formatSessionDateTime = (iso: string, timeZone = browserZone()) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(new Date(iso));

/** 'YYYY-MM-DD' of an instant in `timeZone`. */
export const localDay = (at: Date, timeZone = browserZone()) =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(at);

/** Join is open from JOIN_WINDOW_MINUTES before the start until the session's end. */
export function canJoin(session: Pick<TSession, 'scheduledAt' | 'duration' | 'status'>, now = Date.now()) {
  if (!['SCHEDULED', 'CONFIRMED', 'IN_PROGRESS'].includes(session.status)) return false;
  const start = Date.parse(session.scheduledAt);
  return now >= start - JOIN_WINDOW_MINUTES * 60_000 && now < start + session.duration * 60_000;
}

/** Why Join is not open yet (before JOIN_WINDOW_MINUTES ahead of the start). */
export const JOIN_LATER = `You can join ${JOIN_WINDOW_MINUTES} minutes before the start.`;

export const personName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();
