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
