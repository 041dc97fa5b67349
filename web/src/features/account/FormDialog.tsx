import type { FormEvent, ReactNode } from 'react';
import { AppDialog, DialogFooterButtons } from '../../components/AppDialog.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Fields; the dialog wraps them in a form so Enter submits. */
  children: ReactNode;
  onSubmit: () => void;
  submitLabel: string;
  pending: boolean;
  danger?: boolean;
}

/**
 * The account dialogs' shared frame. The form is mounted only while the dialog is open, so every
 * opening starts from empty fields.
 */
export function FormDialog({ open, onClose, title, children, onSubmit, submitLabel, pending, danger = false }: Props) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <AppDialog
      fresh
      open={open}
      onClose={onClose}
      title={title}
      onSubmit={submit}
      bodyProps={{ display: 'flex', flexDirection: 'column', gap: '4' }}
      footer={<DialogFooterButtons onCancel={onClose} confirmLabel={submitLabel} pending={pending} danger={danger} />}
    >
      {children}
    </AppDialog>
  );
}
