import type { AiContext, AiProvider, AiReply, AiRules, AssistInput, AssistProposal, BriefInput, SummaryInput } from './types.ts';

/**
 * The embedded AI coach: deterministic, no network. Its replies are the built-in rules the app
 * hands it (modules/ai-coach's replies, the video room's summary and assistant, the brief); this
 * client only puts them behind the provider interface.
 */
export class BuiltinCoach implements AiProvider {
  readonly name = 'builtin';

  constructor(private readonly rules: AiRules) {}

  reply(context: AiContext): Promise<AiReply> {
    return Promise.resolve(this.rules.reply(context));
  }

  summarizeTranscript(input: SummaryInput): Promise<string> {
    return Promise.resolve(this.rules.summary(input));
  }

  suggestAssist(input: AssistInput): Promise<AssistProposal> {
    return Promise.resolve(this.rules.assist(input));
  }

  prepareBrief(input: BriefInput): Promise<string> {
    return Promise.resolve(this.rules.brief(input));
  }
}
