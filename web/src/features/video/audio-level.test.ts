import { describe, expect, it } from 'vitest';
import { AUDIO_METER_BARS, AUDIO_TEST_WORKING_LEVEL } from '@coach/contract';
import { levelOf, litBars } from './AudioLevelMeter.tsx';
import { testVerdict } from './TestAudioDialog.tsx';

describe('the microphone level meter (12 bars)', () => {
  it('reads silence as 0 and a loud signal as at most 1', () => {
    expect(levelOf([])).toBe(0);
    expect(levelOf(new Float32Array(512))).toBe(0);
    expect(levelOf(new Float32Array(512).fill(0.9))).toBe(1);
  });

  it('grows with the signal (root mean square, scaled)', () => {
    const quiet = levelOf(new Float32Array(512).fill(0.02));
    const louder = levelOf(new Float32Array(512).fill(0.1));
    expect(quiet).toBeCloseTo(0.08, 5);
    expect(louder).toBeGreaterThan(quiet);
  });

  it('lights none of the 12 bars at 0, all at 1, and never more or fewer', () => {
    expect(AUDIO_METER_BARS).toBe(12);
    expect(litBars(0)).toBe(0);
    expect(litBars(-1)).toBe(0);
    expect(litBars(0.5)).toBe(6);
    expect(litBars(1)).toBe(12);
    expect(litBars(3)).toBe(12);
  });
});

describe("the audio test's verdict ('working' above 0.1)", () => {
  it('is working only above the level', () => {
    expect(AUDIO_TEST_WORKING_LEVEL).toBe(0.1);
    expect(testVerdict(0.1)).toBe('silent');
    expect(testVerdict(0.11)).toBe('working');
    expect(testVerdict(0)).toBe('silent');
  });
});
