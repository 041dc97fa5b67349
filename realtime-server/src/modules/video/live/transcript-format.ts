import type { TTranscriptLine } from '@coach/contract';

/** Minutes and seconds since the call began, "mm:ss" (a call past 99 minutes reads 100:00 and on). */
export function callOffset(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/**
 * When the call began: the room's start when known (the header's timer counts from it, so a line
 * reads the time the timer showed; a line before it reads 00:00), else the first line.
 */
export function callOrigin(lines: Pick<TTranscriptLine, 'timestamp'>[], startedAt: string | null): number | null {
  if (startedAt) return Date.parse(startedAt);
  return lines[0] ? Date.parse(lines[0].timestamp) : null;
}

/**
 * The saved transcript (SESSION_TRANSCRIPT_FULL): one line per transcript line,
 * `[mm:ss] Speaker: text`, oldest first; whitespace inside a line is folded so each stays one line.
 */
export function formatTranscript(lines: Pick<TTranscriptLine, 'speaker' | 'text' | 'timestamp'>[], startedAt: string | null): string {
  const origin = callOrigin(lines, startedAt) ?? 0;
  return lines
    .map((l) => `[${callOffset(Date.parse(l.timestamp) - origin)}] ${l.speaker.trim() || 'Unknown'}: ${l.text.replace(/\s+/g, ' ').trim()}`)
    .join('\n');
}
