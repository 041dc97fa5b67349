import { builtinReply } from '../../modules/ai-coach/builtin-reply.ts';
import { builtinAssist } from '../../modules/video/assist/suggest.ts';
import { builtinSummary } from '../../modules/video/live/summary.ts';
import { builtinBrief } from '../../modules/session-brief/brief.ts';
import type { AiContext, AiProvider, AiReply, AssistInput, AssistProposal, BriefInput, SummaryInput } from './types.ts';

/**
 * The embedded AI coach: deterministic, no network. Its replies are modules/ai-coach's rules
 * (builtinReply); this client only puts them behind the provider interface.
 */
export class BuiltinCoach implements AiProvider {
  readonly name = 'builtin';

  reply(context: AiContext): Promise<AiReply> {
    return Promise.resolve(builtinReply(context));
  }

  summarizeTranscript(input: SummaryInput): Promise<string> {
    return Promise.resolve(builtinSummary(input));
  }

  suggestAssist(input: AssistInput): Promise<AssistProposal> {
    return Promise.resolve(builtinAssist(input));
  }

  prepareBrief(input: BriefInput): Promise<string> {
    return Promise.resolve(builtinBrief(input));
  }
}
