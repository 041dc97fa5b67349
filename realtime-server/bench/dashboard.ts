/**
 * `npm run bench`, the coach-dashboard part: GET /api/coaches/me/dashboard for a coach with 30
 * active clients (rooms of 40 messages each, notes, goals, activity streaks), 180 sessions around
 * now with ratings and weekly availability, next to bare Fastify measured in the same run. Target:
 * at least 20% of bare Fastify's requests/s (one node: answers cached per coach until a change,
 * modules/workspace/dashboard-cache.ts); the same with the caches off is reported. Runnable alone:
 * `node --import tsx realtime-server/bench/dashboard.ts` (BENCH_HTTP_SECONDS, BENCH_POSTGRES_URL).
 */
import { loadavg } from 'node:os';
import type pg from 'pg';
import { AI_COACH_USER_ID, AVAILABILITY_PRESETS, ROLE, ZCoachDashboard } from '@coach/contract';
import {
  HTTP_SECONDS,
  benchDatabase,
  cannon,
  measureBare,
  pass,
  printHeading,
  runBench,
  setTimeZone,
  signToken,
  startAppServer,
  startBenchServer,
  step,
  stopChild,
  withDatabase,
  writeResults,
} from './http-bench.ts';

const DB = benchDatabase('dashboard');
const ZONE = 'America/New_York';
const CLIENTS = 30;
const MESSAGES_PER_ROOM = 40;
const NOTES_PER_CLIENT = 20;
const ACTIVITY_DAYS = 60;

// ---------------------------------------------------------------- seed

/**
 * One coach in New York with 30 active clients, each with a room (40 messages of the client, the
 * AI coach and the coach over 20 days; a third of the rooms unread, some never answered), 20
 * notes, three goals (one overdue, one completed), 60 days of activity for half of them, and six
 * sessions from 40 days ago to 25 days ahead (completed, no-show, cancelled, booked), a rating
 * on each completed one; weekly business hours. Another coach with a client, to be left out.
 */
async function seed(db: pg.Client): Promise<{ coachId: string }> {
  const coach = await db.query<{ id: string }>(
    `insert into users (first_name, last_name, email, primary_role_id, email_verified) values ('Bench', 'Coach', 'coach@bench.invalid', $1, true) returning id`,
    [ROLE.COACH],
  );
  const coachId = coach.rows[0]!.id;
  await setTimeZone(db, coachId, ZONE);
  const clients = await db.query<{ id: string; n: number }>(
    `insert into users (first_name, last_name, email, primary_role_id, email_verified)
     select 'Client', 'No ' || i, 'client-' || i || '@bench.invalid', $2, true from generate_series(1, $1) i
     returning id, substring(email from 8 for position('@' in email) - 8)::int as n`,
    [CLIENTS, ROLE.CUSTOMER],
  );
  const clientIds = clients.rows.sort((a, b) => a.n - b.n).map((r) => r.id);
  await db.query(
    `insert into coach_clients (coach_id, client_id, started_at)
     select $1, c, now() - (ord * interval '3 days') from unnest($2::uuid[]) with ordinality as t(c, ord)`,
    [coachId, clientIds],
  );
  const rooms = await db.query<{ id: string; client_id: string }>(
    `insert into rooms (name, client_id, human_coach_id, ai_coach_id, ai_interaction_level)
     select 'Bench room ' || ord, c, $1, $3, 'LIMITED' from unnest($2::uuid[]) with ordinality as t(c, ord) returning id, client_id`,
    [coachId, clientIds, AI_COACH_USER_ID],
  );
  const roomIds = clientIds.map((c) => rooms.rows.find((r) => r.client_id === c)!.id);
  // Messages first: the members' counters are computed when they are added.
  await db.query(
    `insert into messages (room_id, user_id, content, created_at)
     select r, case when k % 3 = 0 then c when k % 3 = 1 then $3::uuid when ord % 5 = 0 then c else $4::uuid end,
       'Bench message ' || k || ' of room ' || ord, now() - ((${MESSAGES_PER_ROOM} - k) * interval '12 hours') - (ord * interval '7 minutes')
     from unnest($1::uuid[], $2::uuid[]) with ordinality as t(r, c, ord), generate_series(1, ${MESSAGES_PER_ROOM}) k
     order by ord, k`,
    [roomIds, clientIds, AI_COACH_USER_ID, coachId],
  );
  // Two rooms in three read to the end by the coach.
  await db.query(
    `insert into room_reads (room_id, user_id, last_read_seq)
     select r, $2, (select max(seq) from messages where room_id = r) from unnest($1::uuid[]) with ordinality as t(r, ord) where ord % 3 <> 0`,
    [roomIds, coachId],
  );
  await db.query(
    `insert into room_members (room_id, user_id, role)
     select r, c, 'client' from unnest($1::uuid[], $2::uuid[]) as t(r, c)
     union all select r, $3::uuid, 'coach' from unnest($1::uuid[]) as t(r)
     union all select r, $4::uuid, 'ai_coach' from unnest($1::uuid[]) as t(r)`,
    [roomIds, clientIds, coachId, AI_COACH_USER_ID],
  );
  await db.query(
    `insert into room_activity (room_id, user_id, day, count)
     select r, c, (now() - d * interval '1 day')::date, 3 from unnest($1::uuid[], $2::uuid[]) with ordinality as t(r, c, ord),
       generate_series(0, ${ACTIVITY_DAYS - 1}) d where ord % 2 = 0`,
    [roomIds, clientIds],
  );
  await db.query(
    `insert into notes (coach_id, coachee_id, author_id, note_type, title, content, is_private, created_at)
     select $1, c, case when k % 7 = 0 then c else $1 end, case when k % 7 = 0 then 'GENERAL_COACHEE' else 'GENERAL_COACH' end,
       'Note ' || k, repeat('Notes on the session and the plan for the weeks ahead. ', 6), k % 7 = 0, now() - k * interval '1 day'
     from unnest($2::uuid[]) as t(c), generate_series(1, ${NOTES_PER_CLIENT}) k`,
    [coachId, clientIds],
  );
  await db.query(
    `insert into goals (room_id, created_by, title, due_date, completed_at, validation_score, smart_breakdown)
     select r, c, g.title, (now() + g.due * interval '1 day')::date, case when g.done then now() end, 50, '{}'
     from unnest($1::uuid[], $2::uuid[]) as t(r, c),
       (values ('Run 5k', -4, false), ('Read a book', 20, false), ('Sleep by eleven', -10, true)) as g(title, due, done)`,
    [roomIds, clientIds],
  );
  // Six sessions per client, each client's two hours after the previous one's: none overlap.
  await db.query(
    `insert into sessions (coach_id, client_id, relationship_id, scheduled_at, duration, ends_at, status, title, session_goals, cancelled_at, source)
     select $1, cc.client_id, cc.id, at, 45, at + interval '45 minutes', st.status, 'Coaching Session',
       case when ord % 2 = 0 then 'Review the goals' end, case when st.status = 'CANCELLED' then at - interval '2 hours' end, 'coach'
     from (select client_id, id, row_number() over (order by client_id) as ord from coach_clients where coach_id = $1) cc,
       (values (1, -40, 'COMPLETED'), (2, -20, 'COMPLETED'), (3, -10, 'NO_SHOW'), (4, -5, 'CANCELLED'), (5, 2, 'CONFIRMED'), (6, 25, 'SCHEDULED')) as st(k, days, status),
       lateral (select date_trunc('hour', now()) + st.days * interval '1 day' + cc.ord * interval '2 hours' as at) s`,
    [coachId],
  );
  await db.query(
    `insert into session_feedback (session_id, identity, user_id, role, rating, created_at)
     select s.id, s.client_id::text, s.client_id, 'coachee', 3 + (row_number() over (order by s.id)) % 3, s.scheduled_at + interval '1 hour'
     from sessions s where s.coach_id = $1 and s.status = 'COMPLETED'`,
    [coachId],
  );
  const business = AVAILABILITY_PRESETS.business;
  await db.query(
    `insert into availability_patterns (coach_id, type, rrule, start_time, end_time, title, created_at) values ($1, 'RECURRING', $2, $3, $4, 'Business hours', now() - interval '60 days')`,
    [coachId, business.rrule, business.startTime, business.endTime],
  );
  await db.query(`insert into booking_rules (coach_id) values ($1)`, [coachId]);
  // Someone else's coaching, which the dashboard must leave out.
  const other = await db.query<{ id: string }>(
    `insert into users (first_name, last_name, email, primary_role_id, email_verified) values ('Other', 'Coach', 'other@bench.invalid', $1, true), ('Other', 'Client', 'other-client@bench.invalid', $2, true) returning id`,
    [ROLE.COACH, ROLE.CUSTOMER],
  );
  await db.query(`insert into coach_clients (coach_id, client_id) values ($1, $2)`, [other.rows[0]!.id, other.rows[1]!.id]);
  await db.query('analyze');
  return { coachId };
}

// ---------------------------------------------------------------- main

async function main() {
  const { server, serverEnv } = await startBenchServer('dashboard', DB);
  const { coachId } = await withDatabase(DB.url, seed);

  const url = `${server.url}/api/coaches/me/dashboard`;
  const headers = { authorization: `Bearer ${signToken(coachId)}` };
  const sample = await fetch(url, { headers });
  const body = (await sample.json()) as { data?: unknown };
  if (sample.status !== 200 || !body.data) throw new Error(`GET dashboard answered ${sample.status}: ${JSON.stringify(body)}`);
  const dashboard = ZCoachDashboard.parse(body.data);
  const bytes = JSON.stringify(body).length;
  step(
    `seeded: ${dashboard.clients.length} clients, ${dashboard.upcomingSessions.length} upcoming sessions, ${dashboard.attention.length} attention items; the answer is ${(bytes / 1024).toFixed(1)} kB`,
  );
  if (dashboard.clients.length !== CLIENTS) throw new Error(`the dashboard lists ${dashboard.clients.length} clients, not ${CLIENTS}`);

  step(`autocannon: GET /api/coaches/me/dashboard as the coach, 50 connections, ${HTTP_SECONDS} s (+2 s warm-up)`);
  const dash = await cannon(url, headers);
  await stopChild(server);
  // The same call with the node's caches off (READ_CACHE_MB=0): every request reads the database
  // and computes, as a coach's first load does. Reported, no target.
  step('autocannon: GET /api/coaches/me/dashboard, caches off');
  const uncachedServer = await startAppServer({ ...serverEnv, READ_CACHE_MB: '0' });
  const uncached = await cannon(url.replace(server.url, uncachedServer.url), headers);
  await stopChild(uncachedServer);
  const bare = await measureBare();

  const pct = (dash.requestsPerS / bare.requestsPerS) * 100;
  printHeading('Dashboard benchmark');
  console.log(
    `  GET dashboard (30 clients): ${dash.requestsPerS} req/s, p50 ${dash.latencyP50Ms} ms, p99 ${dash.latencyP99Ms} ms, non-2xx ${dash.non2xx}, errors ${dash.errors}`,
  );
  console.log(`  bare Fastify:               ${bare.requestsPerS} req/s`);
  console.log(`  -> ${pct.toFixed(1)}% of bare Fastify, target >= 20%: ${pass(pct >= 20 && dash.non2xx === 0)}`);
  console.log(
    `  every read computed (caches off): ${uncached.requestsPerS} req/s, p99 ${uncached.latencyP99Ms} ms, ${((uncached.requestsPerS / bare.requestsPerS) * 100).toFixed(1)}% of bare Fastify (no target)`,
  );
  const results = {
    startedAt: new Date().toISOString(),
    httpSeconds: HTTP_SECONDS,
    loadavg: loadavg(),
    clients: CLIENTS,
    answerBytes: bytes,
    dashboard: dash,
    uncached,
    bare,
    percentOfBare: pct,
  };
  const file = writeResults('dashboard', results);
  step(`results written to ${file}`);
}

await runBench('dashboard', DB, main);
