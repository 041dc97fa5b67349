import { describe, expect, it } from 'vitest';
import { callOffset, formatTranscript } from './transcript-format.ts';

const at = (s: number) => new Date(Date.UTC(2026, 10, 27, 9, 0, 0) + s * 1000).toISOString();
const start = at(0);

describe('callOffset', () => {
  it.each([
    [0, '00:00'],
    [999, '00:00'],
    [1000, '00:01'],
    [59_999, '00:59'],
    [60_000, '01:00'],
    [605_000, '10:05'],
    [99 * 60_000 + 59_000, '99:59'],
    [100 * 60_000, '100:00'],
    [-5000, '00:00'],
  ])('%i ms reads %s', (ms, text) => {
    expect(callOffset(ms)).toBe(text);
  });
});

describe('formatTranscript', () => {
  it('writes one [mm:ss] Speaker: text line per transcript line, timed from the call start', () => {
    const text = formatTranscript(
      [
        { speaker: 'Cora Coach', text: 'Welcome back.', timestamp: at(5) },
        { speaker: 'Cleo Client', text: 'Thanks, glad to be here.', timestamp: at(72) },
        { speaker: 'Cora Coach', text: 'What would you like to work on?', timestamp: at(3725) },
      ],
      start,
    );
    expect(text).toBe(
      [
        '[00:05] Cora Coach: Welcome back.',
        '[01:12] Cleo Client: Thanks, glad to be here.',
        '[62:05] Cora Coach: What would you like to work on?',
      ].join('\n'),
    );
  });

  it('times from the first line when the call start is unknown', () => {
    const text = formatTranscript(
      [
        { speaker: 'A', text: 'one', timestamp: at(100) },
        { speaker: 'B', text: 'two', timestamp: at(130) },
      ],
      null,
    );
    expect(text).toBe('[00:00] A: one\n[00:30] B: two');
  });

  it('never reads before 00:00 when a line came before the recorded start', () => {
    const text = formatTranscript(
      [
        { speaker: 'A', text: 'early', timestamp: at(0) },
        { speaker: 'B', text: 'on time', timestamp: at(25) },
      ],
      at(10),
    );
    expect(text).toBe('[00:00] A: early\n[00:15] B: on time');
  });

  it('folds line breaks inside a line so each transcript line stays one line', () => {
    expect(formatTranscript([{ speaker: ' A ', text: 'first\nsecond\t third ', timestamp: at(1) }], start)).toBe(
      '[00:01] A: first second third',
    );
  });

  it('is empty for no lines', () => {
    expect(formatTranscript([], start)).toBe('');
  });
});
