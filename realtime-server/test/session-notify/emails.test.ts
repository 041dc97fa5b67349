import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@coach/contract';
import { ManualClock } from '../../src/lib/clock.ts';
import { formatWhen } from '../../src/modules/session-notify/format.ts';
import { sendDueReminders, SESSION_REMINDERS_JOB } from '../../src/modules/session-notify/reminders.ts';
import { SESSION_NOTICE_JOB } from '../../src/modules/session-notify/notice.ts';
import { reminderMarks } from '../../src/modules/session-notify/queries.ts';
import { call, runJobsUntil, serverForFile } from '../helpers.ts';
import { createSession, gridAt, openSlotAt } from '../sessions/sessions-helpers.ts';
import { apart, changeSession, emailsTo, icsLines, insertSession, type StoredAttachment } from './session-notify-helpers.ts';
import { buildCoaching } from '../factories/coaching.ts';

// The reminder job reads the whole (shared) database. This clock starts a year back, so moving it
// reaches only this file's sessions, never those of other files (whose clocks run at real time).
const clock = new ManualClock();
clock.advance(-365 * DAY_MS);
const HOUR = 3_600_000;
const server = serverForFile({ PUBLIC_URL: 'https://coach.example.test' }, { clock });

/** Runs due jobs until `n` emails to `to` are stored, then returns them. */
async function waitForEmails(to: string, n: number) {
  // The job queue is the whole suite's (one database): under a full run this file's job can wait
  // behind other files' backlog, so allow more than the default 5 s.
  return runJobsUntil(
    server,
    async () => {
      const emails = await emailsTo(server, to);
      return emails.length >= n ? emails : undefined;
    },
    20_000,
  );
}

const attachmentOf = (email: { attachments: unknown }) => {
  const list = email.attachments as StoredAttachment[] | null;
  expect(list).toHaveLength(1);
  return list![0]!;
};
const prop = (ics: string, name: string) => icsLines(ics).find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));

/** A well-formed single-event calendar: CRLF lines of at most 75 octets, blocks balanced. */
function expectValidIcs(ics: string) {
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const lines = icsLines(ics);
  expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(1);
  for (const name of ['VERSION', 'PRODID', 'METHOD', 'UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SEQUENCE']) {
    expect(prop(ics, name), name).toBeDefined();
  }
}

describe('session emails', () => {
  it('on creation, sends the client and the coach a confirmation with a REQUEST .ics in their own zone', async () => {
    const pair = await buildCoaching(server, apart);
    const at = new Date(clock.now().getTime() + 3 * DAY_MS);
    at.setUTCHours(15, 0, 0, 0);
    const session = await insertSession(server, pair, {
      scheduledAt: at,
      sessionGoals: 'Plan the quarter',
      coachNotes: 'SECRET-COACH-NOTE',
    });
    server.ctx.events.publish('session.changed', { session, change: 'created', actorId: pair.coach.user.id });

    const [toClient] = await waitForEmails(pair.client.user.email, 1);
    const [toCoach] = await waitForEmails(pair.coach.user.email, 1);
    expect(toClient!.userId).toBe(pair.client.user.id);
    expect(toClient!.textBody).toContain(formatWhen(at, 'Europe/London'));
    expect(toClient!.textBody).toContain('(Europe/London)');
    expect(toClient!.textBody).toContain('Cora User');
    expect(toClient!.textBody).toContain('Plan the quarter');
    expect(toClient!.textBody).toContain('https://coach.example.test/coaching');
    expect(toCoach!.textBody).toContain(formatWhen(at, 'America/New_York'));
    expect(toCoach!.textBody).toContain('https://coach.example.test/coach/sessions');
    for (const email of [toClient!, toCoach!]) {
      expect(email.subject).toMatch(/^Coaching session scheduled: /);
      expect(email.textBody).not.toContain('SECRET-COACH-NOTE');
      const file = attachmentOf(email);
      expect(file).toMatchObject({ filename: 'session.ics', method: 'REQUEST' });
      expect(file.contentType).toContain('text/calendar');
      expectValidIcs(file.content);
      const lines = icsLines(file.content);
      expect(lines).toContain('METHOD:REQUEST');
      expect(lines).toContain(`UID:${session.id}@coach.example.test`);
      expect(lines).toContain('SEQUENCE:0');
      expect(lines).toContain(`DTSTART:${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`);
      expect(prop(file.content, 'ORGANIZER')).toMatch(new RegExp(`mailto:${pair.coach.user.email}$`, 'i'));
      expect(prop(file.content, 'ATTENDEE')).toMatch(new RegExp(`mailto:${pair.client.user.email}$`, 'i'));
      expect(file.content).not.toContain('SECRET-COACH-NOTE');
    }
    expect(prop(attachmentOf(toClient!).content, 'SUMMARY')).toBe('SUMMARY:Coaching session with Cora User');

    // The development mailbox lists them.
    const outbox = await call(server, 'GET', `/api/dev/outbox?to=${encodeURIComponent(pair.client.user.email)}`);
    expect(outbox.statusCode).toBe(200);
    const listed = (outbox.json().data as { subject: string; attachments: StoredAttachment[] }[]).find(
      (e) => e.subject === toClient!.subject,
    );
    expect(listed?.attachments).toEqual([
      { filename: 'session.ics', contentType: attachmentOf(toClient!).contentType, content: attachmentOf(toClient!).content },
    ]);
    // The page shows the newest 100 of the shared database: any session email's file will do.
    expect((await call(server, 'GET', '/dev/mailbox')).body).toContain('Attached: session.ics (text/calendar');
  });

  it('on reschedule, sends an update with the same UID and the higher SEQUENCE, and re-arms reminders', async () => {
    const pair = await buildCoaching(server, apart);
    const first = new Date(clock.now().getTime() + 20 * HOUR);
    const created = await insertSession(server, pair, { scheduledAt: first });
    await sendDueReminders(server.ctx);
    expect((await reminderMarks(server.ctx.db, created.id)).reminderDaySentAt).not.toBeNull();
    const moved = new Date(first.getTime() + 2 * DAY_MS);
    await changeSession(server, created, 'rescheduled', { scheduledAt: moved, icsSequence: 1 });

    // Each has had the 24 h reminder of the first time already.
    const toClient = (await waitForEmails(pair.client.user.email, 2)).find((e) => e.subject.startsWith('Coaching session moved'));
    const toCoach = (await waitForEmails(pair.coach.user.email, 2)).find((e) => e.subject.startsWith('Coaching session moved'));
    for (const email of [toClient!, toCoach!]) {
      expect(email.subject).toMatch(/^Coaching session moved to /);
      const lines = icsLines(attachmentOf(email).content);
      expect(lines).toContain('METHOD:REQUEST');
      expect(lines).toContain(`UID:${created.id}@coach.example.test`);
      expect(lines).toContain('SEQUENCE:1');
      expect(lines).toContain(`DTSTART:${moved.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`);
    }
    expect(toClient!.textBody).toContain(`New time: ${formatWhen(moved, 'Europe/London')}`);
    expect(toClient!.textBody).toContain(`Was: ${formatWhen(first, 'Europe/London')}`);
    expect((await reminderMarks(server.ctx.db, created.id)).reminderDaySentAt).toBeNull();
  });

  it('on cancel, sends METHOD:CANCEL with STATUS:CANCELLED, the same UID and a higher SEQUENCE', async () => {
    const pair = await buildCoaching(server, apart);
    const created = await insertSession(server, pair, { scheduledAt: new Date(clock.now().getTime() + 2 * DAY_MS), icsSequence: 1 });
    await changeSession(server, created, 'cancelled', { status: 'CANCELLED', icsSequence: 2, cancelReason: 'Schedule conflict' });

    const [toClient] = await waitForEmails(pair.client.user.email, 1);
    const [toCoach] = await waitForEmails(pair.coach.user.email, 1);
    for (const email of [toClient!, toCoach!]) {
      expect(email.subject).toMatch(/^Coaching session cancelled: /);
      expect(email.textBody).toContain('Reason: Schedule conflict');
      const file = attachmentOf(email);
      expect(file.method).toBe('CANCEL');
      expectValidIcs(file.content);
      const lines = icsLines(file.content);
      expect(lines).toEqual(
        expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', 'SEQUENCE:2', `UID:${created.id}@coach.example.test`]),
      );
    }
  });

  it('on a no-show, emails the client only; a notes change emails nobody', async () => {
    const pair = await buildCoaching(server, apart);
    const created = await insertSession(server, pair, { scheduledAt: new Date(clock.now().getTime() - 2 * HOUR) });
    await changeSession(server, created, 'notes', { coachNotes: 'late again' });
    const noShow = await changeSession(server, created, 'status', { status: 'NO_SHOW' });

    const [toClient] = await waitForEmails(pair.client.user.email, 1);
    expect(toClient!.subject).toBe('We missed you at your coaching session');
    expect(toClient!.textBody).toContain(formatWhen(noShow.scheduledAt, 'Europe/London'));
    expect(toClient!.textBody).not.toContain('late again');
    expect(toClient!.attachments).toBeNull();
    await server.ctx.jobs.runDue(50);
    expect(await emailsTo(server, pair.coach.user.email)).toHaveLength(0);
    expect(await emailsTo(server, pair.client.user.email)).toHaveLength(1);
  });
});

describe('through the sessions calls', () => {
  it('books, moves and cancels: REQUEST, then the same UID with SEQUENCE 1, then CANCEL with SEQUENCE 2', async () => {
    const c = await buildCoaching(server, { coachZone: 'America/New_York' });
    const from = clock.now().getTime();
    const session = await createSession(server, c.coach.token, { clientId: c.client.user.id, scheduledAt: gridAt(48, from), duration: 60 });
    const put = (path: string, payload: object) =>
      call(server, 'PUT', `/api/sessions/${session.id}/${path}`, { token: c.coach.token, payload });
    const calendars = async (n: number) =>
      (await waitForEmails(c.client.user.email, n)).map((e) => e.attachments && icsLines(attachmentOf(e).content));
    const uid = `UID:${session.id}@coach.example.test`;

    expect((await calendars(1))[0]).toEqual(expect.arrayContaining(['METHOD:REQUEST', uid, 'SEQUENCE:0']));
    expect((await put('reschedule', { scheduledAt: gridAt(72, from) })).statusCode).toBe(200);
    expect((await calendars(2))[1]).toEqual(expect.arrayContaining(['METHOD:REQUEST', uid, 'SEQUENCE:1']));
    expect((await put('cancel', { reason: 'Personal illness' })).statusCode).toBe(200);
    expect((await calendars(3))[2]).toEqual(expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', uid, 'SEQUENCE:2']));
    expect((await waitForEmails(c.coach.user.email, 3)).map((e) => e.subject.split(':')[0])).toEqual([
      'Coaching session scheduled',
      expect.stringMatching(/^Coaching session moved to/),
      'Coaching session cancelled',
    ]);
  });
});

describe('a client request', () => {
  it('tells the client it is asked for and the coach it waits for them; the confirmation reaches the client only', async () => {
    const c = await buildCoaching(server, { open: true });
    // The weekly pattern counts from the day it was made; this file's clock runs a year back.
    await server.ctx.db.deleteFrom('availabilityPatterns').where('coachId', '=', c.coach.user.id).execute();
    await server.ctx.db
      .insertInto('availabilityPatterns')
      .values({
        coachId: c.coach.user.id,
        type: 'RECURRING',
        rrule: 'FREQ=WEEKLY;BYDAY=SU,MO,TU,WE,TH,FR,SA',
        startTime: '00:00',
        endTime: '23:30',
        createdAt: new Date(clock.now().getTime() - DAY_MS),
      })
      .execute();
    const session = await createSession(server, c.client.token, {
      coachId: c.coach.user.id,
      scheduledAt: openSlotAt(30, clock.now().getTime()),
      duration: 60,
    });
    expect(session.status).toBe('SCHEDULED');
    const [asked] = await waitForEmails(c.client.user.email, 1);
    expect(asked!.subject).toMatch(/^Coaching session requested: /);
    expect(asked!.textBody).toContain('will confirm it');
    const [request] = await waitForEmails(c.coach.user.email, 1);
    expect(request!.subject).toMatch(/^New session request: /);
    expect(request!.textBody).toContain('Cleo User booked a coaching session with you');
    expect(icsLines(attachmentOf(request!).content)).toContain('METHOD:REQUEST');
    // Asked for, not yet confirmed: both calendars hold it as tentative.
    const askedIcs = attachmentOf(asked!).content;
    expect(icsLines(askedIcs)).toEqual(expect.arrayContaining(['STATUS:TENTATIVE', 'SEQUENCE:0']));
    expect(icsLines(attachmentOf(request!).content)).toContain('STATUS:TENTATIVE');

    const res = await call(server, 'PUT', `/api/sessions/${session.id}/status`, { token: c.coach.token, payload: { status: 'CONFIRMED' } });
    expect(res.statusCode, res.body).toBe(200);
    const [, confirmed] = await waitForEmails(c.client.user.email, 2);
    expect(confirmed!.subject).toMatch(/^Coaching session confirmed: /);
    expect(confirmed!.textBody).toContain('Cora User confirmed your coaching session');
    // The coach's confirmation updates the client's event: same UID, a higher SEQUENCE, confirmed.
    const confirmedIcs = attachmentOf(confirmed!).content;
    expectValidIcs(confirmedIcs);
    expect(icsLines(confirmedIcs)).toEqual(expect.arrayContaining(['METHOD:REQUEST', 'STATUS:CONFIRMED', 'SEQUENCE:1']));
    expect(prop(confirmedIcs, 'UID')).toBe(prop(askedIcs, 'UID'));
    await server.ctx.jobs.runDue(50);
    expect(await emailsTo(server, c.coach.user.email)).toHaveLength(1);
  });
});

describe('the sessions.remind job', () => {
  it('sends the 24 h and the 1 h reminder once each, only for live sessions not yet started', async () => {
    const pair = await buildCoaching(server, apart);
    const other = await buildCoaching(server, apart);
    const t0 = clock.now().getTime();
    const live = await insertSession(server, pair, { scheduledAt: new Date(t0 + 25 * HOUR) });
    const soon = await insertSession(server, other, { scheduledAt: new Date(t0 + 30 * 60_000), status: 'CONFIRMED' });
    await insertSession(server, pair, { scheduledAt: new Date(t0 + 26 * HOUR), status: 'CANCELLED' });
    await insertSession(server, pair, { scheduledAt: new Date(t0 + 27 * HOUR), status: 'COMPLETED' });
    await insertSession(server, pair, { scheduledAt: new Date(t0 + 28 * HOUR), status: 'NO_SHOW' });
    const reminders = async (p: typeof pair) =>
      (await emailsTo(server, p.client.user.email)).filter((e) => e.subject.startsWith('Reminder'));

    // Now: only the session in 30 minutes is due, and it gets the 1 hour reminder alone, saying the time left.
    await sendDueReminders(server.ctx);
    expect((await reminders(other)).map((e) => e.subject)).toEqual(['Reminder: coaching session in 30 minutes']);
    expect(await reminders(pair)).toHaveLength(0);

    // Two hours on: the live session is 23 hours away. Two runs at once send it once.
    clock.advance(2 * HOUR);
    await Promise.all([sendDueReminders(server.ctx), sendDueReminders(server.ctx)]);
    await sendDueReminders(server.ctx);
    const day = await reminders(pair);
    expect(day.map((e) => e.subject)).toEqual(['Reminder: coaching session in 23 hours']);
    expect(day[0]!.textBody).toContain(formatWhen(live.scheduledAt, 'Europe/London'));
    const coachDay = (await emailsTo(server, pair.coach.user.email)).filter((e) => e.subject.startsWith('Reminder'));
    expect(coachDay).toHaveLength(1);
    expect(coachDay[0]!.textBody).toContain(formatWhen(live.scheduledAt, 'America/New_York'));
    // The session that started meanwhile gets nothing more.
    expect(await reminders(other)).toHaveLength(1);

    // 22 hours on: the 1 hour reminder, once.
    clock.advance(22 * HOUR);
    await sendDueReminders(server.ctx);
    await sendDueReminders(server.ctx);
    expect((await reminders(pair)).map((e) => e.subject)).toEqual([
      'Reminder: coaching session in 23 hours',
      'Reminder: coaching session in 1 hour',
    ]);
    const row = await reminderMarks(server.ctx.db, soon.id);
    expect(row.reminderDaySentAt).not.toBeNull();
    expect(row.reminderHourSentAt).not.toBeNull();

    // After the start, nothing; the cancelled, completed and no-show sessions never had any.
    clock.advance(3 * HOUR);
    expect(await sendDueReminders(server.ctx)).toBe(0);
    expect(await reminders(pair)).toHaveLength(2);
  });

  it('skips a reminder whose window the booking email already fell in, and re-arms a moved session', async () => {
    const pair = await buildCoaching(server, apart);
    const t0 = clock.now().getTime();
    const session = await insertSession(server, pair, { scheduledAt: new Date(t0 + 3 * HOUR) });
    server.ctx.events.publish('session.changed', { session, change: 'created', actorId: pair.coach.user.id });
    await waitForEmails(pair.client.user.email, 1);
    const marks = await reminderMarks(server.ctx.db, session.id);
    expect(marks.reminderDaySentAt).not.toBeNull();
    expect(marks.reminderHourSentAt).toBeNull();
    const reminders = async () => (await emailsTo(server, pair.client.user.email)).filter((e) => e.subject.startsWith('Reminder'));
    await sendDueReminders(server.ctx);
    expect(await reminders()).toHaveLength(0);

    // Moved to two days later: both reminders are armed again, and the 24 h one goes out in time.
    const moved = await changeSession(server, session, 'rescheduled', { scheduledAt: new Date(t0 + 48 * HOUR), icsSequence: 1 });
    await waitForEmails(pair.client.user.email, 2);
    expect(await reminderMarks(server.ctx.db, session.id)).toEqual({ reminderDaySentAt: null, reminderHourSentAt: null });
    clock.advance(24 * HOUR + 30_000);
    await sendDueReminders(server.ctx);
    expect((await reminders()).map((e) => e.subject)).toEqual(['Reminder: coaching session in 24 hours']);
    expect((await reminders())[0]!.textBody).toContain(formatWhen(moved.scheduledAt, 'Europe/London'));
  });

  it('is registered with the notice job and scheduled every minute', () => {
    // Read from the runner itself: enqueuing the real schedule here would let another file's server run it.
    const jobs = server.ctx.jobs as unknown as { handlers: Map<string, unknown>; schedules: Map<string, { everyMs: number }> };
    expect(jobs.handlers.has(SESSION_NOTICE_JOB)).toBe(true);
    expect(jobs.handlers.has(SESSION_REMINDERS_JOB)).toBe(true);
    expect(jobs.schedules.get(SESSION_REMINDERS_JOB)?.everyMs).toBe(60_000);
  });
});
