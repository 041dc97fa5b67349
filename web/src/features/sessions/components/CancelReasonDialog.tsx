import type { FormEvent, ReactNode } from 'react';
import { Dialog, Stack, Text } from '@chakra-ui/react';
import type { TSession } from '@coach/contract';
import { AppDialog, DialogFooterButtons } from '../../../components/AppDialog.tsx';
import { useCancelReason } from './useCancelReason.tsx';

interface Props {
  /** The session to cancel; null keeps the dialog closed. */
  session: TSession | null;
  onClose: () => void;
  pending: boolean;
  /** The confirm button's text while the cancel runs. */
  loadingText: string;
  /** The question the dialog asks, naming the other person. */
  question: (session: TSession) => ReactNode;
  /** Sends the cancel with the reason the fields answered. */
  onCancel: (session: TSession, reason: string) => Promise<void>;
  /** Under the reason fields (a failure, say). */
  children?: ReactNode;
}

/**
 * The Cancel Session dialog coach and client share: asks first, a reason from CANCELLATION_REASONS
 * required ('Other' needs its text); Keep Session leaves it as it was.
 */
export function CancelReasonDialog({ session, onClose, pending, loadingText, question, onCancel, children }: Props) {
  const { fields, check } = useCancelReason();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!session || pending) return;
    const reason = check();
    if (reason === undefined) return;
    void onCancel(session, reason);
  };

  return (
    <AppDialog
      alert
      fresh
      open={session !== null}
      onClose={() => !pending && onClose()}
      title="Cancel Session"
      onSubmit={submit}
      footer={
        <DialogFooterButtons
          onCancel={onClose}
          cancelLabel="Keep Session"
          confirmLabel="Cancel Session"
          danger
          pending={pending}
          lockCancel
          loadingText={loadingText}
        />
      }
    >
      <Stack gap="4">
        {session && (
          <Dialog.Description asChild>
            <Text>{question(session)}</Text>
          </Dialog.Description>
        )}
        {fields}
        {children}
      </Stack>
    </AppDialog>
  );
}
