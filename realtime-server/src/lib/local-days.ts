/**
 * Calendar arithmetic on local days ('YYYY-MM-DD'). A day is a plain calendar date, counted as a
 * whole number of days since 1970-01-01 (proleptic Gregorian): no milliseconds, no time zone, so
 * a daylight-saving change (a 23- or 25-hour day) can neither skip nor repeat a day. Instants
 * become days only in `localDay`, through the user's IANA time zone.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat | undefined {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  try {
    const f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    formatters.set(timeZone, f);
    return f;
  } catch {
    // Unknown zones are not cached: a stored typo must not grow the map forever.
    return undefined;
  }
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: unknown): timeZone is string {
  return typeof timeZone === 'string' && timeZone !== '' && dayFormatter(timeZone) !== undefined;
}

/**
 * The calendar day ('YYYY-MM-DD') of an instant in an IANA time zone. An unknown or empty zone
 * counts in UTC rather than failing the call (and never in the server's own zone).
 */
export function localDay(at: Date, timeZone: string): string {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  const t = at.getTime();
  const minute = Math.floor(t / MINUTE_MS);
  const cacheable = t >= WHOLE_MINUTE_OFFSETS_FROM;
  const last = lastDays.get(zone);
  if (cacheable && last?.minute === minute) return last.day;
  const parts = dayFormatter(zone)!.formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  const day = `${get('year')}-${get('month')}-${get('day')}`;
  if (cacheable) lastDays.set(zone, { minute, day });
  return day;
}

/**
 * The last day `localDay` found per zone, and the UTC minute it holds for: with an offset of
 * whole minutes, local midnight falls on a whole UTC minute, so one UTC minute never holds two
 * local days. Every zone's offset has been whole minutes since the early 1970s (Liberia's
 * -0:44:30 was the last to go, in 1972); earlier instants are always computed. One entry per
 * known zone at most; a busy chat asks the same zone many times a minute.
 */
const lastDays = new Map<string, { minute: number; day: string }>();
const MINUTE_MS = 60_000;
const WHOLE_MINUTE_OFFSETS_FROM = Date.UTC(1980, 0, 1);

const DAY_FORMAT = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
/** Days in month `m` (1-12) of year `y`. */
export const daysInMonth = (y: number, m: number) => (m === 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31);

/** Whether `day` is a real 'YYYY-MM-DD' calendar date (so '2026-02-30' is not). */
export function isCalendarDay(day: unknown): day is string {
  if (typeof day !== 'string') return false;
  const m = DAY_FORMAT.exec(day);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo);
}

/** Year, month (1-12) and day of a 'YYYY-MM-DD' string; a malformed day is a programming error. */
export function parseDay(day: string): [year: number, month: number, dayOfMonth: number] {
  if (!isCalendarDay(day)) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${JSON.stringify(day)}`);
  return [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))];
}

// Days since 1970-01-01 and back, in integers only (H. Hinnant's civil-date algorithms).
function toEpochDay(day: string): number {
  const [y0, m, d] = parseDay(day);
  const y = m <= 2 ? y0 - 1 : y0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

function fromEpochDay(n: number): string {
  const z = n + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  if (y < 0 || y > 9999) throw new RangeError(`Day out of range: year ${y}`);
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The day `n` whole calendar days after `day` (before it when `n` is negative). */
export function addDays(day: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`addDays needs a whole number of days, got ${n}`);
  return fromEpochDay(toEpochDay(day) + n);
}

/** Whole calendar days from `a` to `b`: 1 from a day to the next, negative when `b` is earlier. */
export function daysBetween(a: string, b: string): number {
  return toEpochDay(b) - toEpochDay(a);
}

/** Day of the week of a calendar day: 0 Sunday ... 6 Saturday. */
export function weekday(day: string): number {
  // 1970-01-01 was a Thursday.
  return (((toEpochDay(day) + 4) % 7) + 7) % 7;
}
