import type { Config } from '../../config.ts';
import { BuiltinCoach } from './builtin.ts';
import { type AiLogger, OpenAiCompatibleCoach } from './openai-compatible.ts';
import type { AiProvider, AiRules } from './types.ts';

export type { AiContext, AiProvider, AiReply, AiRules, AiTurn } from './types.ts';
export type { AiLogger } from './openai-compatible.ts';
export { BuiltinCoach } from './builtin.ts';
export { OpenAiCompatibleCoach } from './openai-compatible.ts';

type AiConfig = Pick<Config, 'aiBaseUrl' | 'aiApiKey' | 'aiModel' | 'aiTimeoutMs'>;

/** The AI coach of this process: the configured OpenAI-compatible API, else the built-in coach. */
export function createAiProvider(config: AiConfig, log: AiLogger, rules: AiRules): AiProvider {
  if (!config.aiBaseUrl) return new BuiltinCoach(rules);
  return new OpenAiCompatibleCoach(
    { baseUrl: config.aiBaseUrl, apiKey: config.aiApiKey, model: config.aiModel || 'gpt-4o-mini', timeoutMs: config.aiTimeoutMs },
    log,
    rules,
  );
}
