import { useState, type FormEvent } from 'react';
import { Alert, Dialog, Stack, Text } from '@chakra-ui/react';
import { SESSION_ERR, type TSession } from '@coach/contract';
import { AppDialog, DialogFooterButtons } from '../../../components/AppDialog.tsx';
import { useCancelReason } from '../components/useCancelReason.tsx';
import { toaster } from '../../../components/toaster.tsx';
import { errorText } from '../../../lib/api.ts';
import { sessionsApi } from '../api.ts';
import { formatSessionDateTime, personName } from '../../../lib/session-format.ts';

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
  const { fields, check } = useCancelReason();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!session) return;
    const reason = check();
    if (reason === undefined) return;
    setPending(true);
    setFailure(null);
    try {
      await sessionsApi.cancel(session.id, { reason });
      toaster.create({ type: 'success', title: 'Session cancelled' });
      onClose();
    } catch (err) {
      setFailure(errorText(err, SESSION_ERR.CLIENT_CANCEL_FAILED));
    } finally {
      setPending(false);
    }
  };

  return (
    <AppDialog
      alert
      fresh
      open={session !== null}
      onClose={() => !pending && onClose()}
      title="Cancel Session"
      onSubmit={(e) => void submit(e)}
      footer={
        <DialogFooterButtons
          onCancel={onClose}
          cancelLabel="Keep Session"
          confirmLabel="Cancel Session"
          danger
          pending={pending}
          lockCancel
          loadingText="Cancelling..."
        />
      }
    >
      <Stack gap="4">
        {session && (
          <Dialog.Description asChild>
            <Text>
              Cancel your session with {personName(session.coach)} on {formatSessionDateTime(session.scheduledAt)}? Your coach will be told.
            </Text>
          </Dialog.Description>
        )}
        {fields}
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{failure}</Alert.Description>
          </Alert.Root>
        )}
      </Stack>
    </AppDialog>
  );
}
