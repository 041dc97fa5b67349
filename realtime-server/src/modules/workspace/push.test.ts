import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Debouncer } from './push.ts';

describe('Debouncer (the analytics push, per coach)', () => {
  let fired: string[];
  let debouncer: Debouncer;
  beforeEach(() => {
    vi.useFakeTimers();
    fired = [];
    debouncer = new Debouncer(
      (key) => fired.push(key),
      1000,
      5000,
      () => Date.now(),
    );
  });
  afterEach(() => {
    debouncer.stop();
    vi.useRealTimers();
  });

  it('fires once, a wait after the last of a burst', () => {
    debouncer.schedule('coach-a');
    vi.advanceTimersByTime(300);
    debouncer.schedule('coach-a');
    vi.advanceTimersByTime(300);
    debouncer.schedule('coach-a');
    vi.advanceTimersByTime(999);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(['coach-a']);
    vi.advanceTimersByTime(10_000);
    expect(fired).toEqual(['coach-a']);
  });

  it('keeps each coach apart', () => {
    debouncer.schedule('coach-a');
    vi.advanceTimersByTime(500);
    debouncer.schedule('coach-b');
    vi.advanceTimersByTime(500);
    expect(fired).toEqual(['coach-a']);
    vi.advanceTimersByTime(500);
    expect(fired).toEqual(['coach-a', 'coach-b']);
  });

  it('fires at the latest the maximum wait after a steady stream began', () => {
    for (let i = 0; i < 20; i++) {
      debouncer.schedule('coach-a');
      vi.advanceTimersByTime(400);
    }
    // 8 s of changes every 400 ms: at 5 s, then a new burst began.
    expect(fired).toEqual(['coach-a']);
    vi.advanceTimersByTime(1000);
    expect(fired).toEqual(['coach-a', 'coach-a']);
  });

  it('takes the wait as a parameter', () => {
    const quick = new Debouncer((key) => fired.push(`quick:${key}`), 50, 200);
    quick.schedule('coach-a');
    quick.schedule('coach-a');
    vi.advanceTimersByTime(50);
    expect(fired).toEqual(['quick:coach-a']);
    quick.stop();
  });

  it('fires nothing once stopped', () => {
    debouncer.schedule('coach-a');
    expect(debouncer.size).toBe(1);
    debouncer.stop();
    debouncer.schedule('coach-b');
    vi.advanceTimersByTime(10_000);
    expect(fired).toEqual([]);
    expect(debouncer.size).toBe(0);
  });
});
