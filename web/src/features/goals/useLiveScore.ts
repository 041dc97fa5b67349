import { useEffect, useState } from 'react';
import { recurrenceInterval, type TSmartBreakdown } from '@coach/contract';
import { goalsApi } from './api.ts';
import type { GoalFormValues } from './goalForm.ts';

export const LIVE_SCORE_DEBOUNCE_MS = 300;

/**
 * The SMART score of the form as it is typed: asked for 300 ms after the last keystroke, and a
 * request for an older draft is aborted, so a late answer never overwrites a newer one.
 */
export function useLiveScore(values: GoalFormValues, enabled: boolean): TSmartBreakdown | null {
  const [score, setScore] = useState<TSmartBreakdown | null>(null);
  const { title, description, category, dueDate, isRecurring, pattern, interval } = values;

  useEffect(() => {
    if (!enabled || !title.trim()) {
      setScore(null);
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      goalsApi
        .score(
          {
            title,
            description,
            category,
            dueDate: dueDate || null,
            isRecurring,
            ...(isRecurring ? { pattern, interval: recurrenceInterval(interval) } : {}),
          },
          abort.signal,
        )
        .then((s) => {
          if (!abort.signal.aborted) setScore(s);
        })
        // The score is a hint: a failed read leaves the last one shown.
        .catch(() => undefined);
    }, LIVE_SCORE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [enabled, title, description, category, dueDate, isRecurring, pattern, interval]);

  return score;
}
