import type { FormEvent } from 'react';
import { Dialog, Stack, Text } from '@chakra-ui/react';
import { SESSION_ERR, type TSession } from '@coach/contract';
import { AppDialog, DialogFooterButtons } from '../../../components/AppDialog.tsx';
import { sessionsApi } from '../api.ts';
import { formatSessionDateTime, personName } from '../../../lib/session-format.ts';
import { useSessionChange } from './useSessionChange.ts';
import { useCancelReason } from './useCancelReason.tsx';

interface Props {
  /** The session to cancel; null keeps the dialog closed. */
  session: TSession | null;
  onClose: () => void;
}

/** Cancelling a session, for the coach: a reason from CANCELLATION_REASONS is required; 'Other' needs its text. */
export function CancelSessionDialog({ session, onClose }: Props) {
  const { fields, check } = useCancelReason();
  const { pending, run } = useSessionChange();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!session || pending) return;
    const reason = check();
    if (reason === undefined) return;
    if (await run(() => sessionsApi.cancel(session.id, { reason }), SESSION_ERR.CANCEL_FAILED)) onClose();
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
          loadingText="Updating..."
        />
      }
    >
      <Stack gap="4">
        {session && (
          <Dialog.Description asChild>
            <Text>
              Cancel the session with {personName(session.client)} on {formatSessionDateTime(session.scheduledAt)}? They will be emailed.
            </Text>
          </Dialog.Description>
        )}
        {fields}
      </Stack>
    </AppDialog>
  );
}
