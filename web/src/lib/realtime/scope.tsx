import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { onTabSocket, tabSocket, type AppSocket } from './socket.ts';

/** Unset: the tab's socket. A video room guest's screen sets its own socket (null until it opens). */
const ScopeContext = createContext<AppSocket | null | undefined>(undefined);

/** The socket its children listen and emit on, in place of the tab's (a guest has no signed-in socket); undefined: the tab's. */
export function SocketScope({ socket, children }: { socket: AppSocket | null | undefined; children: ReactNode }) {
  return <ScopeContext.Provider value={socket}>{children}</ScopeContext.Provider>;
}

/** The scope's socket, if one was set (internal to lib/realtime: features use the hooks). */
export const useScopedSocket = () => useContext(ScopeContext);

/**
 * Runs `attach` on the scope's socket, or on the tab's socket and on each one that replaces it;
 * returns the cleanup that runs what `attach` returned.
 */
export function onSocket(scoped: AppSocket | null | undefined, attach: (socket: AppSocket) => () => void): () => void {
  if (scoped === undefined) return onTabSocket(attach);
  return scoped ? attach(scoped) : () => undefined;
}

/** The socket to emit on now (the scope's, else the tab's), or null while there is none. */
export function useSocket(): AppSocket | null {
  const scoped = useScopedSocket();
  const [tab, setTab] = useState<AppSocket | null>(tabSocket);
  useEffect(() => {
    if (scoped !== undefined) return;
    return onTabSocket((socket) => {
      setTab(socket);
      return () => setTab(null);
    });
  }, [scoped]);
  return scoped !== undefined ? scoped : tab;
}
