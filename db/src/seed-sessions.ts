import type { Db } from './handle.ts';
import { AVAILABILITY_PRESETS, type SessionStatus } from '@coach/contract';
import { sql } from 'kysely';
import { seedDemoVideoSession } from './seed-video.ts';

interface DemoSession {
  /** Local day relative to today in the coach's zone, and the local start time. */
  day: number;
  time: string;
  duration: number;
  status: SessionStatus;
  sessionType: 'video' | 'phone' | 'in-person';
  sessionGoals: string;
  coachNotes?: string;
  sharedNotes?: string;
  /** Asked for by the client (they await the coach's confirmation). */
  byClient?: boolean;
}

/**
 * A lived-in history around today: three completed sessions with notes, a no-show, and a few ahead,
 * each on its own day (the booking journeys still find most of the week free).
 */
const DEMO_SESSIONS: DemoSession[] = [
  {
    day: -21,
    time: '10:00',
    duration: 60,
    status: 'COMPLETED',
    sessionType: 'video',
    sessionGoals: 'Get clear on what a good next role looks like',
    coachNotes: 'Energised by mentoring; drained by long status meetings. Explore team-lead roles.',
    sharedNotes: 'Write down three roles that excite you and why.',
  },
  {
    day: -14,
    time: '10:00',
    duration: 60,
    status: 'COMPLETED',
    sessionType: 'video',
    sessionGoals: 'Review the role list and plan outreach',
    coachNotes: 'Has the list; hesitant about reaching out. Small first step agreed.',
    sharedNotes: 'Message two people in those roles this week.',
  },
  {
    day: -7,
    time: '15:00',
    duration: 30,
    status: 'COMPLETED',
    sessionType: 'phone',
    sessionGoals: 'Quick check-in on the outreach',
    coachNotes: 'Did one of two. Celebrated it; kept the second for next week.',
    sharedNotes: 'Great start. Keep the morning walk going too.',
  },
  {
    day: -4,
    time: '11:00',
    duration: 60,
    status: 'NO_SHOW',
    sessionType: 'video',
    sessionGoals: 'Prepare for the informational interview',
  },
  { day: 2, time: '10:00', duration: 60, status: 'CONFIRMED', sessionType: 'video', sessionGoals: 'Debrief the informational interview' },
  {
    day: 6,
    time: '14:00',
    duration: 60,
    status: 'SCHEDULED',
    sessionType: 'video',
    sessionGoals: 'Plan the next month of habits',
    byClient: true,
  },
  { day: 13, time: '10:00', duration: 60, status: 'CONFIRMED', sessionType: 'phone', sessionGoals: 'Monthly review' },
];

/** The demo coach's weekly hours were set up this many days ago. */
const PATTERN_AGE_DAYS = 56;

/**
 * The demo coach's scheduling: business-hours availability, the default booking rules, and the
 * sessions above with the demo client, plus one later today, all relative to `now` in the coach's
 * zone, and a finished video session with its transcript, notes and rating (seed-video.ts). Runs
 * inside the demo seed, on an empty database, so it never doubles anything.
 */
export async function seedDemoScheduling(db: Db, coachId: string, clientId: string, relationshipId: string, now: Date): Promise<void> {
  const profile = await db.selectFrom('userProfiles').select('timeZone').where('userId', '=', coachId).executeTakeFirst();
  const tz = profile?.timeZone ?? 'UTC';
  const business = AVAILABILITY_PRESETS.business;
  await db
    .insertInto('availabilityPatterns')
    .values({
      coachId,
      type: 'RECURRING',
      rrule: business.rrule,
      startTime: business.startTime,
      endTime: business.endTime,
      title: business.label,
      // A weekly pattern counts from the day it was made: set up weeks ago, as a practice's hours
      // are, so this week's availability (the dashboard's "Availability used") is whole.
      createdAt: new Date(now.getTime() - PATTERN_AGE_DAYS * 86_400_000),
    })
    .execute();
  await db.insertInto('bookingRules').values({ coachId }).execute();

  // PostgreSQL turns a local day and time of the coach's zone into the instant, daylight saving included.
  const localAt = (day: number, time: string) =>
    sql<Date>`((${now}::timestamptz at time zone ${tz})::date + ${day}::int + ${time}::time) at time zone ${tz}`;
  const rows: (Omit<DemoSession, 'day' | 'time'> & { at: ReturnType<typeof localAt> })[] = DEMO_SESSIONS.map(({ day, time, ...s }) => ({
    ...s,
    at: localAt(day, time),
  }));
  // Later today: three hours after this one began, so the dashboard's Today's Sessions is not empty.
  rows.push({
    duration: 30,
    status: 'CONFIRMED',
    sessionType: 'video',
    sessionGoals: 'Short check-in before the week ahead',
    at: sql<Date>`date_trunc('hour', ${now}::timestamptz) + interval '3 hours'`,
  });
  for (const s of rows) {
    const past = s.status === 'COMPLETED' || s.status === 'NO_SHOW';
    await db
      .insertInto('sessions')
      .values({
        coachId,
        clientId,
        relationshipId,
        scheduledAt: s.at,
        duration: s.duration,
        endsAt: sql<Date>`${s.at} + make_interval(mins => ${s.duration}::int)`,
        status: s.status,
        title: 'Coaching Session',
        sessionType: s.sessionType,
        sessionGoals: s.sessionGoals,
        coachNotes: s.coachNotes ?? null,
        sharedNotes: s.sharedNotes ?? null,
        source: s.byClient ? 'booking' : 'coach',
        createdBy: s.byClient ? clientId : coachId,
        ...(s.status === 'COMPLETED'
          ? { startedAt: s.at, completedAt: sql<Date>`${s.at} + make_interval(mins => ${s.duration}::int)` }
          : {}),
        ...(past ? { updatedAt: sql<Date>`${s.at} + make_interval(mins => ${s.duration}::int)` } : {}),
      })
      .execute();
  }
  await seedDemoVideoSession(db, coachId, clientId, relationshipId, now);
}
