import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createAiProvider } from './index.ts';
import { AI_RULES } from '../../ai-rules.ts';

const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'coach-ai-')), JWT_SECRET: 'a-jwt-secret-that-is-long-enough-0123456789' });
const log = { warn: () => undefined };

describe('AI settings and createAiProvider', () => {
  it('uses the built-in coach when AI_BASE_URL is unset', () => {
    const config = loadConfig(base());
    expect(config).toMatchObject({ aiBaseUrl: undefined, aiApiKey: undefined, aiModel: 'gpt-4o-mini', aiTimeoutMs: 15000 });
    expect(createAiProvider(config, log, AI_RULES).name).toBe('builtin');
  });

  it('uses the OpenAI-compatible API when AI_BASE_URL is set, with or without a key', () => {
    const config = loadConfig({ ...base(), AI_BASE_URL: 'http://localhost:11434/v1/', AI_MODEL: 'llama3.2', AI_TIMEOUT_MS: '5000' });
    expect(config).toMatchObject({ aiBaseUrl: 'http://localhost:11434/v1', aiApiKey: undefined, aiModel: 'llama3.2', aiTimeoutMs: 5000 });
    expect(createAiProvider(config, log, AI_RULES).name).toBe('openai-compatible');
  });

  it('rejects a base URL or timeout that cannot work', () => {
    expect(() => loadConfig({ ...base(), AI_BASE_URL: 'not a url' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base(), AI_TIMEOUT_MS: 'soon' })).toThrow(/AI_TIMEOUT_MS/);
  });
});
