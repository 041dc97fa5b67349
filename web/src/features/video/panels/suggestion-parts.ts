import type { AssistType } from '@coach/contract';

/** A colour per assist type, so the four read apart at a glance. */
export const TYPE_COLOUR: Record<AssistType, string> = { GROW: 'teal', MI: 'purple', Reframe: 'orange', Commitment: 'blue' };

/** The clock time a line or suggestion was made (hours and minutes, the reader's own). */
export const suggestionTime = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** Seconds as m:ss (or h:mm:ss): where in the call a note was written. */
export function callTime(seconds: number) {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
