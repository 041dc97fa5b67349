import { Dialog, Text } from '@chakra-ui/react';
import type { TSession } from '@coach/contract';
import { AppDialog, DialogFooterButtons } from '../../../components/AppDialog.tsx';
import { sessionsApi } from '../api.ts';
import { formatSessionDateTime, personName } from '../../../lib/session-format.ts';
import { STATUS_ACTION, type StatusAction } from './session-actions.ts';
import { useSessionChange } from './useSessionChange.ts';

interface Props {
  target: { session: TSession; action: StatusAction } | null;
  onClose: () => void;
}

/** A status action asks first (title, description, Cancel, Confirm, 'Updating...' while it runs). */
export function StatusConfirmDialog({ target, onClose }: Props) {
  const { pending, run } = useSessionChange();
  const meta = target ? STATUS_ACTION[target.action] : null;
  const confirm = async () => {
    if (!target || !meta || pending) return;
    if (await run(() => sessionsApi.setStatus(target.session.id, { status: meta.status }), meta.failure)) onClose();
  };
  return (
    <AppDialog
      alert
      fresh
      open={target !== null}
      onClose={() => !pending && onClose()}
      title={meta?.title}
      footer={
        <DialogFooterButtons
          onCancel={onClose}
          confirmLabel="Confirm"
          onConfirm={() => void confirm()}
          pending={pending}
          lockCancel
          loadingText="Updating..."
        />
      }
    >
      {target && meta && (
        <Dialog.Description asChild>
          <Text>
            {meta.description} ({personName(target.session.client)}, {formatSessionDateTime(target.session.scheduledAt)})
          </Text>
        </Dialog.Description>
      )}
    </AppDialog>
  );
}
