import { describe, expect, it } from 'vitest';
import { shouldAiReply } from './ai-quiet.ts';

describe('shouldAiReply', () => {
  it('never answers at DISABLED, always at ENHANCED and AUTONOMOUS', () => {
    expect(shouldAiReply('DISABLED', 'What now?')).toBe(false);
    expect(shouldAiReply('ENHANCED', 'Done for today.')).toBe(true);
    expect(shouldAiReply('AUTONOMOUS', 'Done for today.')).toBe(true);
  });

  it('answers at LIMITED only questions and messages that address the AI', () => {
    expect(shouldAiReply('LIMITED', 'Done for today.')).toBe(false);
    expect(shouldAiReply('LIMITED', 'Should I rest?')).toBe(true);
    expect(shouldAiReply('LIMITED', 'AI, give me a tip')).toBe(true);
    expect(shouldAiReply('LIMITED', 'hey @ai')).toBe(true);
    expect(shouldAiReply('LIMITED', 'thanks coach bot')).toBe(true);
    expect(shouldAiReply('LIMITED', 'dear assistant, a tip please')).toBe(true);
    // Words that merely contain the letters do not count.
    expect(shouldAiReply('LIMITED', 'I said it again in Thailand')).toBe(false);
  });
});
