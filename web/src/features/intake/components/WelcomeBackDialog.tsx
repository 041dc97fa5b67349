import { useRef } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { LuRotateCcw } from 'react-icons/lu';
import { AppDialog, DialogFooterButtons } from '../../../components/AppDialog.tsx';

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
    <AppDialog
      alert
      open={open}
      onClose={onContinue}
      closeOnInteractOutside={false}
      initialFocusEl={() => continueRef.current}
      title="Welcome Back!"
      footerProps={{ flexDirection: { base: 'column-reverse', sm: 'row' }, alignItems: 'stretch' }}
      footer={
        <DialogFooterButtons
          onCancel={onStartFresh}
          cancelLabel={
            <>
              <LuRotateCcw /> Start Fresh
            </>
          }
          confirmLabel="Continue"
          onConfirm={onContinue}
          confirmRef={continueRef}
        />
      }
    >
      <Stack gap="3">
        <Text>You started setting up your coaching on this device. Would you like to pick up where you left off?</Text>
        <Text color="fg.muted" fontSize="sm">
          You&apos;ll continue at {resumeLabel}. For your security your password is never saved, so we&apos;ll ask for it
          again before you finish.
        </Text>
      </Stack>
    </AppDialog>
  );
}
