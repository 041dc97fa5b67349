import { useEffect, type ReactNode } from 'react';
import { ERR } from '@coach/contract';
import { preloadToasts, toaster } from '../../components/toaster.tsx';
import { followConnection, useConnection } from '../../lib/realtime/connection.ts';
import { openSocket } from '../../lib/realtime/open.ts';
import { setTabSocket } from '../../lib/realtime/socket.ts';
import { useAccountRealtime } from '../account/realtime.ts';
import { useAuthRealtime } from '../auth/realtime.ts';
import { useAuth } from '../auth/store.ts';
import { useAvailabilityRealtime } from '../availability/realtime.ts';
import { useChatRealtime } from '../chat/realtime.ts';
import { useGamificationRealtime } from '../gamification/realtime.ts';
import { useProgress } from '../gamification/store.ts';
import { useGoalsRealtime } from '../goals/realtime.ts';
import { useGoals } from '../goals/store.ts';
import { useInvitesRealtime } from '../invites/realtime.ts';
import { useRoomsRealtime } from '../rooms/realtime.ts';
import { useSessionsRealtime } from '../sessions/realtime.ts';
import { useSubscriptionRealtime } from '../subscription/realtime.ts';

/**
 * The pushes every signed-in tab follows, each feature's own (its realtime.ts). Pushes that only an
 * open view needs (the dashboard's, the directory's, notes, the video room) are followed by that view.
 */
function TabPushes() {
  useAuthRealtime();
  useAccountRealtime();
  useInvitesRealtime();
  useChatRealtime();
  useRoomsRealtime();
  useGoalsRealtime();
  useGamificationRealtime();
  useSessionsRealtime();
  useAvailabilityRealtime();
  useSubscriptionRealtime();
  return null;
}

/**
 * The tab's one socket: connects after login, disconnects at logout. The features' listeners
 * attach to it through the hooks of lib/realtime and are removed when the token changes.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const token = useAuth((s) => s.token);

  useEffect(() => {
    if (token) preloadToasts();
  }, [token]);

  useEffect(() => {
    if (!token) {
      useConnection.getState().setStatus('idle');
      // Nothing of the last user's goals or badges stays behind for the next one.
      useGoals.getState().reset();
      useProgress.getState().reset();
      return;
    }
    const socket = openSocket(token);
    const unfollow = followConnection(socket, (why) => {
      // A refused token: confirm with the server, then sign out.
      if (why === 'unauthorized') void useAuth.getState().init();
      else toaster.create({ id: 'too-many-sockets', type: 'error', title: 'Not connected', description: ERR.TOO_MANY_SOCKETS });
    });
    setTabSocket(socket);
    return () => {
      setTabSocket(null);
      unfollow();
      socket.disconnect();
    };
  }, [token]);

  return (
    <>
      {token && <TabPushes />}
      {children}
    </>
  );
}
