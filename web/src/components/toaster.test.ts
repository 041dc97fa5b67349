import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { celebrate, toaster } from './toaster.tsx';

const visible = () => toaster.getVisibleToasts().map((t) => t.title);

describe('toaster (one app toast at a time; secondary toasts 3 at once, 4000 ms)', () => {
  // Web test files share a worker's modules: toasts an earlier file left go first.
  beforeEach(() => toaster.remove());
  afterEach(() => toaster.remove());

  it('a new app toast replaces the one on screen', () => {
    toaster.create({ type: 'success', title: 'Goal created!' });
    toaster.create({ type: 'error', title: 'Failed to update progress' });
    expect(visible()).toEqual(['Failed to update progress']);
    // The same id updates in place (a form's one message).
    toaster.create({ id: 'form', type: 'error', title: 'first' });
    toaster.create({ id: 'form', type: 'error', title: 'second' });
    expect(visible()).toEqual(['second']);
  });

  it('badges and celebrations keep the app toast, and no more than three show at once', () => {
    toaster.create({ type: 'success', title: 'Goal created!' });
    celebrate({ type: 'success', title: 'Badge earned: Goal Setter' });
    celebrate({ type: 'success', title: 'Badge earned: Early Bird' });
    celebrate({ type: 'success', title: 'Goal completed!' });
    expect(visible()).toHaveLength(3);
    expect(visible()).toContain('Goal created!');
  });

  it('toasts last 4 s unless told otherwise, at the top end, clear of the composer and dialog footers', () => {
    toaster.create({ title: 'Profile updated' });
    celebrate({ title: 'Badge earned: Goal Setter', duration: 5000 });
    expect(toaster.getVisibleToasts().map((t) => t.duration)).toEqual([5000, 4000]);
    expect(toaster.attrs.placement).toBe('top-end');
  });
});
