import type { AiLevel, TActionData } from '@coach/contract';

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
  preferences?: { coachingStyle: string | null; supportAreas: string[] } | null;
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
