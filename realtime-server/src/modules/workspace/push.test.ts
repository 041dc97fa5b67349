import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Debouncer, OneAtATime } from './push.ts';

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

describe('OneAtATime (the analytics recomputes)', () => {
  /** A run per key that finishes when the test says so. */
  function gated() {
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const queue = new OneAtATime(
      (key) =>
        new Promise<void>((resolve) => {
          started.push(key);
          finish.set(key, resolve);
        }),
    );
    const done = async (key: string) => {
      finish.get(key)!();
      await new Promise((r) => setTimeout(r, 0));
    };
    return { queue, started, done };
  }

  it('runs one key at a time, in the order they came', async () => {
    const { queue, started, done } = gated();
    queue.add('coach-a');
    queue.add('coach-b');
    queue.add('coach-c');
    expect(started).toEqual(['coach-a']);
    await done('coach-a');
    expect(started).toEqual(['coach-a', 'coach-b']);
    await done('coach-b');
    await done('coach-c');
    expect(started).toEqual(['coach-a', 'coach-b', 'coach-c']);
    expect(queue.size).toBe(0);
  });

  it('runs a key that waits once, and again when it came back while running', async () => {
    const { queue, started, done } = gated();
    queue.add('coach-a');
    queue.add('coach-b');
    queue.add('coach-b');
    queue.add('coach-a');
    expect(queue.size).toBe(2);
    await done('coach-a');
    await done('coach-b');
    await done('coach-a');
    expect(started).toEqual(['coach-a', 'coach-b', 'coach-a']);
  });

  it('goes on after a run that failed, and runs nothing once stopped', async () => {
    const ran: string[] = [];
    const queue = new OneAtATime(async (key) => {
      ran.push(key);
      if (key === 'coach-a') throw new Error('database gone');
    });
    queue.add('coach-a');
    queue.add('coach-b');
    await vi.waitFor(() => expect(ran).toEqual(['coach-a', 'coach-b']));
    queue.stop();
    queue.add('coach-c');
    await new Promise((r) => setTimeout(r, 10));
    expect(ran).toEqual(['coach-a', 'coach-b']);
  });
});
