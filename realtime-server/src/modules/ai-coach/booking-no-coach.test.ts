import { describe, expect, it } from 'vitest';
import { systemPrompt } from '../../providers/ai/openai-compatible.ts';
import { builtinReply } from './builtin-reply.ts';
import type { AiContext } from '../../providers/ai/types.ts';

const asked = (content: string, coachName: string | null): AiContext => ({
  client: { firstName: 'Samantha', preferredName: null },
  coachName,
  level: 'ENHANCED',
  intake: null,
  goals: [],
  history: [{ from: 'client', content }],
});

const ASKS = [
  'Can I book a session?',
  'I want to schedule a call next week',
  'Could we set up a meeting on Monday?',
  'book an appointment please',
];

describe('the built-in coach asked to book, for a client without a human coach', () => {
  it('says there is no coach yet and leads to the coach directory, never to a calendar', () => {
    for (const message of ASKS) {
      const reply = builtinReply(asked(message, null));
      expect(reply.action?.type, message).toBe('session_booking');
      expect(reply.content, message).toMatch(/don't have a human coach yet/);
      expect(reply.content, message).toMatch(/Find a coach/);
      expect(reply.content, message).not.toMatch(/booking card|open times|pick a time/i);
    }
  });

  it('still points a coached client to the booking card and their coach', () => {
    for (const message of ASKS) {
      const reply = builtinReply(asked(message, 'Sarah Lee'));
      expect(reply.content, message).toMatch(/booking card/);
      expect(reply.content, message).not.toMatch(/Find a coach/);
    }
  });
});

describe("the model's instructions for a booking card", () => {
  const card = { type: 'session_booking', status: 'pending' } as const;
  it('send a client without a coach to the coach directory', () => {
    const prompt = systemPrompt(asked('Can I book a session?', null), card);
    expect(prompt).toMatch(/no human coach yet/);
    expect(prompt).toMatch(/Find a coach/);
    expect(prompt).not.toMatch(/pick a time in the booking card/);
  });

  it("point a coached client to the card with the coach's open times", () => {
    const prompt = systemPrompt(asked('Can I book a session?', 'Sarah Lee'), card);
    expect(prompt).toMatch(/booking card with the coach's open times/);
    expect(prompt).not.toMatch(/Find a coach/);
  });
});
