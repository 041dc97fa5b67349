import { AI_LEVELS, type AiLevel } from '@coach/contract';

/** docs/chat-and-ai-coach.md#ai-levels: colours red, yellow, green, blue for DISABLED, LIMITED, ENHANCED, AUTONOMOUS. */
export const AI_LEVEL_META: Record<AiLevel, { label: string; palette: 'red' | 'yellow' | 'green' | 'blue' }> = {
  DISABLED: { label: 'AI Disabled', palette: 'red' },
  LIMITED: { label: 'AI Limited', palette: 'yellow' },
  ENHANCED: { label: 'AI Enhanced', palette: 'green' },
  AUTONOMOUS: { label: 'AI Autonomous', palette: 'blue' },
};

export const AI_LEVEL_OPTIONS = AI_LEVELS.map((value) => ({ value, ...AI_LEVEL_META[value] }));
export const isAiLevel = (v: string): v is AiLevel => (AI_LEVELS as readonly string[]).includes(v);
