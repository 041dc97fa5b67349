import { useEffect, useRef, useState } from 'react';
import { recurrenceInterval, type TSmartBreakdown } from '@coach/contract';
import { goalsApi } from './api.ts';
import type { GoalFormValues } from './goalForm.ts';

export const LIVE_SCORE_DEBOUNCE_MS = 300;

/** The SMART score of the form as it is typed: debounced, and a late answer to an older draft is dropped. */
export function useLiveScore(values: GoalFormValues, enabled: boolean): TSmartBreakdown | null {
  const [score, setScore] = useState<TSmartBreakdown | null>(null);
  const seq = useRef(0);
  const { title, description, category, dueDate, isRecurring, pattern, interval } = values;

  useEffect(() => {
    if (!enabled || !title.trim()) {
      seq.current += 1;
      setScore(null);
      return;
    }
    const mine = ++seq.current;
    const timer = setTimeout(() => {
      goalsApi
        .score({
          title,
          description,
          category,
          dueDate: dueDate || null,
          isRecurring,
          ...(isRecurring ? { pattern, interval: recurrenceInterval(interval) } : {}),
        })
        .then((s) => {
          if (seq.current === mine) setScore(s);
        })
        .catch(() => undefined);
    }, LIVE_SCORE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [enabled, title, description, category, dueDate, isRecurring, pattern, interval]);

  return score;
}
