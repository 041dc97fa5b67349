import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  GOAL_CATEGORIES,
  GOAL_ERR,
  GOALS_PAGE_DEFAULT,
  GOALS_PAGE_MAX,
  ROLE,
  type TGoalsPage,
  type TGamificationStats,
  type TGoal,
  type TUpdateGoalResponse,
  type TUserBadge,
} from '@coach/contract';
import { ManualClock } from '../../src/lib/clock.ts';
import { BADGE_RULES } from '../../src/modules/gamification/catalogue.ts';
import { call, nextEvent, serverForFile, socketsForFile, waitFor } from '../helpers.ts';
import { getData, record, sendMessage, settle } from '../chat/chat-helpers.ts';
import { buildUser } from '../factories/people.ts';
import { buildCoaching, type Coaching } from '../factories/coaching.ts';

const clock = new ManualClock();
const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '10000' }, { clock });
const sockets = socketsForFile(server);
const { connect } = sockets;

async function createGoal(token: string, payload: Record<string, unknown>): Promise<TGoal> {
  const res = await call(server, 'POST', '/api/goals', { token, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as TGoal;
}

async function putGoal(token: string, id: string, payload: Record<string, unknown>) {
  const res = await call(server, 'PUT', `/api/goals/${id}`, { token, payload });
  expect(res.statusCode, res.body).toBe(200);
  // Everything the change did is inside the envelope, nothing beside it.
  expect(Object.keys(res.json() as object)).toEqual(['data']);
  return res.json().data as TUpdateGoalResponse;
}

const goalsOf = (r: Coaching, token = r.client.token) => getData<TGoal[]>(server, token, `/api/goals?roomId=${r.roomId}`);
const statsOf = (r: Coaching, token = r.client.token) =>
  getData<TGamificationStats>(server, token, `/api/gamification/stats?roomId=${r.roomId}`);
const badgesOf = (r: Coaching, token = r.client.token) =>
  getData<TUserBadge[]>(server, token, `/api/badges/user/${r.client.user.id}?roomId=${r.roomId}`);

describe('GET /api/goals', () => {
  it('answers a page at a time, oldest first, each goal once, with the total beside the data', async () => {
    const r = await buildCoaching(server);
    const created: string[] = [];
    for (const title of ['Walk daily', 'Read weekly', 'Sleep by 11', 'Drink water', 'Stretch']) {
      created.push((await createGoal(r.client.token, { roomId: r.roomId, title })).id);
    }
    // Two goals created at the same moment: the page parts between them by id.
    await sql`update goals set created_at = '2026-01-01 00:00:00.123456+00' where id in (${created[1]}, ${created[2]})`.execute(
      server.ctx.db,
    );
    const order = (await goalsOf(r)).map((g) => g.id);
    expect([...order].sort()).toEqual([...created].sort());

    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(server, 'GET', `/api/goals?roomId=${r.roomId}&limit=2${cursor ? `&cursor=${cursor}` : ''}`, {
        token: r.coach.token,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as TGoalsPage;
      expect(body.pagination).toMatchObject({ total: 5, limit: 2 });
      sizes.push(body.data.length);
      seen.push(...body.data.map((g) => g.id));
      cursor = body.pagination.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([2, 2, 1]);
    expect(seen).toEqual(order);
  });

  it(`answers ${GOALS_PAGE_DEFAULT} goals unless asked and at most ${GOALS_PAGE_MAX}`, async () => {
    const r = await buildCoaching(server);
    await createGoal(r.client.token, { roomId: r.roomId, title: 'One goal' });
    const res = await call(server, 'GET', `/api/goals?roomId=${r.roomId}`, { token: r.client.token });
    expect(res.json().pagination).toEqual({ nextCursor: null, total: 1, limit: GOALS_PAGE_DEFAULT });
    expect(
      (await call(server, 'GET', `/api/goals?roomId=${r.roomId}&limit=${GOALS_PAGE_MAX + 1}`, { token: r.client.token })).statusCode,
    ).toBe(400);
    for (const cursor of ['x', `99999999999999999999_${r.roomId}`, '1_------------------------------------']) {
      expect((await call(server, 'GET', `/api/goals?roomId=${r.roomId}&cursor=${cursor}`, { token: r.client.token })).statusCode).toBe(400);
    }
  });
});

describe('goals', () => {
  it('creates a goal for the room with the defaults and a SMART score, and lists it for both members', async () => {
    const r = await buildCoaching(server);
    const goal = await createGoal(r.client.token, {
      roomId: r.roomId,
      title: 'Run 5 km three times a week until 1 March',
      category: 'Health & Fitness',
    });
    expect(goal).toMatchObject({
      roomId: r.roomId,
      priority: 'medium',
      progress: 0,
      description: '',
      assigneeIds: [r.client.user.id],
      createdById: r.client.user.id,
      isRecurring: false,
      recurrencePattern: null,
    });
    expect(['A', 'B']).toContain(goal.smartBreakdown.grade);
    expect(goal.validationScore).toBe(goal.smartBreakdown.overall);
    const second = await createGoal(r.coach.token, { roomId: r.roomId, title: 'get fit', priority: 'high' });
    expect(second.smartBreakdown.grade).toBe('F');
    expect((await goalsOf(r)).map((g) => g.id)).toEqual([goal.id, second.id]);
    expect((await goalsOf(r, r.coach.token)).map((g) => g.id)).toEqual([goal.id, second.id]);
  });

  it("refuses a missing title, a category outside the room's list and assignees outside the room; falls back to interval 1", async () => {
    const r = await buildCoaching(server);
    const noTitle = await call(server, 'POST', '/api/goals', { token: r.client.token, payload: { roomId: r.roomId, title: '   ' } });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error).toContain('Title is required');
    const absent = await call(server, 'POST', '/api/goals', { token: r.client.token, payload: { roomId: r.roomId } });
    expect(absent.statusCode).toBe(400);
    expect(absent.json().error).toContain('Title is required');
    const badCategory = await call(server, 'POST', '/api/goals', {
      token: r.client.token,
      payload: { roomId: r.roomId, title: 'Plan the offsite', category: GOAL_CATEGORIES.team[0] },
    });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().code).toBe('INVALID_CATEGORY');
    const stranger = await buildUser(server);
    const badAssignee = await call(server, 'POST', '/api/goals', {
      token: r.client.token,
      payload: { roomId: r.roomId, title: 'Walk', assigneeIds: [stranger.user.id] },
    });
    expect(badAssignee.statusCode).toBe(400);
    const recurring = await createGoal(r.client.token, {
      roomId: r.roomId,
      title: 'Meditate 10 minutes',
      isRecurring: true,
      pattern: 'daily',
      interval: 99,
    });
    expect(recurring).toMatchObject({ isRecurring: true, recurrencePattern: 'daily', recurrenceInterval: 1 });
  });

  it('clamps progress, completes a one-off goal at 100 and reopens it below', async () => {
    const r = await buildCoaching(server);
    const goal = await createGoal(r.client.token, { roomId: r.roomId, title: 'Read 12 books by December' });
    const over = await putGoal(r.client.token, goal.id, { progress: 150 });
    expect(over).toMatchObject({ completed: true, cycleCompleted: false, goal: { progress: 100 } });
    expect(over.goal.completedAt).not.toBeNull();
    const under = await putGoal(r.client.token, goal.id, { progress: -20 });
    expect(under.goal).toMatchObject({ progress: 0, completedAt: null });
    const edited = await putGoal(r.coach.token, goal.id, {
      title: 'Read 12 books by 31 December',
      priority: 'high',
      description: 'One a month, to relax',
    });
    expect(edited.goal).toMatchObject({ title: 'Read 12 books by 31 December', priority: 'high', description: 'One a month, to relax' });
    expect(edited.goal.validationScore).toBe(edited.goal.smartBreakdown.overall);
  });

  it('counts recurring cycles: streak grows period after period, a missed period breaks it, the best is kept', async () => {
    const r = await buildCoaching(server);
    const goal = await createGoal(r.client.token, { roomId: r.roomId, title: 'Call my parents every week' });
    const made = await call(server, 'POST', `/api/goals/${goal.id}/make-recurring`, {
      token: r.client.token,
      payload: { pattern: 'weekly', interval: 1 },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({ isRecurring: true, recurrencePattern: 'weekly', recurrenceInterval: 1, currentStreak: 0 });

    await putGoal(r.client.token, goal.id, { progress: 50 });
    const first = await putGoal(r.client.token, goal.id, { progress: 100 });
    expect(first).toMatchObject({
      cycleCompleted: true,
      completed: false,
      goal: { progress: 0, totalCompletions: 1, currentStreak: 1, bestStreak: 1 },
    });
    clock.advance(7 * DAY_MS);
    const second = await putGoal(r.client.token, goal.id, { progress: 100 });
    expect(second.goal).toMatchObject({ totalCompletions: 2, currentStreak: 2, bestStreak: 2 });
    clock.advance(21 * DAY_MS);
    expect((await goalsOf(r)).find((g) => g.id === goal.id)).toMatchObject({ currentStreak: 0, bestStreak: 2, totalCompletions: 2 });
    const third = await putGoal(r.client.token, goal.id, { progress: 100 });
    expect(third.goal).toMatchObject({ totalCompletions: 3, currentStreak: 1, bestStreak: 2 });
  });

  it('deletes a goal for the members only', async () => {
    const r = await buildCoaching(server);
    const goal = await createGoal(r.client.token, { roomId: r.roomId, title: 'Drink 2 litres of water daily' });
    const del = await call(server, 'DELETE', `/api/goals/${goal.id}`, { token: r.coach.token });
    expect(del.statusCode, del.body).toBe(200);
    expect(await goalsOf(r)).toEqual([]);
    expect((await call(server, 'PUT', `/api/goals/${goal.id}`, { token: r.client.token, payload: { progress: 10 } })).statusCode).toBe(404);
  });

  it("keeps a stranger out of a room's goals and stats: 404 on every call, and their socket hears nothing", async () => {
    const r = await buildCoaching(server);
    const goal = await createGoal(r.client.token, { roomId: r.roomId, title: 'Save $200 every month' });
    const stranger = await buildUser(server, { role: ROLE.COACH });
    const strangerSocket = await connect(stranger.token);
    const heard = record(strangerSocket);
    const t = stranger.token;
    const attempts = await Promise.all([
      call(server, 'GET', `/api/goals?roomId=${r.roomId}`, { token: t }),
      call(server, 'POST', '/api/goals', { token: t, payload: { roomId: r.roomId, title: 'Intrude' } }),
      call(server, 'PUT', `/api/goals/${goal.id}`, { token: t, payload: { progress: 100 } }),
      call(server, 'DELETE', `/api/goals/${goal.id}`, { token: t }),
      call(server, 'POST', `/api/goals/${goal.id}/make-recurring`, { token: t, payload: { pattern: 'daily' } }),
      call(server, 'GET', `/api/gamification/stats?roomId=${r.roomId}`, { token: t }),
      call(server, 'GET', `/api/gamification/streak?roomId=${r.roomId}`, { token: t }),
      call(server, 'GET', `/api/gamification/momentum?roomId=${r.roomId}`, { token: t }),
      call(server, 'GET', `/api/badges/user/${r.client.user.id}?roomId=${r.roomId}`, { token: t }),
      call(server, 'GET', `/api/badges/user/${r.client.user.id}/count?roomId=${r.roomId}`, { token: t }),
      call(server, 'POST', '/api/badges/check-eligibility', { token: t, payload: { roomId: r.roomId } }),
      call(server, 'POST', '/api/badges/award', {
        token: t,
        payload: { roomId: r.roomId, userId: r.client.user.id, badgeCode: 'streak_7' },
      }),
    ]);
    expect(attempts.map((a) => a.statusCode)).toEqual(Array(attempts.length).fill(404));
    expect((await goalsOf(r))[0]).toMatchObject({ id: goal.id, progress: 0 });
    // Without a token nothing answers at all.
    expect((await call(server, 'GET', `/api/goals?roomId=${r.roomId}`)).statusCode).toBe(401);
    await putGoal(r.client.token, goal.id, { progress: 25 });
    await settle();
    expect(heard).toEqual([]);
  });

  it('pushes goal:changed and goal:deleted to both members live', async () => {
    const r = await buildCoaching(server);
    const clientSocket = await connect(r.client.token);
    const coachSocket = await connect(r.coach.token);
    const toClient = nextEvent(clientSocket, 'goal:changed');
    const coachEcho = nextEvent(coachSocket, 'goal:changed');
    const goal = await createGoal(r.coach.token, { roomId: r.roomId, title: 'Walk 8000 steps a day' });
    expect((await toClient).goal).toMatchObject({ id: goal.id, title: 'Walk 8000 steps a day' });
    // The author's own tabs hear it too.
    expect((await coachEcho).goal.id).toBe(goal.id);
    const toCoach = nextEvent(coachSocket, 'goal:changed');
    await putGoal(r.client.token, goal.id, { progress: 100 });
    expect(await toCoach).toMatchObject({ completed: true, goal: { id: goal.id, progress: 100 } });
    const deleted = nextEvent(clientSocket, 'goal:deleted');
    await call(server, 'DELETE', `/api/goals/${goal.id}`, { token: r.coach.token });
    expect(await deleted).toEqual({ goalId: goal.id, roomId: r.roomId });
  });

  it('scores a draft without storing it', async () => {
    const r = await buildCoaching(server);
    const vague = await call(server, 'POST', '/api/goals/score', { token: r.client.token, payload: { title: 'get fit' } });
    expect(vague.statusCode, vague.body).toBe(200);
    expect(vague.json().data.grade).toBe('F');
    const strong = await call(server, 'POST', '/api/goals/score', {
      token: r.client.token,
      payload: { title: 'Run 5 km three times a week until 1 March', category: 'Health & Fitness' },
    });
    expect(['A', 'B']).toContain(strong.json().data.grade);
    expect(await goalsOf(r)).toEqual([]);
  });
});

describe('gamification and badges', () => {
  it('serves the catalogue: a rule for every badge, at least twelve, across all four rarities', async () => {
    const { client } = await buildCoaching(server);
    const catalogue = await getData<{ badgeCode: string; rarity: string; imageUrl: string }[]>(server, client.token, '/api/badges');
    expect(catalogue.length).toBeGreaterThanOrEqual(12);
    expect(new Set(catalogue.map((b) => b.rarity))).toEqual(new Set(['common', 'rare', 'epic', 'legendary']));
    expect(catalogue.map((b) => b.badgeCode).sort()).toEqual(Object.keys(BADGE_RULES).sort());
    expect(catalogue[0]!.imageUrl).toMatch(/^\/badges\/\w+\.svg$/);
  });

  it('awards first goal and first completion once, pushing badge:awarded to the client and stats:updated to client and coach', async () => {
    const r = await buildCoaching(server);
    const clientSocket = await connect(r.client.token);
    const coachSocket = await connect(r.coach.token);
    const coachHeard = record(coachSocket);
    const awarded = nextEvent(clientSocket, 'badge:awarded');
    const goal = await createGoal(r.client.token, { roomId: r.roomId, title: 'Finish my portfolio site by 30 June', category: 'Career' });
    expect((await awarded).userBadge).toMatchObject({
      userId: r.client.user.id,
      roomId: r.roomId,
      badge: { badgeCode: 'first_goal', rarity: 'common' },
      notifiedAt: null,
    });

    const completion = nextEvent(clientSocket, 'badge:awarded');
    await putGoal(r.client.token, goal.id, { progress: 100 });
    expect((await completion).userBadge.badge.badgeCode).toBe('first_completion');
    const stats = await statsOf(r);
    expect(stats).toMatchObject({ goalsCompleted: 1, dayStreak: 1 });
    expect(stats.badgeCount).toBeGreaterThanOrEqual(2);
    await waitFor(() => coachHeard.some((e) => e.event === 'stats:updated'));
    expect(coachHeard.some((e) => e.event === 'badge:awarded')).toBe(false);
    // The coach sees the client's progress.
    expect(await statsOf(r, r.coach.token)).toEqual(stats);

    // Completing again does not award again.
    await putGoal(r.client.token, goal.id, { progress: 0 });
    await putGoal(r.client.token, goal.id, { progress: 100 });
    await settle();
    const codes = (await badgesOf(r)).map((b) => b.badge.badgeCode);
    expect(codes.filter((c) => c === 'first_completion')).toHaveLength(1);
  });

  it('awards a badge exactly once under concurrent evaluations', async () => {
    const r = await buildCoaching(server);
    await createGoal(r.client.token, { roomId: r.roomId, title: 'Learn 20 Spanish words a week' });
    await waitFor(async () => (await badgesOf(r)).some((b) => b.badge.badgeCode === 'first_goal'));
    // Forget the award the creation earned, then race ten evaluations for it.
    await server.ctx.db.deleteFrom('userBadges').where('roomId', '=', r.roomId).execute();
    const socket = await connect(r.client.token);
    const heard = record(socket);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(server, 'POST', '/api/badges/check-eligibility', { token: r.client.token, payload: { roomId: r.roomId } }),
      ),
    );
    expect(results.every((x) => x.statusCode === 200)).toBe(true);
    const awardedInResponses = results.flatMap((x) => (x.json().data.awarded as TUserBadge[]).map((b) => b.badge.badgeCode));
    expect(awardedInResponses.filter((c) => c === 'first_goal')).toHaveLength(1);
    await settle();
    const pushes = heard
      .filter((e) => e.event === 'badge:awarded')
      .map((e) => (e.payload as { userBadge: TUserBadge }).userBadge.badge.badgeCode);
    expect(pushes.filter((c) => c === 'first_goal')).toHaveLength(1);
    const rows = await server.ctx.db.selectFrom('userBadges').select('badgeCode').where('roomId', '=', r.roomId).execute();
    expect(rows.filter((x) => x.badgeCode === 'first_goal')).toHaveLength(1);
  });

  it('counts a day streak from messages on consecutive days and awards On a Roll at three', async () => {
    const r = await buildCoaching(server);
    await sendMessage(server, r.client.token, r.roomId, 'Day one');
    await waitFor(async () => (await badgesOf(r)).some((b) => b.badge.badgeCode === 'first_message'));
    clock.advance(DAY_MS);
    await sendMessage(server, r.client.token, r.roomId, 'Day two');
    await waitFor(async () => (await statsOf(r)).dayStreak === 2);
    clock.advance(DAY_MS);
    await sendMessage(server, r.client.token, r.roomId, 'Day three');
    await waitFor(async () => (await badgesOf(r)).some((b) => b.badge.badgeCode === 'streak_3'));
    const stats = await statsOf(r);
    expect(stats.dayStreak).toBe(3);
    expect(stats.weeklyMomentum).toBeGreaterThan(0);
    const streak = await getData<{ dayStreak: number }>(server, r.client.token, `/api/gamification/streak?roomId=${r.roomId}`);
    expect(streak.dayStreak).toBe(3);
    const momentum = await getData<{ weeklyMomentum: number }>(server, r.client.token, `/api/gamification/momentum?roomId=${r.roomId}`);
    expect(momentum.weeklyMomentum).toBe(stats.weeklyMomentum);
    // The coach's client list shows the same streak.
    const rooms = await getData<{ id: string; clientStreak?: number }[]>(server, r.coach.token, '/api/rooms');
    expect(rooms.find((x) => x.id === r.roomId)?.clientStreak).toBe(3);
    // A coach's messages are not the client's activity.
    clock.advance(2 * DAY_MS);
    await sendMessage(server, r.coach.token, r.roomId, 'How is it going?');
    await settle();
    expect((await statsOf(r)).dayStreak).toBe(0);
  });

  it('marks only the caller\u2019s own badges notified and viewed', async () => {
    const r = await buildCoaching(server);
    await createGoal(r.client.token, { roomId: r.roomId, title: 'Write 500 words daily' });
    const [badge] = await waitFor(async () => {
      const list = await badgesOf(r);
      return list.length ? list : null;
    });
    const byCoach = await call(server, 'PUT', '/api/badges/user/mark', {
      token: r.coach.token,
      payload: { userBadgeIds: [badge!.id], mark: 'viewed' },
    });
    expect(byCoach.json().data.updated).toBe(0);
    const notified = await call(server, 'PUT', '/api/badges/user/mark', {
      token: r.client.token,
      payload: { userBadgeIds: [badge!.id], mark: 'notified' },
    });
    expect(notified.json().data.updated).toBe(1);
    const after = (await badgesOf(r)).find((b) => b.id === badge!.id)!;
    expect(after.notifiedAt).not.toBeNull();
    expect(after.viewedAt).toBeNull();
    await call(server, 'PUT', '/api/badges/user/mark', { token: r.client.token, payload: { userBadgeIds: [badge!.id], mark: 'viewed' } });
    expect((await badgesOf(r)).find((b) => b.id === badge!.id)!.viewedAt).not.toBeNull();
    const count = await getData<{ count: number }>(server, r.coach.token, `/api/badges/user/${r.client.user.id}/count?roomId=${r.roomId}`);
    expect(count.count).toBeGreaterThanOrEqual(1);
  });

  it("lets the room's coach award a catalogue badge once; the client cannot award themselves", async () => {
    const r = await buildCoaching(server);
    const socket = await connect(r.client.token);
    const pushed = nextEvent(socket, 'badge:awarded');
    const award = (token: string, badgeCode = 'streak_7') =>
      call(server, 'POST', '/api/badges/award', { token, payload: { roomId: r.roomId, userId: r.client.user.id, badgeCode } });
    const first = await award(r.coach.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ awarded: true, userBadge: { badge: { badgeCode: 'streak_7', rarity: 'rare' } } });
    expect((await pushed).userBadge.badge.badgeCode).toBe('streak_7');
    expect((await award(r.coach.token)).json().data.awarded).toBe(false);
    expect((await award(r.client.token)).statusCode).toBe(403);
    expect((await award(r.coach.token, 'no_such_badge')).statusCode).toBe(404);
  });

  it('awards badges to the room\u2019s client only: the coach cannot award one to themselves', async () => {
    const r = await buildCoaching(server);
    const socket = await connect(r.coach.token);
    const heard = record(socket);
    const res = await call(server, 'POST', '/api/badges/award', {
      token: r.coach.token,
      payload: { roomId: r.roomId, userId: r.coach.user.id, badgeCode: 'streak_7' },
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ error: GOAL_ERR.BADGE_CLIENT_ONLY, code: 'BADGE_CLIENT_ONLY' });
    const held = await server.ctx.db.selectFrom('userBadges').select('id').where('userId', '=', r.coach.user.id).execute();
    expect(held).toEqual([]);
    await settle();
    expect(heard.filter((h) => h.event === 'badge:awarded')).toEqual([]);
  });
});
