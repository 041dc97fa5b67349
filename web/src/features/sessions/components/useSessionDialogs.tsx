import { useState } from 'react';
import type { TSession } from '@coach/contract';
import { CancelSessionDialog } from './CancelSessionDialog.tsx';
import { RescheduleDialog } from './RescheduleDialog.tsx';
import { isStatusAction, type SessionAction, type StatusAction } from './session-actions.ts';
import { SessionNotesDialog } from './SessionNotesDialog.tsx';
import { StatusConfirmDialog } from './StatusConfirmDialog.tsx';

type Open =
  { kind: 'status'; session: TSession; action: StatusAction } | { kind: 'cancel' | 'reschedule' | 'notes'; session: TSession } | null;

/**
 * One set of session dialogs per page (not one per row): a row's menu calls `act`, the dialog for
 * that action opens on its session. Video actions never reach here: the row's menu runs them (useVideoActions).
 */
export function useSessionDialogs() {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const act = (action: SessionAction, session: TSession) => {
    if (isStatusAction(action)) setOpen({ kind: 'status', session, action });
    else if (action === 'cancel' || action === 'reschedule' || action === 'notes') setOpen({ kind: action, session });
  };
  const dialogs = (
    <>
      <StatusConfirmDialog target={open?.kind === 'status' ? open : null} onClose={close} />
      <CancelSessionDialog session={open?.kind === 'cancel' ? open.session : null} onClose={close} />
      <RescheduleDialog session={open?.kind === 'reschedule' ? open.session : null} onClose={close} />
      <SessionNotesDialog session={open?.kind === 'notes' ? open.session : null} onClose={close} />
    </>
  );
  return { act, dialogs };
}
