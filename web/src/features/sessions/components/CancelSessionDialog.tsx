import { SESSION_ERR, type TSession } from '@coach/contract';
import { sessionsApi } from '../api.ts';
import { formatSessionDateTime, personName } from '../../../lib/session-format.ts';
import { useSessionChange } from './useSessionChange.ts';
import { CancelReasonDialog } from './CancelReasonDialog.tsx';

interface Props {
  /** The session to cancel; null keeps the dialog closed. */
  session: TSession | null;
  onClose: () => void;
}

/** Cancelling a session, for the coach: a reason from CANCELLATION_REASONS is required; 'Other' needs its text. */
export function CancelSessionDialog({ session, onClose }: Props) {
  const { pending, run } = useSessionChange();

  const cancel = async (target: TSession, reason: string) => {
    if (await run(() => sessionsApi.cancel(target.id, { reason }), SESSION_ERR.CANCEL_FAILED)) onClose();
  };

  return (
    <CancelReasonDialog
      session={session}
      onClose={onClose}
      pending={pending}
      loadingText="Updating..."
      question={(s) => (
        <>
          Cancel the session with {personName(s.client)} on {formatSessionDateTime(s.scheduledAt)}? They will be emailed.
        </>
      )}
      onCancel={cancel}
    />
  );
}
