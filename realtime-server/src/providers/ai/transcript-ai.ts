import { z } from 'zod';
import { ASSIST_TYPES, NOTE_CONTENT_MAX } from '@coach/contract';
import type { AiRules, AssistInput, AssistProposal, BriefInput, SummaryInput } from './types.ts';

/**
 * The coach's asks of an OpenAI-compatible chat API beside the chat: a transcript's summary and an
 * assist suggestion (the video room), and a session's preparation brief. OpenAiCompatibleCoach
 * calls these and falls back to the built-in summary, assistant and brief on any failure.
 */

export interface ChatApi {
  /** Up to and including the version; `/chat/completions` is added. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** The model reads at most the last this many characters of a transcript (a long call is cut at its start). */
const TRANSCRIPT_CHARS_MAX = 48_000;
const ASSIST_TEXT_MAX = 500;

/** What the assist answer must be: one suggestion, its type one of the four. */
export const ZAssistAnswer = z.object({
  type: z.enum(ASSIST_TYPES),
  text: z.string().trim().min(1).max(ASSIST_TEXT_MAX),
});

async function complete(api: ChatApi, messages: ChatMessage[], extra: Record<string, unknown>): Promise<string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (api.apiKey) headers.authorization = `Bearer ${api.apiKey}`;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`no answer within ${api.timeoutMs} ms`)), api.timeoutMs);
  try {
    const res = await fetch(`${api.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: api.model, messages, ...extra }),
      signal: abort.signal,
    });
    if (!res.ok) throw new Error(`HTTP ${res.status} from the chat API`);
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') throw new Error('the chat API gave an empty reply');
    return content.trim();
  } finally {
    clearTimeout(timer);
  }
}

const transcriptText = (input: Pick<SummaryInput, 'lines' | 'startedAt'>, rules: Pick<AiRules, 'formatTranscript'>) =>
  rules.formatTranscript(input.lines, input.startedAt).slice(-TRANSCRIPT_CHARS_MAX);

export async function completeSummary(api: ChatApi, input: SummaryInput, rules: Pick<AiRules, 'formatTranscript'>): Promise<string> {
  const content = await complete(
    api,
    [
      {
        role: 'system',
        content:
          'You summarise a coaching session for the coach and the client from its transcript (lines of "[mm:ss] Speaker: text"). ' +
          'Write plain text with these parts: who took part; the main topics; the goals and commitments stated (who, what, by when); ' +
          'the questions that shaped the session; agreed next steps. Use only what the transcript says; no markdown headings.',
      },
      { role: 'user', content: `Session: ${input.title}\n\nTranscript:\n${transcriptText(input, rules)}` },
    ],
    { temperature: 0.2 },
  );
  return content.slice(0, NOTE_CONTENT_MAX);
}

/** The JSON object in a model's answer (some wrap it in a code fence or a sentence). */
export function parseAssistAnswer(content: string): AssistProposal {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('the chat API gave no JSON object');
  return ZAssistAnswer.parse(JSON.parse(content.slice(start, end + 1)));
}

export async function completeAssist(api: ChatApi, input: AssistInput): Promise<AssistProposal> {
  const recent = input.lines.map((l) => `${l.speaker} (${l.speakerRole}): ${l.text.replace(/\s+/g, ' ')}`).join('\n');
  const previous = input.previous.slice(0, 5).map((p) => `- ${p.type}: ${p.text}`);
  const content = await complete(
    api,
    [
      {
        role: 'system',
        content:
          'You assist a human coach live during a video coaching session. From the latest lines (mostly what the client said), propose ONE short, ' +
          'concrete thing the coach could ask or reflect next. Types: GROW (goal, reality, options, will), MI (motivational interviewing: reflect ambivalence, ' +
          'evoke change talk), Reframe (absolutes, self-criticism, "I can\'t"), Commitment (turn a plan into a first step with a date). ' +
          `Answer with only a JSON object {"type": "GROW" | "MI" | "Reframe" | "Commitment", "text": string}; text at most ${ASSIST_TEXT_MAX} characters. ` +
          'Do not repeat an earlier suggestion.',
      },
      {
        role: 'user',
        content: `Latest lines:\n${recent.slice(-TRANSCRIPT_CHARS_MAX)}${previous.length > 0 ? `\n\nEarlier suggestions:\n${previous.join('\n')}` : ''}`,
      },
    ],
    { temperature: 0.4 },
  );
  return parseAssistAnswer(content);
}

export async function completeBrief(api: ChatApi, input: BriefInput, rules: Pick<AiRules, 'briefFacts' | 'tidyBrief'>): Promise<string> {
  const content = await complete(
    api,
    [
      {
        role: 'system',
        content:
          'You prepare a human coach for their next coaching session with a client. From the facts given (the session, the recent chat, ' +
          "the goals with their progress and due dates, and the last session's notes and transcript summary), write a short preparation brief " +
          'in plain text, no markdown: what happened since the last session, where the goals stand (name overdue ones), what came out of the ' +
          'last session, and a "Suggested focus" of 2 or 3 concrete questions the coach could ask. Use only the facts given; never invent ' +
          'events, numbers or feelings. If it is their first session, say so. At most 250 words.',
      },
      { role: 'user', content: rules.briefFacts(input) },
    ],
    { temperature: 0.3 },
  );
  const brief = rules.tidyBrief(content);
  if (!brief) throw new Error('the chat API gave an empty brief');
  return brief;
}
