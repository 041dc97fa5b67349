import { describe, expect, it } from 'vitest';
import { builtinReply } from '../../modules/ai-coach/builtin-reply.ts';
import { BuiltinCoach } from './builtin.ts';
import type { AiContext } from './types.ts';
import { AI_RULES } from '../../ai-rules.ts';

const context: AiContext = {
  client: { firstName: 'Samantha', preferredName: 'Sam' },
  coachName: 'Sarah Lee',
  level: 'ENHANCED',
  intake: null,
  goals: [],
  history: [{ from: 'client', content: 'I want to run a 5k by the end of summer' }],
};

describe('BuiltinCoach', () => {
  it('is the provider named builtin', () => {
    expect(new BuiltinCoach(AI_RULES).name).toBe('builtin');
  });

  it("answers with the AI coach module's built-in reply", async () => {
    const reply = await new BuiltinCoach(AI_RULES).reply(context);
    expect(reply).toEqual(builtinReply(context));
    expect(reply.action?.type).toBe('goal_suggestion');
  });
});
