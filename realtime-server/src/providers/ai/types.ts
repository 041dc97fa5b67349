import type { AiLevel, AssistType, TActionData, TTranscriptLine } from '@coach/contract';

/** One turn of the conversation, oldest first. */
export interface AiTurn {
  from: 'client' | 'coach' | 'ai';
  content: string;
}

/** What the AI coach knows when it answers. */
export interface AiContext {
  client: { firstName: string; preferredName: string | null };
  coachName: string | null;
  level: AiLevel;
  /** The client's intake answers (support areas, focus, style...), when they did the intake. */
  intake: Record<string, unknown> | null;
  /**
   * The coaching preferences the client saved on the account page (newer than the intake, so they
   * win over it); absent or null before the first save.
   */
  preferences?: {
    coachingStyle: string | null;
    supportAreas: string[];
    /** 1 to 5, the intake's scale; null when not changed there. */
    motivationLevel?: number | null;
    /** The intake's areas rated again there, 1 to 5 (the others stand as in the intake). */
    lifeSatisfaction?: Record<string, number>;
  } | null;
  /** Titles of the room's goals, when the goals feature exists. */
  goals: string[];
  /** Recent conversation, oldest first; the last turn is the client message being answered. */
  history: AiTurn[];
}

export interface AiReply {
  content: string;
  /** A proposal shown as a card: book a session, or add a SMART goal. */
  action?: TActionData;
}

/** What the assistant in the video room reads: the latest lines and what it proposed before. */
export interface AssistProposal {
  type: AssistType;
  text: string;
}

export interface AssistInput {
  /** The lines since the last suggestion (the last few of them), oldest first. */
  lines: Pick<TTranscriptLine, 'speaker' | 'speakerRole' | 'text'>[];
  /** The session's earlier suggestions, newest first. */
  previous: AssistProposal[];
}

/** What a session summary is made from: the transcript, oldest first, and the call's start. */
export interface SummaryInput {
  title: string;
  startedAt: string | null;
  lines: Pick<TTranscriptLine, 'speaker' | 'speakerRole' | 'text' | 'timestamp'>[];
}

// A session's preparation brief is made from these (modules/session-brief/brief-input.ts renders them).
export type BriefAuthor = 'client' | 'coach' | 'ai';

export interface BriefMessage {
  from: BriefAuthor;
  content: string;
  /** ISO instant. */
  at: string;
}

export interface BriefGoal {
  title: string;
  /** 0-100. */
  progress: number;
  /** 'YYYY-MM-DD' or null. */
  dueDate: string | null;
  /** ISO instant once completed. */
  completedAt: string | null;
  isRecurring: boolean;
  recurrencePattern: string | null;
  currentStreak: number;
}

export type BriefNoteKind = 'SESSION_TRANSCRIPT_SUMMARY' | 'SESSION_COACH_MANUAL';

export interface BriefNote {
  kind: BriefNoteKind;
  title: string | null;
  content: string;
}

export interface BriefLastSession {
  title: string;
  scheduledAt: string;
  coachNotes: string | null;
  sharedNotes: string | null;
  completionNotes: string | null;
  /** Its transcript summaries and the coach's manual notes, oldest first. */
  notes: BriefNote[];
}

export interface BriefInput {
  /** When the brief is made (ISO): what "overdue" and "since" are measured against. */
  now: string;
  /** The coach's time zone: dates are written as the coach reads them. */
  timeZone: string;
  coachName: string;
  client: { firstName: string; fullName: string };
  session: { title: string; scheduledAt: string; duration: number; sessionGoals: string | null; description: string | null };
  /** The latest messages of the client's chat with the coach, oldest first (at most BRIEF_MESSAGES_MAX). */
  messages: BriefMessage[];
  /** The client's goals in that chat. */
  goals: BriefGoal[];
  /** The last completed session of the pair before this one, or null for a first session. */
  lastSession: BriefLastSession | null;
}

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

/**
 * The built-in rules of the AI coach, handed to the model clients by the app (src/ai-rules.ts): what
 * the built-in coach answers and what an OpenAI-compatible model falls back on when it fails, the
 * cards every model's reply may carry, and how the asks render their input. They are the modules'
 * (ai-coach, video, session-brief); a provider only calls them.
 */
export interface AiRules {
  reply(context: AiContext): AiReply;
  /** The card a reply carries (book a session, add a goal), whichever model wrote its text. */
  detectAction(context: AiContext): TActionData | undefined;
  summary(input: SummaryInput): string;
  assist(input: AssistInput): AssistProposal;
  brief(input: BriefInput): string;
  /** The transcript as saved, `[mm:ss] Speaker: text` a line. */
  formatTranscript(lines: SummaryInput['lines'], startedAt: string | null): string;
  /** The brief's input as facts a model reads. */
  briefFacts(input: BriefInput): string;
  /** A brief as stored: trimmed and cut to its maximum, or null when empty. */
  tidyBrief(text: string): string | null;
}
