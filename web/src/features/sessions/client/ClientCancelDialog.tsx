import { useState } from 'react';
import { SESSION_ERR, type TSession } from '@coach/contract';
import { CancelReasonDialog } from '../components/CancelReasonDialog.tsx';
import { toaster } from '../../../components/toaster.tsx';
import { errorText } from '../../../lib/api.ts';
import { sessionsApi } from '../api.ts';
import { formatSessionDateTime, personName } from '../../../lib/session-format.ts';
import { FailureAlert } from '../../../components/FormParts.tsx';

interface Props {
  session: TSession | null;
  onClose: () => void;
}

/**
 * Cancelling a session, for the client (docs/sessions-and-availability.md#client-changes): asks first, a reason required ('Other' needs its
 * text).
 * A refusal keeps the dialog open with the server's reason (the coach's late-cancel rule) or the
 * dialog's own failure text; the lists follow by the session:changed push.
 */
export function ClientCancelDialog({ session, onClose }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const cancel = async (target: TSession, reason: string) => {
    setPending(true);
    setFailure(null);
    try {
      await sessionsApi.cancel(target.id, { reason });
      toaster.create({ type: 'success', title: 'Session cancelled' });
      onClose();
    } catch (err) {
      setFailure(errorText(err, SESSION_ERR.CLIENT_CANCEL_FAILED));
    } finally {
      setPending(false);
    }
  };

  return (
    <CancelReasonDialog
      session={session}
      onClose={onClose}
      pending={pending}
      loadingText="Cancelling..."
      question={(s) => (
        <>
          Cancel your session with {personName(s.coach)} on {formatSessionDateTime(s.scheduledAt)}? Your coach will be told.
        </>
      )}
      onCancel={cancel}
    >
      {failure && <FailureAlert>{failure}</FailureAlert>}
    </CancelReasonDialog>
  );
}
