import type { FormEvent, ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';

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
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap="4">
                {children}
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette={danger ? 'red' : 'teal'} loading={pending}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
