import { useEffect, useRef } from 'react';
import type { TVideoJoinData } from '@coach/contract';
import { ApiError } from '../../../lib/api.ts';
import { openGuestSocket } from '../../../lib/realtime/open.ts';
import { videoApi } from '../api.ts';

export type AdmissionOutcome =
  | { kind: 'admitted'; join: TVideoJoinData }
  | { kind: 'denied' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; error: unknown };

/**
 * Asks whether a knock was decided: the guest join answers with the join data once admitted,
 * GUEST_WAITING while the coach has not decided, GUEST_DENIED after a no.
 */
export async function checkAdmission(guestToken: string): Promise<AdmissionOutcome | null> {
  try {
    return { kind: 'admitted', join: await videoApi.guestJoin(guestToken) };
  } catch (err) {
    if (err instanceof ApiError && err.code === 'GUEST_WAITING') return null;
    if (err instanceof ApiError && err.code === 'GUEST_DENIED') return { kind: 'denied' };
    if (err instanceof ApiError && err.status >= 400 && err.status < 500) return { kind: 'invalid', message: err.message };
    return { kind: 'failed', error: err };
  }
}

/**
 * While a guest waits: their own socket (guest token, no account) hears 'video:admission' for
 * their knock. A decision made while the socket was away is asked for on each (re)connect.
 * The socket closes once decided; the room opens its own.
 */
export function useGuestAdmission(waiting: { guestToken: string; knockId: string } | null, onOutcome: (outcome: AdmissionOutcome) => void) {
  const report = useRef(onOutcome);
  useEffect(() => {
    report.current = onOutcome;
  });
  const guestToken = waiting?.guestToken ?? null;
  const knockId = waiting?.knockId ?? null;

  useEffect(() => {
    if (!guestToken || !knockId) return;
    const socket = openGuestSocket(guestToken);
    let done = false;
    const settle = (outcome: AdmissionOutcome | null) => {
      if (done || !outcome) return;
      done = true;
      socket.disconnect();
      report.current(outcome);
    };
    // After an admission a failed join is shown (with Try again); a check on the side only settles a decision.
    const ask = (afterAdmission: boolean) =>
      void checkAdmission(guestToken).then((outcome) => settle(outcome?.kind === 'failed' && !afterAdmission ? null : outcome));
    socket.on('video:admission', (p) => {
      if (p.knockId !== knockId) return;
      if (p.admitted) ask(true);
      else settle({ kind: 'denied' });
    });
    // Each (re)connect asks too: a decision made before the socket was there has no push to hear.
    socket.on('connect', () => ask(false));
    // A refused handshake is not retried by socket.io (a lost connection is): find out why.
    socket.on('connect_error', () => {
      if (!socket.active) ask(false);
    });
    return () => {
      done = true;
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [guestToken, knockId]);
}
