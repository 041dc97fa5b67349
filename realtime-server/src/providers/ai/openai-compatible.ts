import { CHAT_MESSAGE_MAX, type AiLevel, type TActionData } from '@coach/contract';
import { BuiltinCoach } from './builtin.ts';
import { completeAssist, completeBrief, completeSummary } from './transcript-ai.ts';
import type { AiContext, AiProvider, AiReply, AiRules, AiTurn, AssistInput, AssistProposal, BriefInput, SummaryInput } from './types.ts';

export interface AiLogger {
  warn(obj: object, msg?: string): void;
}

export interface OpenAiCompatibleOptions {
  /** Up to and including the version, e.g. https://api.openai.com/v1; `/chat/completions` is added. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const LEVEL_RULES: Record<AiLevel, string> = {
  DISABLED: 'Only answer what the client asks; do not suggest goals or sessions.',
  LIMITED: 'Keep replies brief and supportive; answer what the client asks and do not propose goals or sessions on your own.',
  ENHANCED:
    'Coach actively with the GROW model (Goal, Reality, Options, Will); propose a goal or a session only when the client states a goal or asks for one.',
  AUTONOMOUS:
    'Coach actively with the GROW model (Goal, Reality, Options, Will); you may propose a goal or a session with the human coach when the conversation clearly calls for it.',
};

const INTAKE_FIELDS: [key: string, label: string][] = [
  ['supportAreas', 'Wants support with'],
  ['otherSupportArea', 'Other support area'],
  ['primaryFocus', 'Primary focus'],
  ['motivationLevel', 'Motivation (1-5)'],
  ['satisfactionRatings', 'Life satisfaction (1-5 each)'],
  ['checkinFrequency', 'Preferred check-in frequency'],
  ['coachingStyle', 'Preferred coaching style'],
  ['pronouns', 'Pronouns'],
  ['additionalNotes', 'Notes from the client'],
];

/** The intake answers the coach may use, as short lines; never the whole record (it is the client's own text). */
function intakeLines(intake: Record<string, unknown> | null): string[] {
  if (!intake) return [];
  const lines: string[] = [];
  for (const [key, label] of INTAKE_FIELDS) {
    const value = intake[key];
    if (value === undefined || value === null || value === '') continue;
    let text: string;
    if (Array.isArray(value)) text = value.map(String).join(', ');
    else if (typeof value === 'object') {
      text = Object.entries(value as Record<string, unknown>)
        .map(([k, v]) => `${k} ${String(v)}`)
        .join(', ');
    } else text = String(value);
    lines.push(`- ${label}: ${text.slice(0, 500)}`);
  }
  return lines;
}

/** The saved coaching preferences as one line; they are newer than the intake and win over it. */
function preferencesLine(ctx: AiContext, name: string): string | null {
  const p = ctx.preferences;
  if (!p) return null;
  const ratings = Object.entries(p.lifeSatisfaction ?? {})
    .filter(([, v]) => typeof v === 'number')
    .slice(0, 8)
    .map(([k, v]) => `${k.slice(0, 40)} ${v}`);
  const parts = [
    p.coachingStyle ? `preferred coaching style: ${p.coachingStyle.slice(0, 40)}` : null,
    p.supportAreas.length > 0 ? `wants support with: ${p.supportAreas.slice(0, 12).join(', ')}` : null,
    typeof p.motivationLevel === 'number' ? `motivation (1-5): ${p.motivationLevel}` : null,
    ratings.length > 0 ? `life satisfaction (1-5 each): ${ratings.join(', ')}` : null,
  ].filter((x) => x !== null);
  if (parts.length === 0) return null;
  return `${name}'s current coaching preferences (they override the intake): ${parts.join('; ')}.`;
}

function cardNote(action: TActionData | undefined, coach: string | undefined): string | null {
  if (action?.type === 'session_booking' && !coach) {
    // Without a human coach the card leads to the coach directory: there are no times to pick.
    return 'They have no human coach yet, so nobody can be booked: say so, and that Find a coach under your reply opens the coach directory, where they can ask a coach to work with them. Do not mention open times or a booking card.';
  }
  if (action?.type === 'session_booking') {
    // The client sees a booking card with the coach's open times under the reply, and books there.
    return 'A booking card with the coach\'s open times is shown under your reply: mention it in a few words (for example "pick a time in the booking card below").';
  }
  if (action?.type === 'goal_suggestion' && action.goalData) {
    return `A goal card with the draft "${action.goalData.title}" (${action.goalData.category}, ${action.goalData.priority} priority) is shown under your reply: mention it in a few words.`;
  }
  return null;
}

export function systemPrompt(ctx: AiContext, action: TActionData | undefined): string {
  const name = ctx.client.preferredName?.trim() || ctx.client.firstName;
  const coach = ctx.coachName?.trim();
  const intake = intakeLines(ctx.intake);
  return [
    `You are the AI coach on a coaching platform, talking with ${name}${coach ? `, who also works with the human coach ${coach}` : ''}.`,
    LEVEL_RULES[ctx.level],
    intake.length > 0 ? `What ${name} said in the intake:\n${intake.join('\n')}` : `${name} has not filled in the intake.`,
    preferencesLine(ctx, name),
    ctx.goals.length > 0 ? `Their current goals: ${ctx.goals.map((g) => `"${g}"`).join(', ')}.` : 'They have no goals yet.',
    `Answer in 1 to 4 sentences of plain text, no markdown or lists. Reflect what ${name} said in a few of their own words, ask exactly one open question, and encourage briefly; use their name now and then. Match the coaching style they asked for.`,
    'If they mention self-harm or a crisis, respond with care, urge them to contact local emergency services or a crisis line, and ask no coaching question.',
    cardNote(action, coach),
  ]
    .filter((line): line is string => line !== null)
    .join('\n\n');
}

function toMessage(turn: AiTurn, coachName: string | null): ChatMessage {
  if (turn.from === 'client') return { role: 'user', content: turn.content };
  // The human coach speaks in the same room; the model should know it was not itself.
  if (turn.from === 'coach') return { role: 'assistant', content: `(${coachName?.trim() || 'The human coach'} wrote:) ${turn.content}` };
  return { role: 'assistant', content: turn.content };
}

/**
 * Any OpenAI-compatible chat completions API (OpenAI, Azure-style gateways, Ollama, vLLM, LM Studio...).
 * The cards (booking, goal draft) come from the built-in detectors so they work with every model; any
 * failure, timeout or empty answer falls back to the built-in coach's reply.
 */
export class OpenAiCompatibleCoach implements AiProvider {
  readonly name = 'openai-compatible';
  private readonly fallback: BuiltinCoach;

  constructor(
    private readonly options: OpenAiCompatibleOptions,
    private readonly log: AiLogger,
    private readonly rules: AiRules,
  ) {
    this.fallback = new BuiltinCoach(rules);
  }

  async reply(context: AiContext): Promise<AiReply> {
    const action = this.rules.detectAction(context);
    try {
      const content = await this.complete(context, action);
      return action ? { content, action } : { content };
    } catch (err) {
      this.log.warn(
        { err: err instanceof Error ? err.message : String(err), provider: this.name, model: this.options.model },
        'AI provider failed; the built-in coach answered instead',
      );
      return this.fallback.reply(context);
    }
  }

  /** The video room's transcript summary; the built-in one on any failure. */
  async summarizeTranscript(input: SummaryInput): Promise<string> {
    return this.orBuiltin(
      'summary',
      () => completeSummary(this.options, input, this.rules),
      () => this.fallback.summarizeTranscript(input),
    );
  }

  /** An assist suggestion (a JSON answer, validated); the built-in assistant's on any failure. */
  async suggestAssist(input: AssistInput): Promise<AssistProposal> {
    return this.orBuiltin(
      'assist',
      () => completeAssist(this.options, input),
      () => this.fallback.suggestAssist(input),
    );
  }

  /** A session's preparation brief for the coach; the built-in brief on any failure. */
  async prepareBrief(input: BriefInput): Promise<string> {
    return this.orBuiltin(
      'brief',
      () => completeBrief(this.options, input, this.rules),
      () => this.fallback.prepareBrief(input),
    );
  }

  /** What `attempt` answers; on any failure, a warning and what the built-in `what` (`builtin`) answers. */
  private async orBuiltin<T>(what: string, attempt: () => Promise<T>, builtin: () => T | Promise<T>): Promise<T> {
    try {
      return await attempt();
    } catch (err) {
      this.log.warn(
        { err: err instanceof Error ? err.message : String(err), provider: this.name, model: this.options.model },
        `AI provider failed; the built-in ${what} was used instead`,
      );
      return builtin();
    }
  }

  private async complete(ctx: AiContext, action: TActionData | undefined): Promise<string> {
    const messages: ChatMessage[] = [
      { role: 'system', content: systemPrompt(ctx, action) },
      ...ctx.history.filter((t) => t.content.trim() !== '').map((t) => toMessage(t, ctx.coachName)),
    ];
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new Error(`no answer within ${this.options.timeoutMs} ms`)), this.options.timeoutMs);
    try {
      const res = await fetch(`${this.options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ model: this.options.model, messages, temperature: 0.7 }),
        signal: abort.signal,
      });
      if (!res.ok) throw new Error(`HTTP ${res.status} from the chat API`);
      const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || content.trim() === '') throw new Error('the chat API gave an empty reply');
      return content.trim().slice(0, CHAT_MESSAGE_MAX);
    } finally {
      clearTimeout(timer);
    }
  }
}
