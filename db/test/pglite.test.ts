import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '@coach/migrations';
import { CHAT_INITIAL_LIMIT } from '@coach/contract';
import { createDb, DEMO_ACCOUNTS, migrateDownAll, migrateToLatest, readDemoCredentials, seedDemo, type Database } from '../src/index.ts';
import type { Kysely } from 'kysely';
import { createServer } from '../../realtime-server/src/app.ts';
import { loadConfig } from '../../realtime-server/src/config.ts';

// PGlite runs initdb in WASM on a first start (5-15 s here); reopening a folder takes about a second.
// Both tests use one DATA_DIR so that initdb runs once.
const SLOW = 90_000;
let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'coach-pglite-'));
});

const tables = async (db: Kysely<Database>) =>
  (await sql<{ tablename: string }>`select tablename from pg_tables where schemaname = 'public' order by tablename`.execute(db)).rows
    .map((r) => r.tablename)
    .filter((t) => !t.startsWith('kysely_'));

describe('createDb without DATABASE_URL (embedded PGlite)', () => {
  it('migrates, seeds the demo accounts once, and migrates down and up again', { timeout: SLOW }, async () => {
    // The folder createServer uses for DATA_DIR.
    const handle = await createDb({ dataDir: join(dataDir, 'pglite') });
    try {
      expect(handle.kind).toBe('pglite');
      expect(await migrateToLatest(handle.db)).toEqual(Object.keys(migrations));
      expect(await migrateToLatest(handle.db)).toEqual([]);
      expect(await tables(handle.db)).toEqual([
        'access_code_uses',
        'access_codes',
        'availability_patterns',
        'badges',
        'billing_customers',
        'billing_events',
        'billing_invoices',
        'billing_notices',
        'billing_subscriptions',
        'booking_rules',
        'calendar_feeds',
        'coach_certifications',
        'coach_clients',
        'coach_education',
        'coach_experience',
        'coach_profiles',
        'coach_requests',
        'coaching_preferences',
        'contact_messages',
        'dev_billing_checkouts',
        'dev_billing_portal_sessions',
        'dev_billing_subscriptions',
        'goal_assignees',
        'goals',
        'intake_events',
        'intake_responses',
        'invites',
        'jobs',
        'lookup_items',
        'messages',
        'notes',
        'outbound_emails',
        'password_reset_tokens',
        'room_activity',
        'room_members',
        'room_reads',
        'rooms',
        'session_feedback',
        'session_summaries',
        'session_templates',
        'sessions',
        'specializations',
        'system_settings',
        'uploads',
        'user_badges',
        'user_profiles',
        'users',
        'verification_codes',
        'video_assist_suggestions',
        'video_consents',
        'video_guest_invites',
        'video_knocks',
        'video_presence',
        'video_transcript_lines',
      ]);

      expect(await seedDemo(handle.db, dataDir)).toBe(true);
      expect(await seedDemo(handle.db, dataDir)).toBe(false);
      // The AI coach (role 3) comes with the migrations; the seed adds the people.
      const users = await handle.db
        .selectFrom('users')
        .select(['email', 'primaryRoleId', 'emailVerified'])
        .where('primaryRoleId', '!=', 3)
        .orderBy('email')
        .execute();
      expect(users.map((u) => u.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
      expect(users.every((u) => u.emailVerified)).toBe(true);
      // Counts come back as numbers, as with real PostgreSQL through pg.
      const { count } = await handle.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(count).toBe(4);
      // The demo client works with the demo coach and the AI coach in one room.
      const members = await handle.db.selectFrom('roomMembers').select('role').orderBy('role').execute();
      expect(members.map((m) => m.role)).toEqual(['ai_coach', 'client', 'coach']);
      // The demo coach's calendar is lived in (PGlite's btree_gist guards it as PostgreSQL's does), with a finished video session.
      const statuses = await handle.db.selectFrom('sessions').select('status').orderBy('scheduledAt').execute();
      expect(statuses.map((s) => s.status)).toEqual([
        'COMPLETED',
        'COMPLETED',
        'COMPLETED',
        'COMPLETED',
        'NO_SHOW',
        'CONFIRMED',
        'CONFIRMED',
        'SCHEDULED',
        'CONFIRMED',
      ]);
      expect(await handle.db.selectFrom('availabilityPatterns').select('rrule').execute()).toEqual([
        { rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR' },
      ]);
      // The demo client subscribed after their trial, under dev billing: active, two invoices paid.
      expect(await handle.db.selectFrom('billingSubscriptions').select(['status', 'cancelAtPeriodEnd']).execute()).toEqual([
        { status: 'active', cancelAtPeriodEnd: false },
      ]);
      expect(await handle.db.selectFrom('billingInvoices').select(['amount', 'status']).execute()).toEqual([
        { amount: 900, status: 'paid' },
        { amount: 900, status: 'paid' },
      ]);

      await migrateDownAll(handle.db);
      expect(await tables(handle.db)).toEqual([]);
      expect(await migrateToLatest(handle.db)).toEqual(Object.keys(migrations));
      expect(await seedDemo(handle.db, dataDir)).toBe(true);
    } finally {
      await handle.close();
    }
  });
});

describe('createServer with no DATABASE_URL and no REDIS_URL', () => {
  it('serves a demo login from PGlite in DATA_DIR, and keeps the data across a restart', { timeout: SLOW }, async () => {
    const config = loadConfig({
      DATABASE_URL: '',
      REDIS_URL: '',
      DATA_DIR: dataDir,
      JWT_SECRET: 'pglite-test-secret-pglite-test-secret-0123',
      LOG_LEVEL: 'silent',
      WEB_DIST: join(tmpdir(), 'no-web-build'),
      JOBS_ENABLED: 'false',
    });
    // The password a user reads: the one the first seed wrote to DATA_DIR/demo-accounts.json.
    const credentials = () => readDemoCredentials(dataDir)!;
    const login = (server: Awaited<ReturnType<typeof createServer>>) =>
      server.app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials().client });

    const server = await createServer(config, { logger: false });
    try {
      expect(server.ctx.dbKind).toBe('pglite');
      expect(server.ctx.redis).toBeUndefined();
      // Seeded by the test above unless it ran alone.
      await seedDemo(server.ctx.db, dataDir);

      const res = await login(server);
      expect(res.statusCode).toBe(200);
      const { token, user } = res.json().data;
      expect(user).toMatchObject({ email: credentials().client.email, primaryRole: { role: 'CUSTOMER' }, emailVerified: true });
      const auth = { authorization: `Bearer ${token}` };
      expect((await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).statusCode).toBe(200);
      // The chat's prepared statement works on PGlite too, also the second time (prepared already).
      const [room] = (await server.app.inject({ method: 'GET', url: '/api/rooms', headers: auth })).json().data;
      const sent = await server.app.inject({
        method: 'POST',
        url: `/api/chat/rooms/${room.id}/messages`,
        headers: auth,
        payload: { content: 'Hello from PGlite' },
      });
      expect(sent.statusCode).toBe(201);
      for (let i = 0; i < 2; i++) {
        const page = await server.app.inject({ method: 'GET', url: `/api/chat/rooms/${room.id}/messages`, headers: auth });
        expect(page.statusCode).toBe(200);
        expect(page.json().pagination).toMatchObject({ page: 1, hasMore: false });
        expect(page.json().data.at(-1)).toEqual(sent.json().data);
      }
      // The read cache hears PGlite's notifications: a write in SQL drops the page it held.
      expect(server.ctx.readCache.serving).toBe(true);
      expect(server.ctx.readCache.page(room.id, 1, CHAT_INITIAL_LIMIT)).toBeDefined();
      await sql`update messages set content = 'Edited in SQL' where id = ${sent.json().data.id}`.execute(server.ctx.db);
      expect(server.ctx.readCache.page(room.id, 1, CHAT_INITIAL_LIMIT)).toBeUndefined();
      const edited = await server.app.inject({ method: 'GET', url: `/api/chat/rooms/${room.id}/messages`, headers: auth });
      expect(edited.json().data.at(-1).content).toBe('Edited in SQL');
      // Marking read (a transaction that locks the reader's row, then recounts) works on PGlite's one connection.
      const total = edited.json().pagination.total;
      expect(total).toBeGreaterThan(0);
      const read = await server.app.inject({
        method: 'POST',
        url: `/api/chat/rooms/${room.id}/mark-read`,
        headers: auth,
        payload: { messageId: sent.json().data.id },
      });
      expect(read.statusCode).toBe(200);
      expect(read.json().data).toEqual({ unreadCount: 0 });

      const health = await server.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json().data).toMatchObject({ status: 'ok', database: { status: 'ok', kind: 'pglite' }, redis: { status: 'disabled' } });
    } finally {
      await server.close();
    }

    const again = await createServer(config, { logger: false });
    try {
      expect(await seedDemo(again.ctx.db, dataDir)).toBe(false);
      expect((await login(again)).statusCode).toBe(200);
    } finally {
      await again.close();
    }
  });
});
