import type { AiRules } from './providers/ai/types.ts';
import { builtinReply } from './modules/ai-coach/builtin-reply.ts';
import { detectAction } from './modules/ai-coach/intent.ts';
import { builtinAssist } from './modules/video/assist/suggest.ts';
import { builtinSummary } from './modules/video/live/summary.ts';
import { formatTranscript } from './modules/video/live/transcript-format.ts';
import { briefFacts } from './modules/session-brief/brief-input.ts';
import { builtinBrief, tidyBrief } from './modules/session-brief/brief.ts';

/** The AI coach's built-in rules, gathered from the modules that own them for the model clients (providers/ai). */
export const AI_RULES: AiRules = {
  reply: builtinReply,
  detectAction: (context) => detectAction(context),
  summary: builtinSummary,
  assist: builtinAssist,
  brief: builtinBrief,
  formatTranscript,
  briefFacts,
  tidyBrief,
};
