import { create } from 'zustand';

export type ConnectionStatus = 'idle' | 'connected' | 'reconnecting';

interface ConnectionState {
  status: ConnectionStatus;
  setStatus: (s: ConnectionStatus) => void;
}

/** The socket's state, for the Connected / Reconnecting badge. */
export const useConnection = create<ConnectionState>()((set) => ({
  status: 'idle',
  setStatus: (status) => set({ status }),
}));
