/** A zone Intl knows, else UTC: a stored zone that this runtime does not know must not stop an email. */
function knownZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/**
 * An instant as a person reads it in their own zone, the zone named twice so nobody guesses:
 * 'Thu, Nov 26, 2026, 10:00 AM EST (America/New_York)'.
 */
export function formatWhen(at: Date | string, timeZone: string): string {
  const zone = knownZone(timeZone);
  const text = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: zone,
  }).format(new Date(at));
  // Newer ICU puts a narrow no-break space before AM/PM; plain text mail reads better with a space.
  return `${text.replace(/\u202f/g, ' ')} (${zone})`;
}

/** '60 minutes', '1 hour 30 minutes'. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts = [h ? `${h} hour${h === 1 ? '' : 's'}` : '', m ? `${m} minute${m === 1 ? '' : 's'}` : ''];
  return parts.filter(Boolean).join(' ') || '0 minutes';
}

/** How long until a start, as a reminder says it: '24 hours', '1 hour', '40 minutes'. */
export function formatStartsIn(minutes: number): string {
  if (minutes >= 90) return `${Math.round(minutes / 60)} hours`;
  if (minutes >= 45) return '1 hour';
  return `${Math.max(1, Math.round(minutes))} minute${Math.round(minutes) <= 1 ? '' : 's'}`;
}
