import { useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { SESSION_ERR, type TAvailableSlot, type TSession } from '@coach/contract';
import { AppDialog, DialogFooterButtons } from '../../../components/AppDialog.tsx';
import { toaster } from '../../../components/toaster.tsx';
import { errorText } from '../../../lib/api.ts';
import { sessionsApi } from '../api.ts';
import { SlotPicker } from '../components/SlotPicker.tsx';
import { formatSessionDateTime, personName } from '../../../lib/session-format.ts';
import { FailureAlert } from '../../../components/FormParts.tsx';

interface Props {
  session: TSession | null;
  onClose: () => void;
}

/**
 * Reschedule for the client (docs/sessions-and-availability.md#client-changes): one of the coach's free times of
 * the same length; the server checks it is still free and within the coach's notice, and its text
 * says why when it is not.
 */
export function ClientRescheduleDialog({ session, onClose }: Props) {
  const [slot, setSlot] = useState<TAvailableSlot | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [tried, setTried] = useState(false);

  const submit = async () => {
    setTried(true);
    if (!session || !slot) return;
    setPending(true);
    setFailure(null);
    try {
      await sessionsApi.reschedule(session.id, { scheduledAt: slot.scheduledAt });
      toaster.create({ type: 'success', title: 'Session rescheduled', description: formatSessionDateTime(slot.scheduledAt) });
      onClose();
    } catch (err) {
      setFailure(errorText(err, 'Please try again.'));
      setSlot(null);
    } finally {
      setPending(false);
    }
  };

  return (
    <AppDialog
      fresh
      wideSize="lg"
      scrollInside
      open={session !== null}
      onClose={() => !pending && onClose()}
      title="Reschedule Session"
      subtitle={
        session && (
          <Text fontSize="sm" color="fg.muted">
            With {personName(session.coach)}, now {formatSessionDateTime(session.scheduledAt)}
          </Text>
        )
      }
      footer={
        <DialogFooterButtons
          onCancel={onClose}
          confirmLabel="Reschedule"
          onConfirm={() => void submit()}
          pending={pending}
          lockCancel
          loadingText="Rescheduling..."
        />
      }
    >
      {session && (
        <Stack gap="4">
          <SlotPicker coachId={session.coach.id} duration={session.duration} value={slot} onChange={setSlot} label="Choose a new time" />
          {failure && <FailureAlert title={SESSION_ERR.RESCHEDULE_FAILED}>{failure}</FailureAlert>}
          {!slot && !failure && (
            <Text fontSize="sm" color={tried ? 'fg.error' : 'fg.muted'} role={tried ? 'alert' : undefined}>
              {SESSION_ERR.DATE_TIME_REQUIRED}
            </Text>
          )}
        </Stack>
      )}
    </AppDialog>
  );
}
