import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { builtinAssist } from '../../modules/video/assist/suggest.ts';
import { builtinSummary } from '../../modules/video/live/summary.ts';
import { OpenAiCompatibleCoach } from './openai-compatible.ts';
import { parseAssistAnswer } from './transcript-ai.ts';
import type { AssistInput, SummaryInput } from './types.ts';
import { AI_RULES } from '../../ai-rules.ts';

/** A stand-in for /chat/completions answering whatever the test set, recording what it was sent. */
let answer: (res: ServerResponse) => void;
let seen: { messages: { role: string; content: string }[] }[] = [];
let server: Server;
let baseUrl: string;

const completion = (content: string) => (res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
};

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      seen.push(JSON.parse(raw) as (typeof seen)[number]);
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
});

function provider(timeoutMs = 2000) {
  const warnings: string[] = [];
  const ai = new OpenAiCompatibleCoach(
    { baseUrl, apiKey: 'k', model: 'm', timeoutMs },
    { warn: (_o, msg) => warnings.push(msg ?? '') },
    AI_RULES,
  );
  return { ai, warnings };
}

const assistInput: AssistInput = {
  lines: [{ speaker: 'Cleo Client', speakerRole: 'coachee', text: 'I always fail at interviews.' }],
  previous: [{ type: 'GROW', text: 'Earlier one' }],
};
const summaryInput: SummaryInput = {
  title: 'Check-in',
  startedAt: '2026-11-27T09:00:00.000Z',
  lines: [{ speaker: 'Cleo Client', speakerRole: 'coachee', text: 'I will apply on Monday.', timestamp: '2026-11-27T09:01:05.000Z' }],
};

describe('OpenAiCompatibleCoach.suggestAssist', () => {
  it("uses the model's JSON answer, sending the lines and the earlier suggestions", async () => {
    answer = completion('```json\n{"type": "Reframe", "text": "Ask when interviews went better."}\n```');
    const { ai, warnings } = provider();
    expect(await ai.suggestAssist(assistInput)).toEqual({ type: 'Reframe', text: 'Ask when interviews went better.' });
    expect(warnings).toEqual([]);
    const user = seen[0]!.messages.find((m) => m.role === 'user')!.content;
    expect(user).toContain('Cleo Client (coachee): I always fail at interviews.');
    expect(user).toContain('- GROW: Earlier one');
  });

  it.each([
    ['an unknown type', '{"type": "Advice", "text": "Do it."}'],
    ['an empty text', '{"type": "MI", "text": "  "}'],
    ['no JSON', 'Try asking about interviews.'],
  ])('falls back to the built-in assistant on %s', async (_name, content) => {
    answer = completion(content);
    const { ai, warnings } = provider();
    expect(await ai.suggestAssist(assistInput)).toEqual(builtinAssist(assistInput));
    expect(warnings).toEqual(['AI provider failed; the built-in assist was used instead']);
  });

  it('falls back on an HTTP error', async () => {
    answer = (res) => res.writeHead(500).end();
    const { ai } = provider();
    expect(await ai.suggestAssist(assistInput)).toEqual(builtinAssist(assistInput));
  });
});

describe('OpenAiCompatibleCoach.summarizeTranscript', () => {
  it("uses the model's summary of the formatted transcript", async () => {
    answer = completion('Cleo will apply on Monday.');
    const { ai } = provider();
    expect(await ai.summarizeTranscript(summaryInput)).toBe('Cleo will apply on Monday.');
    expect(seen[0]!.messages.find((m) => m.role === 'user')!.content).toContain('[01:05] Cleo Client: I will apply on Monday.');
  });

  it('falls back to the built-in summary when the model does not answer in time', async () => {
    answer = (res) => setTimeout(() => completion('late')(res), 500);
    const { ai, warnings } = provider(50);
    expect(await ai.summarizeTranscript(summaryInput)).toBe(builtinSummary(summaryInput));
    expect(warnings).toEqual(['AI provider failed; the built-in summary was used instead']);
  });
});

describe('parseAssistAnswer', () => {
  it('reads the object out of a sentence and trims the text', () => {
    expect(parseAssistAnswer('Here: {"type":"Commitment","text":"  By when? "} done')).toEqual({ type: 'Commitment', text: 'By when?' });
  });
});
