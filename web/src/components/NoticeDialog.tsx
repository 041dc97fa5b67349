import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  children: React.ReactNode;
}

/** A plain information dialog: under development, coming soon. */
export function NoticeDialog({ open, onClose, title, children }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{children}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>Got it</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function UnderDevelopmentDialog({ open, onClose, feature }: { open: boolean; onClose: () => void; feature: string }) {
  return (
    <NoticeDialog open={open} onClose={onClose} title={`${feature} is under development`}>
      {feature} is under development and expected in Q4 2025. Until then, everything here is free to use during your
      trial.
    </NoticeDialog>
  );
}
