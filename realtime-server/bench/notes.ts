/**
 * `npm run bench`, the notebook's search: GET /api/notes?coacheeId=..&q=<word> for a coach with
 * 10,000 notes on one client, the word in 1% of them, next to bare Fastify measured in the same run
 * (target: at least 20% of its requests/s). A single node answers a repeated read from its cache
 * (modules/notes/notes-cache.ts). Also reported, without a target: the same search with the caches
 * off (READ_CACHE_MB=0: every request reads the database), the notebook's first page without a
 * search, and the plans PostgreSQL chose (the search must be answered by the pg_trgm indexes of
 * migration 20261129090000, not a scan of the coach's notes).
 * Run alone: `node --import tsx realtime-server/bench/notes.ts` (PostgreSQL at TEST_POSTGRES_URL).
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import { ROLE, type TNotesResult } from '@coach/contract';
import { createDb } from '@coach/db';
import { notesPageQuery, notesTallyQuery, type NotesFilter } from '../src/modules/notes/queries.ts';
import {
  HTTP_SECONDS,
  benchDatabase,
  cannon,
  measureBare,
  pass,
  printHeading,
  runBench,
  seedCoachAndClient,
  signToken,
  startAppServer,
  startBenchServer,
  step,
  stopChild,
  withDatabase,
  writeResults,
} from './http-bench.ts';

const DB = benchDatabase('notes');
const NOTES = 10_000;
const SESSIONS = 40;
/** The searched word, in 1% of the coach's notes: every 200th in the title, every 200th in the content. */
const WORD = 'marathon';
const WORD_EVERY = 200;
/**
 * The other notebooks of the deployment: a notes table that holds one coach's notes only is not
 * one a server meets, and the planner weighs the indexes by the whole table.
 */
const OTHER_COACHES = 100;
const OTHER_NOTES = 90_000;

// ---------------------------------------------------------------- seed

const TITLES = [
  'Weekly check-in',
  'Career direction',
  'Sleep and energy',
  'Confidence at work',
  'Habits review',
  'Feedback from the manager',
  'Money worries',
  'Family and time',
  'Goal progress',
  'After the session',
];
const SENTENCES = [
  'Talked through the week and what got in the way of the morning routine.',
  'Energy was higher on the days with a walk before work.',
  'Wants to ask for clearer feedback from the manager before the review.',
  'Noticed the pattern of saying yes to every meeting request.',
  'Agreed to block two focus hours on Tuesday and Thursday.',
  'Felt proud of finishing the course module despite a busy week.',
  'Still avoiding the budget spreadsheet; we made the first step smaller.',
  'Sleep is better since screens go off at ten.',
  'Reframed the setback as information rather than failure.',
  'Next step: draft the message to the mentor and send it by Friday.',
  'Explored what a good day at work looks like in six months.',
  'Named three strengths colleagues rely on.',
  'The family dinner on Sundays is back and feels good.',
  'Worried about the reorganisation; listed what is in their control.',
  'Scaling question: readiness moved from five to seven.',
];

/** A deterministic note text: three to five sentences picked by the note's number. */
function noteText(i: number): { title: string; content: string } {
  const n = 3 + (i % 3);
  const picked = Array.from({ length: n }, (_, k) => SENTENCES[(i * 7 + k * 5) % SENTENCES.length]!);
  let title = `${TITLES[i % TITLES.length]!} #${i}`;
  if (i % WORD_EVERY === 7) title = `Marathon plan #${i}`;
  if (i % WORD_EVERY === 107) picked.splice(1, 0, 'Signed up for the spring marathon and wants a training plan that fits work.');
  return { title, content: picked.join(' ') };
}

interface World {
  coachId: string;
  clientId: string;
}

async function seed(db: pg.Client, now: Date): Promise<World> {
  const { coachId, clientId } = await seedCoachAndClient(db);
  // A completed hour every week for the last SESSIONS weeks; a quarter of the notes sit on one.
  const weekMs = 7 * 24 * 3_600_000;
  const starts = Array.from({ length: SESSIONS }, (_, i) => new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 - (i + 1) * weekMs));
  const sessions = await db.query<{ id: string }>(
    `insert into sessions (coach_id, client_id, scheduled_at, duration, ends_at, status, title, source)
     select $1, $2, s, 60, s + interval '60 minutes', 'COMPLETED', 'Bench session', 'coach' from unnest($3::timestamptz[]) s returning id`,
    [coachId, clientId, starts],
  );
  const sessionIds = sessions.rows.map((r) => r.id);

  const titles: string[] = [];
  const contents: string[] = [];
  const sessionOf: (string | null)[] = [];
  const types: string[] = [];
  const times: Date[] = [];
  for (let i = 0; i < NOTES; i++) {
    const { title, content } = noteText(i);
    const onSession = i % 4 === 0;
    titles.push(title);
    contents.push(content);
    sessionOf.push(onSession ? sessionIds[i % SESSIONS]! : null);
    types.push(onSession ? 'SESSION_COACH_MANUAL' : 'GENERAL_COACH');
    // Oldest first, 90 minutes apart: two years of notes.
    times.push(new Date(now.getTime() - (NOTES - i) * 90 * 60_000));
  }
  await db.query(
    `insert into notes (coach_id, coachee_id, author_id, session_id, note_type, title, content, is_private, created_at, updated_at)
     select $1, $2, $1, s, t, ti, c, true, at, at
     from unnest($3::uuid[], $4::text[], $5::text[], $6::text[], $7::timestamptz[]) as x(s, t, ti, c, at)`,
    [coachId, clientId, sessionOf, types, titles, contents, times],
  );
  // The other coaches, each with a client and 900 notes of the same kind of text (without the word).
  await db.query(
    `with coaches as (
       insert into users (first_name, last_name, email, primary_role_id, email_verified)
       select 'Other', 'Coach ' || g, 'coach-' || g || '@bench.invalid', $1, true from generate_series(1, $3::int) g returning id
     ), clients as (
       insert into users (first_name, last_name, email, primary_role_id, email_verified)
       select 'Other', 'Client ' || g, 'client-' || g || '@bench.invalid', $2, true from generate_series(1, $3::int) g returning id
     )
     insert into coach_clients (coach_id, client_id)
     select co.id, cl.id from (select id, row_number() over () r from coaches) co join (select id, row_number() over () r from clients) cl using (r)`,
    [ROLE.COACH, ROLE.CUSTOMER, OTHER_COACHES],
  );
  await db.query(
    `with pairs as (select array_agg(coach_id order by coach_id) co, array_agg(client_id order by coach_id) cl from coach_clients where coach_id <> $1)
     insert into notes (coach_id, coachee_id, author_id, note_type, title, content, is_private, created_at, updated_at)
     select co[1 + i % $3], cl[1 + i % $3], co[1 + i % $3], 'GENERAL_COACH', ($4::text[])[1 + i % cardinality($4::text[])] || ' #' || i,
            s[1 + (i * 7) % n] || ' ' || s[1 + (i * 11 + 3) % n] || ' ' || s[1 + (i * 13 + 5) % n] || ' ' || s[1 + (i * 17 + 9) % n],
            true, now() - i * interval '5 minutes', now() - i * interval '5 minutes'
     from pairs, generate_series(1, $2::int) i, (select $5::text[] s, cardinality($5::text[]) n) t`,
    [coachId, OTHER_NOTES, OTHER_COACHES, TITLES, SENTENCES],
  );
  // As autovacuum would have by then: the planner's statistics of the new rows, and the GIN
  // indexes' pending lists merged (a search reads a pending list row by row).
  await db.query('vacuum analyze notes');
  return { coachId, clientId };
}

/** The plans of the page and counts statements the route runs for this filter (EXPLAIN ANALYZE). */
async function plans(f: NotesFilter): Promise<{ page: string; tally: string }> {
  // Kysely only compiles the route's statements here; pg runs them under EXPLAIN.
  const handle = await createDb({ databaseUrl: DB.url, poolSize: 1 });
  const client = new pg.Client({ connectionString: DB.url });
  await client.connect();
  const explain = async (q: { compile(): { sql: string; parameters: readonly unknown[] } }) => {
    const { sql, parameters } = q.compile();
    const r = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off, summary off) ${sql}`, [...parameters]);
    return r.rows.map((row) => row['QUERY PLAN']).join('\n');
  };
  try {
    return { page: await explain(notesPageQuery(handle.db, f, 1, 10)), tally: await explain(notesTallyQuery(handle.db, f)) };
  } finally {
    await client.end();
    await handle.close();
  }
}

// ---------------------------------------------------------------- main

async function main() {
  const { server, serverEnv } = await startBenchServer('notes', DB);
  const now = new Date();
  const world = await withDatabase(DB.url, (db) => seed(db, now));

  const filter: NotesFilter = { readerId: world.coachId, coacheeId: world.clientId, q: WORD };
  const plan = await plans(filter);
  const trigram = ['notes_title_trgm_idx', 'notes_content_trgm_idx'].every((ix) => plan.tally.includes(ix) && plan.page.includes(ix));
  step(`plan of the page statement:\n${plan.page}`);
  step(`plan of the counts statement:\n${plan.tally}`);

  const searchUrl = `${server.url}/api/notes?coacheeId=${world.clientId}&q=${WORD}`;
  const firstPageUrl = `${server.url}/api/notes?coacheeId=${world.clientId}`;
  const auth = { authorization: `Bearer ${signToken(world.coachId)}` };
  const sample = await fetch(searchUrl, { headers: auth });
  const body = (await sample.json()) as { data?: TNotesResult };
  if (sample.status !== 200 || !body.data) throw new Error(`GET /api/notes answered ${sample.status}: ${JSON.stringify(body)}`);
  const expected = (2 * NOTES) / WORD_EVERY;
  if (body.data.total !== expected || body.data.notes.length !== 10)
    throw new Error(`the search found ${body.data.total} notes (${body.data.notes.length} on the page), not ${expected}`);
  step(
    `seeded: ${NOTES} notes on one client (beside ${OTHER_NOTES} of ${OTHER_COACHES} other coaches), "${WORD}" in ${body.data.total} of them; an answer is ${JSON.stringify(body).length} bytes`,
  );

  step(`autocannon: GET /api/notes?coacheeId&q=${WORD} as the coach, 50 connections, ${HTTP_SECONDS} s (+2 s warm-up)`);
  const search = await cannon(searchUrl, auth);
  step('autocannon: the notebook’s first page, no search');
  const firstPage = await cannon(firstPageUrl, auth);
  await stopChild(server);
  step('autocannon: the same search with the caches off (READ_CACHE_MB=0)');
  const uncachedServer = await startAppServer({ ...serverEnv, READ_CACHE_MB: '0' });
  const uncached = await cannon(searchUrl.replace(server.url, uncachedServer.url), auth);
  const uncachedFirst = await cannon(firstPageUrl.replace(server.url, uncachedServer.url), auth);
  await stopChild(uncachedServer);
  const bare = await measureBare();

  const pct = (search.requestsPerS / bare.requestsPerS) * 100;
  printHeading('Note search benchmark');
  console.log(
    `  GET /api/notes, ${NOTES} notes, q in 1%: ${search.requestsPerS} req/s, p50 ${search.latencyP50Ms} ms, p99 ${search.latencyP99Ms} ms, non-2xx ${search.non2xx}`,
  );
  console.log(`  bare Fastify:                        ${bare.requestsPerS} req/s`);
  console.log(`  -> ${pct.toFixed(1)}% of bare Fastify, target >= 20%: ${pass(pct >= 20 && search.non2xx === 0)}`);
  const ofBare = (r: { requestsPerS: number }) => `${((r.requestsPerS / bare.requestsPerS) * 100).toFixed(1)}% of bare Fastify`;
  console.log(`  first page without a search: ${firstPage.requestsPerS} req/s, ${ofBare(firstPage)} (no target)`);
  console.log(
    `  every read from the database (caches off): search ${uncached.requestsPerS} req/s (p99 ${uncached.latencyP99Ms} ms), ${ofBare(uncached)}; first page ${uncachedFirst.requestsPerS} req/s, ${ofBare(uncachedFirst)} (no target)`,
  );
  console.log(`  the search served by the trigram indexes (page and counts): ${pass(trigram)}`);
  const results = {
    startedAt: now.toISOString(),
    httpSeconds: HTTP_SECONDS,
    loadavg: loadavg(),
    notes: NOTES,
    search,
    firstPage,
    uncached,
    uncachedFirst,
    bare,
    percentOfBare: pct,
    trigram,
    plans: plan,
  };
  const file = writeResults('notes', results);
  step(`results written to ${file}`);
}

await runBench('notes', DB, main);
