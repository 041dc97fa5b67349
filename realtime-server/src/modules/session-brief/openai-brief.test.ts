import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { BuiltinCoach } from '../../providers/ai/builtin.ts';
import { completion, fakeOpenAiServer } from '../../providers/ai/fake-openai-server.ts';
import type { BriefInput } from './brief-input.ts';
import { builtinBrief } from './brief.ts';
import { AI_RULES } from '../../ai-rules.ts';

const fake = fakeOpenAiServer((_req, raw) => JSON.parse(raw) as { temperature?: number; messages: { role: string; content: string }[] });
const { seen, provider } = fake;

const input: BriefInput = {
  now: '2026-12-03T10:00:00.000Z',
  timeZone: 'UTC',
  coachName: 'Cora',
  client: { firstName: 'Cleo', fullName: 'Cleo Client' },
  session: {
    title: 'Weekly check-in',
    scheduledAt: '2026-12-04T13:00:00.000Z',
    duration: 45,
    sessionGoals: 'Salary talk',
    description: null,
  },
  messages: [{ from: 'client', content: 'I missed my run on Monday.', at: '2026-12-01T08:00:00.000Z' }],
  goals: [
    {
      title: 'Run 5k',
      progress: 40,
      dueDate: '2026-12-01',
      completedAt: null,
      isRecurring: false,
      recurrencePattern: null,
      currentStreak: 0,
    },
  ],
  lastSession: null,
};

describe('OpenAiCompatibleCoach.prepareBrief', () => {
  it("uses the model's brief, sending it the facts of the session, the chat and the goals", async () => {
    fake.answer = completion('  Cleo missed a run; ask what would help restart.  ');
    const { ai, warnings } = provider();
    expect(await ai.prepareBrief(input)).toBe('Cleo missed a run; ask what would help restart.');
    expect(warnings).toEqual([]);
    const sent = seen[0]!;
    expect(sent.messages[0]!.role).toBe('system');
    expect(sent.messages[0]!.content).toContain('preparation brief');
    const user = sent.messages.find((m) => m.role === 'user')!.content;
    expect(user).toContain('Upcoming session: "Weekly check-in", Fri 4 Dec 2026, 13:00, 45 minutes.');
    expect(user).toContain('What the session is for: Salary talk');
    expect(user).toContain('] Cleo: I missed my run on Monday.');
    expect(user).toContain('- "Run 5k", 40%, due 2026-12-01 (overdue by 2 days)');
    expect(user).toContain('Last session: none; this is their first session together.');
  });

  it.each([
    ['an HTTP error', (res: ServerResponse) => void res.writeHead(500).end()],
    ['a blank answer', completion('   ')],
    ['no content', completion(null)],
  ])('falls back to the built-in brief on %s', async (_name, reply) => {
    fake.answer = reply;
    const { ai, warnings } = provider();
    expect(await ai.prepareBrief(input)).toBe(builtinBrief(input));
    expect(warnings).toEqual(['AI provider failed; the built-in brief was used instead']);
  });

  it('falls back when the model does not answer in time', async () => {
    fake.answer = (res) => setTimeout(() => completion('late')(res), 500);
    const { ai, warnings } = provider(50);
    expect(await ai.prepareBrief(input)).toBe(builtinBrief(input));
    expect(warnings).toHaveLength(1);
  });
});

describe('BuiltinCoach.prepareBrief', () => {
  it('is the built-in brief', async () => {
    expect(await new BuiltinCoach(AI_RULES).prepareBrief(input)).toBe(builtinBrief(input));
  });
});
