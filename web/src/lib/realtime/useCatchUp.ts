import { useEffect, useRef } from 'react';
import { onSocket, useScopedSocket } from './scope.tsx';
import type { AppSocket } from './socket.ts';

/**
 * Pushes sent while the socket is down are lost, so what they would have changed is read again:
 * `catchUp` runs on each reconnect of the tab's socket (or the scope's) while the component is
 * mounted (it is handed the socket). With `firstConnect`, on the socket's first connect too, for reads made before the
 * socket had joined its rooms (a push in between is not heard).
 */
export function useCatchUp(catchUp: (socket: AppSocket) => void, { firstConnect = false }: { firstConnect?: boolean } = {}): void {
  const scoped = useScopedSocket();
  const latest = useRef(catchUp);
  useEffect(() => {
    latest.current = catchUp;
  });
  useEffect(
    () =>
      onSocket(scoped, (socket) => {
        // A socket already connected when this attached has had its first connect.
        let connectedBefore = socket.connected;
        const onConnect = () => {
          if (connectedBefore || firstConnect) latest.current(socket);
          connectedBefore = true;
        };
        socket.on('connect', onConnect);
        return () => void socket.off('connect', onConnect);
      }),
    [scoped, firstConnect],
  );
}
