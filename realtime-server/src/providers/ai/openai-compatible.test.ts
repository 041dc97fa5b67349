import { beforeEach, describe, expect, it } from 'vitest';
import { BuiltinCoach } from './builtin.ts';
import { fakeOpenAiServer, json } from './fake-openai-server.ts';
import { OpenAiCompatibleCoach, type OpenAiCompatibleOptions } from './openai-compatible.ts';
import type { AiContext } from './types.ts';
import { AI_RULES } from '../../ai-rules.ts';

interface Seen {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  body: { model?: string; temperature?: number; messages?: { role: string; content: string }[] };
}

/** A stand-in for /chat/completions: records each request and answers with whatever the test set. */
const fake = fakeOpenAiServer((req, raw): Seen => ({
  method: req.method,
  url: req.url,
  authorization: req.headers.authorization,
  body: JSON.parse(raw || '{}') as Seen['body'],
}));
const { seen } = fake;

const completion = (content: unknown) => json(200, { id: 'chatcmpl-1', choices: [{ index: 0, message: { role: 'assistant', content } }] });

beforeEach(() => {
  fake.answer = completion('That sounds like a good plan, Sam. What will you do first?');
});

function recorder() {
  const warnings: { obj: object; msg?: string }[] = [];
  return { warnings, log: { warn: (obj: object, msg?: string) => warnings.push({ obj, msg }) } };
}

function provider(over: Partial<OpenAiCompatibleOptions> = {}) {
  const { warnings, log } = recorder();
  const coach = new OpenAiCompatibleCoach(
    { baseUrl: fake.baseUrl, apiKey: 'test-key', model: 'coach-model', timeoutMs: 2000, ...over },
    log,
    AI_RULES,
  );
  return { coach, warnings };
}

function context(last: string, over: Partial<AiContext> = {}): AiContext {
  return {
    client: { firstName: 'Samantha', preferredName: 'Sam' },
    coachName: 'Sarah Lee',
    level: 'ENHANCED',
    intake: { coachingStyle: 'direct', primaryFocus: 'career', supportAreas: ['career', 'stress'], password: 'never-sent' },
    goals: ['Run a 5k'],
    history: [
      { from: 'client', content: 'Hi there' },
      { from: 'ai', content: 'Hi Sam, what is on your mind today?' },
      { from: 'coach', content: 'Looking forward to Thursday.' },
      { from: 'client', content: last },
    ],
    ...over,
  };
}

describe('OpenAiCompatibleCoach', () => {
  it('posts the model, the Bearer key, a system prompt and the history, and returns the answer', async () => {
    const { coach, warnings } = provider();
    const reply = await coach.reply(context('Work has been a lot lately'));

    expect(coach.name).toBe('openai-compatible');
    expect(reply).toEqual({ content: 'That sounds like a good plan, Sam. What will you do first?' });
    expect(warnings).toEqual([]);
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer test-key');
    expect(request?.body.model).toBe('coach-model');
    expect(request?.body.temperature).toBe(0.7);

    const [system, ...turns] = request?.body.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Sam');
    expect(system?.content).toContain('Sarah Lee');
    expect(system?.content).toContain('Preferred coaching style: direct');
    expect(system?.content).toContain('Wants support with: career, stress');
    expect(system?.content).toContain('"Run a 5k"');
    expect(system?.content).toMatch(/1 to 4 sentences/);
    expect(system?.content).toMatch(/GROW/);
    expect(system?.content).not.toContain('never-sent');
    expect(turns).toEqual([
      { role: 'user', content: 'Hi there' },
      { role: 'assistant', content: 'Hi Sam, what is on your mind today?' },
      { role: 'assistant', content: '(Sarah Lee wrote:) Looking forward to Thursday.' },
      { role: 'user', content: 'Work has been a lot lately' },
    ]);
  });

  it('tells the model what each level allows', async () => {
    const { coach } = provider();
    await coach.reply(context('hello', { level: 'LIMITED' }));
    await coach.reply(context('hello', { level: 'AUTONOMOUS' }));
    expect(seen[0]?.body.messages?.[0]?.content).toMatch(/do not propose goals or sessions on your own/);
    expect(seen[1]?.body.messages?.[0]?.content).toMatch(/may propose a goal or a session/);
  });

  it('sends no Authorization header without a key, and tolerates a trailing slash in the base URL', async () => {
    const { coach } = provider({ apiKey: undefined, baseUrl: `${fake.baseUrl}/` });
    await coach.reply(context('hello'));
    expect(seen[0]?.authorization).toBeUndefined();
    expect(seen[0]?.url).toBe('/v1/chat/completions');
  });

  describe('falls back to the built-in reply', () => {
    const message = 'My manager keeps adding projects and I cannot say no';
    const expected = () => new BuiltinCoach(AI_RULES).reply(context(message));

    it('on a 500', async () => {
      fake.answer = json(500, { error: { message: 'overloaded' } });
      const { coach, warnings } = provider();
      expect(await coach.reply(context(message))).toEqual(await expected());
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.obj).toMatchObject({ err: 'HTTP 500 from the chat API', provider: 'openai-compatible' });
    });

    it('on a timeout', async () => {
      fake.answer = (res) => setTimeout(() => completion('too late')(res), 1500);
      const { coach, warnings } = provider({ timeoutMs: 200 });
      const started = Date.now();
      expect(await coach.reply(context(message))).toEqual(await expected());
      expect(Date.now() - started).toBeLessThan(1200);
      expect(warnings).toHaveLength(1);
    });

    it('on malformed JSON', async () => {
      fake.answer = json(200, '{"choices": [ not json');
      const { coach, warnings } = provider();
      expect(await coach.reply(context(message))).toEqual(await expected());
      expect(warnings).toHaveLength(1);
    });

    it('on an empty answer', async () => {
      fake.answer = completion('   ');
      const { coach, warnings } = provider();
      expect(await coach.reply(context(message))).toEqual(await expected());
      expect(warnings).toHaveLength(1);
    });

    it('when nothing listens', async () => {
      const { coach, warnings } = provider({ baseUrl: 'http://127.0.0.1:1/v1' });
      expect(await coach.reply(context(message))).toEqual(await expected());
      expect(warnings).toHaveLength(1);
    });
  });

  describe('cards come from the built-in detectors', () => {
    it('a booking request gets the booking card with the model reply, and the model is told about it', async () => {
      fake.answer = completion('Happy to set that up, pick a time in the card below. What would you like to cover?');
      const { coach } = provider();
      const reply = await coach.reply(context('Can I book a session with Sarah next week?'));
      expect(reply).toEqual({
        content: 'Happy to set that up, pick a time in the card below. What would you like to cover?',
        // The card opens at the week asked for.
        action: { type: 'session_booking', status: 'pending', when: 'next_week' },
      });
      expect(seen[0]?.body.messages?.[0]?.content).toMatch(/booking card with the coach's open times/);
    });

    it('a booking request still gets the card when the model fails', async () => {
      fake.answer = json(503, 'unavailable');
      const { coach } = provider();
      const reply = await coach.reply(context('Could we schedule a call?'));
      expect(reply.action).toEqual({ type: 'session_booking', status: 'pending' });
      expect(reply.content).toMatch(/booking card below/);
    });

    it('an AUTONOMOUS coach proposes a goal once, though the model wrote the earlier replies', async () => {
      const { coach } = provider();
      const history: AiContext['history'] = [];
      const actions = [];
      for (const content of [
        "I've been sleeping badly for weeks",
        'My sleep is all over the place',
        "I'm exhausted from sleeping so badly every night",
      ]) {
        history.push({ from: 'client', content });
        const reply = await coach.reply(context(content, { level: 'AUTONOMOUS', goals: [], history: [...history] }));
        actions.push(reply.action?.type);
        history.push({ from: 'ai', content: reply.content });
      }
      expect(actions).toEqual([undefined, 'goal_suggestion', undefined]);
    });

    it('a stated goal gets a goal draft', async () => {
      const { coach } = provider();
      const reply = await coach.reply(context('I want to learn Spanish by next summer'));
      expect(reply.action).toMatchObject({
        type: 'goal_suggestion',
        status: 'pending',
        goalData: { title: 'Learn Spanish by next summer', category: 'Learning', priority: 'medium' },
      });
      expect(seen[0]?.body.messages?.[0]?.content).toContain('"Learn Spanish by next summer"');
    });
  });
});
