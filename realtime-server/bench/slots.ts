/**
 * `npm run bench`, second part: GET /api/sessions/available/{coachId} for a coach with weekly
 * availability, 20 one-time blocks and 300 booked sessions, next to bare Fastify measured in the
 * same run; and how the cost grows from 30 to 90 days (requests/s through the server, and the slot
 * computation alone in this process). See realtime-server/bench/NOTES.md.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { AVAILABILITY_PRESETS } from '@coach/contract';
import { clearSlotCaches, computeSlots, type SlotPattern } from '../src/modules/sessions/slots/free-slots.ts';
import {
  HTTP_SECONDS,
  benchDatabase,
  cannon,
  measureBare,
  pass,
  printHeading,
  runBench,
  seedCoachAndClient,
  setTimeZone,
  signToken,
  startAppServer,
  startBenchServer,
  step,
  stopChild,
  withDatabase,
  writeResults,
} from './http-bench.ts';

const DB = benchDatabase('slots');
const ZONE = 'America/New_York';
const DAY_MS = 24 * 60 * 60 * 1000;
const BLOCKS = 20;
const SESSIONS = 300;

// ---------------------------------------------------------------- seed

interface World {
  coachId: string;
  clientId: string;
  patterns: SlotPattern[];
  busy: { start: number; end: number }[];
}

/** One coach in New York: business hours every weekday, 20 evening blocks, 300 half-hour sessions in the next 30 days. */
async function seed(db: pg.Client, now: Date): Promise<World> {
  const { coachId, clientId } = await seedCoachAndClient(db);
  await setTimeZone(db, coachId, ZONE);

  const business = AVAILABILITY_PRESETS.business;
  const anchor = new Date(now.getTime() - 7 * DAY_MS);
  const weekly = await db.query<{ id: string }>(
    `insert into availability_patterns (coach_id, type, rrule, start_time, end_time, title, created_at) values ($1, 'RECURRING', $2, $3, $4, 'Business hours', $5) returning id`,
    [coachId, business.rrule, business.startTime, business.endTime, anchor],
  );
  const patterns: SlotPattern[] = [
    {
      id: weekly.rows[0]!.id,
      type: 'RECURRING',
      rrule: business.rrule,
      specificDate: null,
      startTime: business.startTime,
      endTime: business.endTime,
      anchorDate: anchor.toISOString().slice(0, 10),
    },
  ];
  for (let i = 0; i < BLOCKS; i++) {
    const day = new Date(now.getTime() + (1 + Math.floor((i * 29) / BLOCKS)) * DAY_MS).toISOString().slice(0, 10);
    const r = await db.query<{ id: string }>(
      `insert into availability_patterns (coach_id, type, specific_date, start_time, end_time, title) values ($1, 'STATIC', $2, '18:00', '20:30', 'Evening') returning id`,
      [coachId, day],
    );
    patterns.push({
      id: r.rows[0]!.id,
      type: 'STATIC',
      rrule: null,
      specificDate: day,
      startTime: '18:00',
      endTime: '20:30',
      anchorDate: day,
    });
  }
  // Every 2 h 20 min from the next hour: 300 sessions spread over the 30 days, many inside availability.
  const first = Math.ceil(now.getTime() / 3_600_000) * 3_600_000 + 3_600_000;
  const busy = Array.from({ length: SESSIONS }, (_, i) => ({
    start: first + i * 140 * 60_000,
    end: first + i * 140 * 60_000 + 30 * 60_000,
  }));
  await db.query(
    `insert into sessions (coach_id, client_id, scheduled_at, duration, ends_at, status, title, source)
     select $1, $2, s, 30, s + interval '30 minutes', 'SCHEDULED', 'Bench session', 'booking' from unnest($3::timestamptz[]) s`,
    [coachId, clientId, busy.map((b) => new Date(b.start))],
  );
  return { coachId, clientId, patterns, busy };
}

/**
 * The slot computation alone, in this process: microseconds per call over the range, as a request
 * runs it (its caches warm: the same patterns and days as the call before) or cold (caches cleared
 * before each call: the rules parsed, the days expanded, every zone offset read again).
 */
function computeCost(world: World, now: Date, days: number, cold: boolean): { microsPerCall: number; slots: number } {
  const input = {
    patterns: world.patterns,
    timeZone: ZONE,
    from: now,
    to: new Date(now.getTime() + days * DAY_MS),
    durationMinutes: 60,
    busy: world.busy,
    bufferMinutes: 0,
    earliest: now,
    coachName: 'Bench Coach',
  };
  let slots = 0;
  for (let i = 0; i < 200; i++) slots = computeSlots(input).length; // warm-up
  const rounds: number[] = [];
  for (let r = 0; r < 5; r++) {
    const t = performance.now();
    for (let i = 0; i < 300; i++) {
      if (cold) clearSlotCaches();
      computeSlots(input);
    }
    rounds.push(((performance.now() - t) * 1000) / 300);
  }
  return { microsPerCall: Math.round(rounds.sort((a, b) => a - b)[2]! * 10) / 10, slots };
}

// ---------------------------------------------------------------- main

async function main() {
  const { server, serverEnv } = await startBenchServer('slots', DB);
  const now = new Date();
  const world = await withDatabase(DB.url, (db) => seed(db, now));

  const url = (days: number) =>
    `${server.url}/api/sessions/available/${world.coachId}?startDate=${encodeURIComponent(now.toISOString())}&endDate=${encodeURIComponent(new Date(now.getTime() + days * DAY_MS).toISOString())}`;
  const auth = (id: string) => ({ authorization: `Bearer ${signToken(id)}` });
  const sample = await fetch(url(30), { headers: auth(world.clientId) });
  const body = (await sample.json()) as { data?: { availableSlots: unknown[] } };
  if (sample.status !== 200 || !body.data) throw new Error(`GET available answered ${sample.status}: ${JSON.stringify(body)}`);
  step(
    `seeded: weekly business hours, ${BLOCKS} one-time blocks, ${SESSIONS} sessions; a 30-day answer holds ${body.data.availableSlots.length} slots`,
  );

  step(`autocannon: GET available, 30 days, as the client, 50 connections, ${HTTP_SECONDS} s (+2 s warm-up)`);
  const client30 = await cannon(url(30), auth(world.clientId));
  step('autocannon: the same as the coach, 30 days, then 90 days');
  const coach30 = await cannon(url(30), auth(world.coachId));
  const coach90 = await cannon(url(90), auth(world.coachId));
  await stopChild(server);
  // The same read with the node's caches off (READ_CACHE_MB=0): every request reads the database
  // and computes, as the first read of each widget does. Reported, no target.
  step('autocannon: GET available, 30 days, as the client, caches off');
  const uncachedServer = await startAppServer({ ...serverEnv, READ_CACHE_MB: '0' });
  const uncached30 = await cannon(url(30).replace(server.url, uncachedServer.url), auth(world.clientId));
  await stopChild(uncachedServer);
  const bare = await measureBare();
  const compute30 = computeCost(world, now, 30, false);
  const compute90 = computeCost(world, now, 90, false);
  const cold30 = computeCost(world, now, 30, true);
  const cold90 = computeCost(world, now, 90, true);

  const pct = (client30.requestsPerS / bare.requestsPerS) * 100;
  const requestRatio = coach30.requestsPerS / coach90.requestsPerS;
  const computeRatio = compute90.microsPerCall / compute30.microsPerCall;
  const coldRatio = cold90.microsPerCall / cold30.microsPerCall;
  const ok2xx = client30.non2xx + coach30.non2xx + coach90.non2xx === 0;
  printHeading('Slots benchmark');
  console.log(
    `  GET available 30 days (client): ${client30.requestsPerS} req/s, p99 ${client30.latencyP99Ms} ms, non-2xx ${client30.non2xx}`,
  );
  console.log(`  bare Fastify:                   ${bare.requestsPerS} req/s`);
  console.log(`  -> ${pct.toFixed(1)}% of bare Fastify, target >= 20%: ${pass(pct >= 20 && ok2xx)}`);
  console.log(
    `  every read computed (caches off): ${uncached30.requestsPerS} req/s, ${((uncached30.requestsPerS / bare.requestsPerS) * 100).toFixed(1)}% of bare Fastify (no target)`,
  );
  console.log(
    `  coach 30 days ${coach30.requestsPerS} req/s, 90 days ${coach90.requestsPerS} req/s -> a 90-day request costs ${requestRatio.toFixed(2)}x a 30-day one, target <= 3.5x: ${pass(requestRatio <= 3.5)}`,
  );
  console.log(
    `  computation alone: 30 days ${compute30.microsPerCall} µs (${compute30.slots} slots), 90 days ${compute90.microsPerCall} µs (${compute90.slots} slots) -> ${computeRatio.toFixed(2)}x, target <= 3.5x: ${pass(computeRatio <= 3.5)}`,
  );
  console.log(
    `  computation cold (caches cleared): 30 days ${cold30.microsPerCall} µs, 90 days ${cold90.microsPerCall} µs -> ${coldRatio.toFixed(2)}x, target <= 3.5x: ${pass(coldRatio <= 3.5)}`,
  );
  const results = {
    startedAt: now.toISOString(),
    httpSeconds: HTTP_SECONDS,
    loadavg: loadavg(),
    client30,
    uncached30,
    coach30,
    coach90,
    bare,
    percentOfBare: pct,
    requestRatio,
    compute30,
    compute90,
    computeRatio,
    cold30,
    cold90,
    coldRatio,
  };
  const file = writeResults('slots', results);
  step(`results written to ${file}`);
}

await runBench('slots', DB, main);
