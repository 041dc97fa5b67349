import type { ComponentProps, ReactNode } from 'react';
import { CloseButton, Dialog, Portal, Theme } from '@chakra-ui/react';
import { DialogSections } from '../../components/AppDialog.tsx';

type Sections = ComponentProps<typeof DialogSections>;

interface Props extends Omit<Sections, 'children'> {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** A question to answer (alertdialog): no close button, Escape and the backdrop do not close it. */
  alert?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * The video room's dialogs: the app's dialog sections in a light scope (spec §9: the room is light
 * whatever the app's theme), since a dialog is portalled out of the room's own light wrapper.
 * Chakra's dialog traps focus and gives it back to the button that opened it.
 */
export function RoomDialog({ open, onClose, children, alert = false, size = 'md', ...sections }: Props) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      size={size}
      lazyMount
      unmountOnExit
      role={alert ? 'alertdialog' : 'dialog'}
      closeOnEscape={!alert}
      closeOnInteractOutside={!alert}
    >
      <Portal>
        <Theme appearance="light" hasBackground={false}>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <DialogSections {...sections}>{children}</DialogSections>
              {!alert && (
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close" />
                </Dialog.CloseTrigger>
              )}
            </Dialog.Content>
          </Dialog.Positioner>
        </Theme>
      </Portal>
    </Dialog.Root>
  );
}
