import type { AiContext, AiReply } from '../../modules/ai-coach/types.ts';

export type { AiContext, AiReply, AiTurn } from '../../modules/ai-coach/types.ts';

/**
 * The AI coach's model behind a small interface: the built-in deterministic coach by default, any
 * OpenAI-compatible API when configured. What the coach may say and propose is modules/ai-coach's.
 */
export interface AiProvider {
  readonly name: string;
  reply(context: AiContext): Promise<AiReply>;
}
