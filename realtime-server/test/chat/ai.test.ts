import { beforeAll, describe, expect, it } from 'vitest';
import { AI_COACH_USER_ID, DAY_MS, type AiLevel, type TMessage } from '@coach/contract';
import { ManualClock } from '../../src/lib/clock.ts';
import { AI_REPLY_JOB, runAiReply } from '../../src/modules/chat/ai-reply.ts';
import type { AiContext, AiProvider, AiReply } from '../../src/providers/ai/types.ts';
import { JobRunner } from '../../src/providers/jobs/runner.ts';
import { call, listen, privateDatabase, serverForFile, socketsForFile, startTestServer, waitFor } from '../helpers.ts';
import { getData, record, sendMessage, settle, type Recorded } from './chat-helpers.ts';
import { buildCoaching } from '../factories/coaching.ts';

/** A provider that answers predictably and remembers what it was asked. */
class FakeAi implements AiProvider {
  readonly name = 'fake';
  calls: AiContext[] = [];
  next: AiReply | undefined;
  /** Runs while the AI 'thinks' (before its answer is stored), once. */
  meanwhile: (() => Promise<unknown>) | undefined;
  async reply(context: AiContext): Promise<AiReply> {
    this.calls.push(context);
    const out = this.next ?? { content: `You said: ${context.history.at(-1)?.content ?? ''}` };
    this.next = undefined;
    const meanwhile = this.meanwhile;
    this.meanwhile = undefined;
    await meanwhile?.();
    return out;
  }
}

const silent = { info: () => undefined, error: () => undefined };
const ai = new FakeAi();
// Test files share one database and every server can run 'chat.ai-reply'. This file's clock runs
// decades ahead, so its reply jobs are due only to its own runner below (which runs nothing else:
// ctx.jobs.runDue would also run other files' scheduled jobs at that far-off time).
const clock = new ManualClock();
clock.advance(50 * 365 * DAY_MS);
// Replies are stored at once here; the thinking pause has its own test below.
const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000', AI_THINKING_DELAY: 'false' }, { clock, ai });
const sockets = socketsForFile(server);
let runner: JobRunner;

beforeAll(() => {
  runner = new JobRunner(server.ctx.db, clock, silent);
  runner.register<{ roomId: string; messageId: string }>(AI_REPLY_JOB, (p) => runAiReply(server.ctx, p));
});

const jobFor = (messageId: string) =>
  server.ctx.db.selectFrom('jobs').selectAll().where('uniqueKey', '=', `${AI_REPLY_JOB}:${messageId}`).executeTakeFirst();

async function runReplies(): Promise<void> {
  while ((await runner.runDue(20)) > 0) {
    /* drain */
  }
}

const messages = (token: string, roomId: string) => getData<TMessage[]>(server, token, `/api/chat/rooms/${roomId}/messages?limit=100`);

/** The chat's own events in a room, without the per-user ones (unread counts, stats, badges) that interleave. */
const ROOM_CHAT_EVENTS = new Set<string>(['message:new', 'message:updated', 'ai:thinking', 'typing']);

describe('AI replies by level', () => {
  const cases: Array<{ level: AiLevel; text: string; replies: boolean }> = [
    { level: 'DISABLED', text: 'What should I do?', replies: false },
    { level: 'LIMITED', text: 'I walked today.', replies: false },
    { level: 'LIMITED', text: 'What should I do next?', replies: true },
    { level: 'LIMITED', text: '@ai any tips', replies: true },
    { level: 'ENHANCED', text: 'I walked today.', replies: true },
    { level: 'AUTONOMOUS', text: 'I walked today.', replies: true },
  ];
  for (const c of cases) {
    it(`${c.level}: "${c.text}" ${c.replies ? 'queues' : 'does not queue'} a reply`, async () => {
      const { roomId, client } = await buildCoaching(server, { level: c.level });
      const m = await sendMessage(server, client.token, roomId, c.text);
      expect(Boolean(await jobFor(m.id))).toBe(c.replies);
      await runReplies();
      const all = await messages(client.token, roomId);
      expect(all.filter((x) => x.user.isAI)).toHaveLength(c.replies ? 1 : 0);
    });
  }

  it("never answers the coach's messages", async () => {
    const { roomId, coach } = await buildCoaching(server, { level: 'AUTONOMOUS' });
    const m = await sendMessage(server, coach.token, roomId, 'Any questions?');
    expect(await jobFor(m.id)).toBeUndefined();
  });
});

describe('the chat.ai-reply job', () => {
  it("emits ai:thinking on, the AI's message, ai:thinking off, in that order, with the context built", async () => {
    const { roomId, client, coach } = await buildCoaching(server, { level: 'ENHANCED', clientName: 'Ari' });
    const socket = await sockets.connect(client.token);
    await sendMessage(server, coach.token, roomId, 'How was your week?');
    // The coach's message is past the quiet half hour by the time the client answers.
    clock.advance(31 * 60_000);
    const own = new Promise<void>((resolve) =>
      socket.on('message:new', ({ message }) => {
        if (message.content === 'Busy but good') resolve();
      }),
    );
    const m = await sendMessage(server, client.token, roomId, 'Busy but good');
    await own;
    const seen = record(socket);
    ai.calls = [];
    await runReplies();
    await waitFor(() => seen.filter((e) => e.event === 'ai:thinking').length === 2, 3000, 'ai:thinking off');

    // The client's own user room also gets room:unread, stats and badges; the room's chat order is what matters here.
    const inRoom = seen.filter((e) => ROOM_CHAT_EVENTS.has(e.event));
    expect(inRoom.map((e) => e.event)).toEqual(['ai:thinking', 'message:new', 'ai:thinking']);
    expect(inRoom[0]!.payload).toEqual({ roomId, active: true });
    expect(inRoom[2]!.payload).toEqual({ roomId, active: false });
    const reply = (inRoom[1]!.payload as { message: TMessage }).message;
    expect(reply).toMatchObject({ roomId, userId: AI_COACH_USER_ID, user: { isAI: true }, content: 'You said: Busy but good' });
    expect(reply.seq).toBeGreaterThan(m.seq);

    expect(ai.calls).toHaveLength(1);
    expect(ai.calls[0]).toMatchObject({
      client: { firstName: 'Ari' },
      coachName: 'Cora User',
      level: 'ENHANCED',
      goals: [],
      history: [
        { from: 'coach', content: 'How was your week?' },
        { from: 'client', content: 'Busy but good' },
      ],
    });
  });

  it('stores a proposal as an action message with its data', async () => {
    const { roomId, client } = await buildCoaching(server, { level: 'AUTONOMOUS' });
    ai.next = {
      content: 'Shall we make that a goal?',
      action: {
        type: 'goal_suggestion',
        status: 'pending',
        goalData: { title: 'Run 5k', description: 'By June', category: 'health', priority: 'high' },
      },
    };
    await sendMessage(server, client.token, roomId, 'I want to run');
    await runReplies();
    const reply = (await messages(client.token, roomId)).find((x) => x.user.isAI);
    expect(reply).toMatchObject({ messageType: 'action', actionData: { type: 'goal_suggestion', status: 'pending' } });
    const res = await call(server, 'POST', `/api/chat/actions/${reply!.id}/approve`, { token: client.token, payload: { approved: true } });
    const answered = res.json().data.actionData;
    expect(answered).toMatchObject({ status: 'approved' });
    const goals = (await call(server, 'GET', `/api/goals?roomId=${roomId}`, { token: client.token })).json().data;
    expect(goals).toMatchObject([{ id: answered.createdGoalId, title: 'Run 5k', description: 'By June', priority: 'high' }]);
  });

  it('stores one reply when the job runs twice, and none when the level was turned off before it ran', async () => {
    const { roomId, client, coach } = await buildCoaching(server, { level: 'ENHANCED' });
    const m = await sendMessage(server, client.token, roomId, 'twice');
    await runAiReply(server.ctx, { roomId, messageId: m.id });
    await runAiReply(server.ctx, { roomId, messageId: m.id });
    expect((await messages(client.token, roomId)).filter((x) => x.user.isAI)).toHaveLength(1);

    const later = await sendMessage(server, client.token, roomId, 'not answered');
    await call(server, 'PUT', `/api/coaches/me/clients/${client.user.id}/ai-level`, {
      token: coach.token,
      payload: { aiInteractionLevel: 'DISABLED' },
    });
    await runReplies();
    expect((await jobFor(later.id))?.status).toBe('done');
    expect((await messages(client.token, roomId)).filter((x) => x.user.isAI)).toHaveLength(1);
  });
});

describe('the AI coach and the human coach in one thread', () => {
  const MIN = 60_000;
  const aiMessages = async (token: string, roomId: string) => (await messages(token, roomId)).filter((x) => x.user.isAI);

  /** Runs the reply jobs with the client's socket listening; gives the room's chat events it saw. */
  async function repliesSeenBy(token: string): Promise<Recorded[]> {
    const socket = await sockets.connect(token);
    const seen = record(socket);
    await runReplies();
    await settle();
    return seen.filter((e) => ROOM_CHAT_EVENTS.has(e.event));
  }

  it('stays quiet at ENHANCED when the client writes to the coach by name: no ai:thinking, nothing stored', async () => {
    const { roomId, client } = await buildCoaching(server, { level: 'ENHANCED' });
    const m = await sendMessage(server, client.token, roomId, 'Cora, could you look at my plan before Friday?');
    ai.calls = [];
    expect(await repliesSeenBy(client.token)).toEqual([]);
    expect((await jobFor(m.id))?.status).toBe('done');
    expect(await aiMessages(client.token, roomId)).toEqual([]);
    expect(ai.calls).toEqual([]);
  });

  it('stays quiet at LIMITED when the client asks for their coach', async () => {
    const { roomId, client } = await buildCoaching(server, { level: 'LIMITED' });
    await sendMessage(server, client.token, roomId, 'What would my coach think of this plan?');
    expect(await repliesSeenBy(client.token)).toEqual([]);
    expect(await aiMessages(client.token, roomId)).toEqual([]);
  });

  it('offers only the booking card when the client asks the coach by name for a session', async () => {
    const { roomId, client } = await buildCoaching(server, { level: 'ENHANCED' });
    await sendMessage(server, client.token, roomId, 'Cora, can we book a session for Thursday?');
    ai.calls = [];
    const events = await repliesSeenBy(client.token);
    // The card alone: no 'Thinking...', and the provider is not asked for a reply.
    expect(events.map((e) => e.event)).toEqual(['message:new']);
    expect(ai.calls).toEqual([]);
    const [card] = await aiMessages(client.token, roomId);
    expect(card).toMatchObject({
      content: "Here are Cora's open times.",
      messageType: 'action',
      actionData: { type: 'session_booking', status: 'pending' },
    });
    expect(await aiMessages(client.token, roomId)).toHaveLength(1);
  });

  it('stays quiet while the coach wrote 10 minutes ago, and answers once it is 31 minutes', async () => {
    const { roomId, client, coach } = await buildCoaching(server, { level: 'ENHANCED' });
    await sendMessage(server, coach.token, roomId, 'Good work this week.');
    clock.advance(10 * MIN);
    await sendMessage(server, client.token, roomId, 'I walked every day.');
    expect(await repliesSeenBy(client.token)).toEqual([]);
    expect(await aiMessages(client.token, roomId)).toEqual([]);

    await sendMessage(server, coach.token, roomId, 'Keep it up.');
    clock.advance(31 * MIN);
    await sendMessage(server, client.token, roomId, 'I walked again today.');
    const events = await repliesSeenBy(client.token);
    expect(events.map((e) => e.event)).toEqual(['ai:thinking', 'message:new', 'ai:thinking']);
    expect((await aiMessages(client.token, roomId)).map((x) => x.content)).toEqual(['You said: I walked again today.']);
  });

  it('answers anyway at AUTONOMOUS, the name and an active coach notwithstanding', async () => {
    const { roomId, client, coach } = await buildCoaching(server, { level: 'AUTONOMOUS' });
    await sendMessage(server, coach.token, roomId, 'How did it go?');
    await sendMessage(server, client.token, roomId, 'Cora, it went well.');
    const events = await repliesSeenBy(client.token);
    expect(events.map((e) => e.event)).toEqual(['ai:thinking', 'message:new', 'ai:thinking']);
    expect((await aiMessages(client.token, roomId)).map((x) => x.content)).toEqual(['You said: Cora, it went well.']);
  });

  it('answers a message written to the AI while the coach is active', async () => {
    const { roomId, client, coach } = await buildCoaching(server, { level: 'ENHANCED' });
    await sendMessage(server, coach.token, roomId, 'Back in a bit.');
    await sendMessage(server, client.token, roomId, '@ai any stretching tips?');
    await runReplies();
    expect(await aiMessages(client.token, roomId)).toHaveLength(1);
  });

  it('drops its reply when the coach writes while the AI is thinking', async () => {
    const { roomId, client, coach } = await buildCoaching(server, { level: 'ENHANCED' });
    await sendMessage(server, client.token, roomId, 'I skipped my run.');
    ai.meanwhile = () => sendMessage(server, coach.token, roomId, "That's fine, let's talk it through.");
    const events = await repliesSeenBy(client.token);
    expect(events.map((e) => e.event)).toEqual(['ai:thinking', 'message:new', 'ai:thinking']);
    expect((events[1]!.payload as { message: TMessage }).message.userId).toBe(coach.user.id);
    expect(await aiMessages(client.token, roomId)).toEqual([]);
  });
});

describe('the full flow with the job loop running', () => {
  it('answers a client message on its own, through ai:thinking and message:new', async () => {
    const fast = new FakeAi();
    // Its own database: its job loop must be the one that claims its reply job.
    const own = await privateDatabase();
    const live = await startTestServer({ AUTH_RATE_LIMIT_PER_IP: '1000', JOBS_ENABLED: 'true', DATABASE_URL: own.url }, { ai: fast });
    try {
      const url = await listen(live);
      const { roomId, client } = await buildCoaching(live, { level: 'ENHANCED' });
      const socket = await sockets.connect(client.token, url);
      const seen = record(socket);
      const at = new Map<Recorded, number>();
      socket.onAny(() => at.set(seen.at(-1)!, performance.now()));
      const sentAt = performance.now();
      await sendMessage(live, client.token, roomId, 'Hello there');
      const reply = await waitFor(
        () => seen.find((e) => e.event === 'message:new' && (e.payload as { message: TMessage }).message.user.isAI),
        10_000,
        'the AI reply',
      );
      expect((reply.payload as { message: TMessage }).message.content).toBe('You said: Hello there');
      // 'Thinking...' first, then the reply after a human-feeling pause: 1 s + 21 characters x 15 ms.
      const thinking = seen.find((e) => e.event === 'ai:thinking' && (e.payload as { active: boolean }).active)!;
      expect(at.get(thinking)!).toBeLessThan(at.get(reply)!);
      expect(at.get(reply)! - at.get(thinking)!).toBeGreaterThanOrEqual(1250);
      expect(at.get(reply)! - sentAt).toBeGreaterThanOrEqual(1000);
      expect(at.get(reply)! - at.get(thinking)!).toBeLessThan(6000);
      await waitFor(() => seen.some((e) => e.event === 'ai:thinking' && !(e.payload as { active: boolean }).active), 3000);
      expect(seen.filter((e) => ROOM_CHAT_EVENTS.has(e.event)).map((e) => e.event)).toEqual([
        'message:new',
        'ai:thinking',
        'message:new',
        'ai:thinking',
      ]);
    } finally {
      await live.close();
      await own.drop();
    }
  });
});
