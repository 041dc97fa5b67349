import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SESSION_ERR } from '@coach/contract';
import { toaster } from '../../../components/toaster.tsx';
import { errorText } from '../../../lib/api.ts';
import { useAuth } from '../../auth/store.ts';
import { roomsQuery } from '../../rooms/queries.ts';
import { sessionKeys } from '../api.ts';

/**
 * Runs one change to a session (status, cancel, reschedule, notes) with its toasts: the
 * success text, or the server's reason, or the action's own failure text. The push refreshes every
 * tab; this tab also refreshes at once, so the answer never waits on the socket.
 */
export function useSessionChange() {
  const queryClient = useQueryClient();
  const userId = useAuth((s) => s.user?.id ?? '');
  const [pending, setPending] = useState(false);
  const run = async (call: () => Promise<unknown>, failure: string, success: string = SESSION_ERR.UPDATED): Promise<boolean> => {
    setPending(true);
    try {
      await call();
      toaster.create({ type: 'success', title: success });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      // The Clients tab's rows count sessions (cancelled ones aside): a cancel changes the count.
      void queryClient.invalidateQueries({ queryKey: roomsQuery(userId).queryKey });
      return true;
    } catch (err) {
      toaster.create({ type: 'error', title: errorText(err, failure) });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}
