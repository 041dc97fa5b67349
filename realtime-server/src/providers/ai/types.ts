import type { AiContext, AiReply } from '../../modules/ai-coach/types.ts';
import type { AssistInput, AssistProposal } from '../../modules/video/assist/suggest.ts';
import type { SummaryInput } from '../../modules/video/live/summary.ts';
import type { BriefInput } from '../../modules/session-brief/brief-input.ts';

export type { AiContext, AiReply, AiTurn } from '../../modules/ai-coach/types.ts';
export type { AssistInput, AssistProposal } from '../../modules/video/assist/suggest.ts';
export type { SummaryInput } from '../../modules/video/live/summary.ts';
export type { BriefInput } from '../../modules/session-brief/brief-input.ts';

/**
 * The AI coach's model behind a small interface: the built-in deterministic coach by default, any
 * OpenAI-compatible API when configured. What the coach may say and propose is modules/ai-coach's.
 */
export interface AiProvider {
  readonly name: string;
  reply(context: AiContext): Promise<AiReply>;
  /**
   * The video room's transcript summary. Optional: a provider without it (a test's fake) gets the
   * built-in summary of modules/video/live/summary.ts.
   */
  summarizeTranscript?(input: SummaryInput): Promise<string>;
  /** A suggestion for the coach from the live transcript; without it, the built-in assistant (modules/video/assist/suggest.ts). */
  suggestAssist?(input: AssistInput): Promise<AssistProposal>;
  /**
   * A session's preparation brief for the coach, in plain text. Optional: without it, or when it
   * fails, the built-in brief of modules/session-brief/brief.ts is used.
   */
  prepareBrief?(input: BriefInput): Promise<string>;
}
