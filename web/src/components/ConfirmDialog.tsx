import { Dialog, Text } from '@chakra-ui/react';
import { AppDialog, DialogFooterButtons } from './AppDialog.tsx';

interface Props {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that cannot be undone (cancelling or deleting an invite, deleting a goal). */
export function ConfirmDialog({ open, title, description, confirmLabel, cancelLabel, pending, onConfirm, onClose }: Props) {
  return (
    <AppDialog
      alert
      fresh
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <DialogFooterButtons
          onCancel={onClose}
          cancelLabel={cancelLabel}
          lockCancel
          danger
          confirmLabel={confirmLabel}
          onConfirm={onConfirm}
          pending={pending}
        />
      }
    >
      <Dialog.Description asChild>
        <Text>{description}</Text>
      </Dialog.Description>
    </AppDialog>
  );
}
