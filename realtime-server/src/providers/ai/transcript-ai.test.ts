import { describe, expect, it } from 'vitest';
import { builtinAssist } from '../../modules/video/assist/suggest.ts';
import { builtinSummary } from '../../modules/video/live/summary.ts';
import { completion, fakeOpenAiServer } from './fake-openai-server.ts';
import { parseAssistAnswer } from './transcript-ai.ts';
import type { AssistInput, SummaryInput } from './types.ts';

const fake = fakeOpenAiServer((_req, raw) => JSON.parse(raw) as { messages: { role: string; content: string }[] });
const { seen, provider } = fake;

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
    fake.answer = completion('```json\n{"type": "Reframe", "text": "Ask when interviews went better."}\n```');
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
    fake.answer = completion(content);
    const { ai, warnings } = provider();
    expect(await ai.suggestAssist(assistInput)).toEqual(builtinAssist(assistInput));
    expect(warnings).toEqual(['AI provider failed; the built-in assist was used instead']);
  });

  it('falls back on an HTTP error', async () => {
    fake.answer = (res) => res.writeHead(500).end();
    const { ai } = provider();
    expect(await ai.suggestAssist(assistInput)).toEqual(builtinAssist(assistInput));
  });
});

describe('OpenAiCompatibleCoach.summarizeTranscript', () => {
  it("uses the model's summary of the formatted transcript", async () => {
    fake.answer = completion('Cleo will apply on Monday.');
    const { ai } = provider();
    expect(await ai.summarizeTranscript(summaryInput)).toBe('Cleo will apply on Monday.');
    expect(seen[0]!.messages.find((m) => m.role === 'user')!.content).toContain('[01:05] Cleo Client: I will apply on Monday.');
  });

  it('falls back to the built-in summary when the model does not answer in time', async () => {
    fake.answer = (res) => setTimeout(() => completion('late')(res), 500);
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
