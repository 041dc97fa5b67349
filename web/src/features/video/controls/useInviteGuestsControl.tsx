import { useState, type ReactNode } from 'react';
import { useVideoRoom } from '../store.ts';
import { InviteGuestsDialog } from './InviteGuestsDialog.tsx';

export interface InviteGuestsControl {
  open: () => void;
  /** The guest link dialog: render it where it stays mounted (not inside a menu's content). */
  dialog: ReactNode;
}

/** The coach's 'Invite guests', for the button and the More menu alike. Null for everyone else. */
export function useInviteGuestsControl(): InviteGuestsControl | null {
  const join = useVideoRoom((s) => s.join);
  const [open, setOpen] = useState(false);
  if (!join || join.userRole !== 'coach') return null;
  return {
    open: () => setOpen(true),
    dialog: <InviteGuestsDialog open={open} onClose={() => setOpen(false)} sessionId={join.sessionId} />,
  };
}
