/**
 * Wall-clock times of an IANA zone as instants, fast: the slots call converts a few hundred local
 * times per request, and luxon's zone-aware DateTime.fromObject costs ~170 µs each here (it formats
 * through Intl several times per call). Offsets are read through one cached Intl formatter per zone
 * and remembered per 15-minute UTC bucket: every zone's offset changes only on such a boundary
 * (offsets are whole quarter hours, and so are the instants they change at, since 1980).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, Map<number, number>>();
const BUCKET_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const OFFSETS_PER_ZONE_MAX = 100_000;
const CACHED_FROM = Date.UTC(1980, 0, 1);
const PARTS = /^(\d+)\/(\d+)\/(\d+),? (\d+):(\d+):(\d+)$/;

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The zone's offset from UTC, in minutes, at `at` (ms): -300 for New York in winter, +330 for Kolkata. */
export function offsetMinutes(at: number, zone: string): number {
  const bucket = Math.floor(at / BUCKET_MS);
  let byBucket = offsets.get(zone);
  const cached = byBucket?.get(bucket);
  if (cached !== undefined) return cached;
  const start = at >= CACHED_FROM ? bucket * BUCKET_MS : Math.floor(at / 1000) * 1000;
  const m = PARTS.exec(formatter(zone).format(new Date(start)));
  if (!m) throw new Error(`cannot read the time in ${zone}`);
  const asUtc = Date.UTC(Number(m[3]), Number(m[1]) - 1, Number(m[2]), Number(m[4]), Number(m[5]), Number(m[6]));
  const offset = Math.round((asUtc - start) / 60_000);
  if (at >= CACHED_FROM) {
    if (!byBucket || byBucket.size >= OFFSETS_PER_ZONE_MAX) offsets.set(zone, (byBucket = new Map()));
    byBucket.set(bucket, offset);
  }
  return offset;
}

/**
 * The instant of a local wall-clock time in `zone` (ms). A time the clocks skip (02:30 on a
 * spring-forward night) moves forward by the change, as luxon does; a time they repeat (01:30 on a
 * fall-back night) takes the earlier of its two instants, whatever the date today (luxon's choice
 * depends on the offset in force when it runs).
 */
export function wallToInstant(isoDay: string, minutes: number, zone: string): number {
  const wall = Date.UTC(
    Number(isoDay.slice(0, 4)),
    Number(isoDay.slice(5, 7)) - 1,
    Number(isoDay.slice(8, 10)),
    Math.floor(minutes / 60),
    minutes % 60,
  );
  // The offsets a day either side straddle any one change near this time.
  const before = offsetMinutes(wall - DAY_MS, zone);
  const after = offsetMinutes(wall + DAY_MS, zone);
  const early = wall - before * 60_000;
  if (before === after) return early;
  const late = wall - after * 60_000;
  const earlyFits = offsetMinutes(early, zone) === before;
  const lateFits = offsetMinutes(late, zone) === after;
  if (earlyFits && lateFits) return Math.min(early, late);
  if (lateFits) return late;
  // A skipped time: the offset before the change, which lands past it.
  return early;
}

/** The local day ('YYYY-MM-DD') of an instant in `zone`. */
export const localDate = (at: number, zone: string) => new Date(at + offsetMinutes(at, zone) * 60_000).toISOString().slice(0, 10);
