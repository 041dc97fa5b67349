import { useState } from 'react';
import { GOAL_ERR } from '@coach/contract';
import { errorText } from '../../lib/api.ts';
import { toaster } from '../../components/toaster.tsx';

/**
 * A goal call with the control that started it marked busy. A failure is a toast with its own
 * title ('Failed to delete goal' and the others) and the server's reason (docs/limits-and-errors.md#error-bodies).
 */
export function useGoalAction<K extends string = 'save'>() {
  const [busy, setBusy] = useState<K | null>(null);
  const run = async (key: K, failTitle: string, call: () => Promise<void>) => {
    setBusy(key);
    try {
      await call();
    } catch (err) {
      toaster.create({ type: 'error', title: failTitle, description: errorText(err, GOAL_ERR.TRY_AGAIN) });
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
