import { useState, type FormEvent } from 'react';
import { Dialog, Stack, Text } from '@chakra-ui/react';
import { CANCEL_REASON_MAX, CANCELLATION_REASONS, SESSION_ERR, type TSession } from '@coach/contract';
import { AppDialog, DialogFooterButtons } from '../../../components/AppDialog.tsx';
import { SelectField, TextAreaField } from '../../../components/FormFields.tsx';
import { sessionsApi } from '../api.ts';
import { formatSessionDateTime, personName } from '../format.ts';
import { useSessionChange } from './useSessionChange.ts';

interface Props {
  /** The session to cancel; null keeps the dialog closed. */
  session: TSession | null;
  onClose: () => void;
}

/** 'Other' sends the coach's own words; any listed reason is sent as it reads. */
export const cancelReason = (reason: string, custom: string) => (reason === 'Other' ? custom.trim() : reason);

/** Spec §5 Cancel session, for the coach: a reason from spec §9's list is required; 'Other' needs its text. */
export function CancelSessionDialog({ session, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [custom, setCustom] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; custom?: string }>({});
  const { pending, run } = useSessionChange();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!session || pending) return;
    const next = {
      reason: reason === '' ? SESSION_ERR.REASON_REQUIRED : undefined,
      custom: reason === 'Other' && custom.trim() === '' ? SESSION_ERR.CUSTOM_REASON_REQUIRED : undefined,
    };
    setErrors(next);
    if (next.reason || next.custom) return;
    if (await run(() => sessionsApi.cancel(session.id, { reason: cancelReason(reason, custom) }), SESSION_ERR.CANCEL_FAILED)) onClose();
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
        <DialogFooterButtons onCancel={onClose} cancelLabel="Keep Session" confirmLabel="Cancel Session" danger pending={pending} lockCancel loadingText="Updating..." />
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
        <SelectField label="Reason" name="reason" required value={reason} onChange={setReason} error={errors.reason}>
          <option value="">Select a reason</option>
          {CANCELLATION_REASONS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </SelectField>
        {reason === 'Other' && (
          <TextAreaField label="Please describe" name="customReason" required value={custom} onChange={setCustom} error={errors.custom} max={CANCEL_REASON_MAX} rows={2} />
        )}
      </Stack>
    </AppDialog>
  );
}
