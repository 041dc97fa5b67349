import { useRef } from 'react';
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { LuRotateCcw } from 'react-icons/lu';

interface Props {
  open: boolean;
  /** The 'Step X of N' the user would resume at. */
  resumeLabel: string;
  onContinue: () => void;
  onStartFresh: () => void;
}

/** Spec §2: offered when the intake was left part-way on this device. Escape keeps the saved answers. */
export function WelcomeBackDialog({ open, resumeLabel, onContinue, onStartFresh }: Props) {
  const continueRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onContinue()}
      placement="center"
      role="alertdialog"
      closeOnInteractOutside={false}
      initialFocusEl={() => continueRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Welcome Back!</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>You started setting up your coaching on this device. Would you like to pick up where you left off?</Text>
                <Text color="fg.muted" fontSize="sm">
                  You&apos;ll continue at {resumeLabel}. For your security your password is never saved, so we&apos;ll ask for it
                  again before you finish.
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch">
              <Button variant="outline" onClick={onStartFresh}>
                <LuRotateCcw /> Start Fresh
              </Button>
              <Button ref={continueRef} colorPalette="teal" onClick={onContinue}>
                Continue
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
