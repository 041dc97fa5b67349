import { useRef } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { LuRotateCcw } from 'react-icons/lu';
import { AppDialog, DialogFooterButtons } from '../../../components/AppDialog.tsx';

interface Props {
  open: boolean;
  /** The 'Step X of N' the user had left off at. */
  resumeLabel: string;
  /** Whether continuing starts at the account step, to enter the password again. */
  asksPassword: boolean;
  onContinue: () => void;
  onStartFresh: () => void;
}

/** Offered when the intake was left part-way on this device (docs/intake-and-billing.md#intake-wizard). Escape keeps the saved answers. */
export function WelcomeBackDialog({ open, resumeLabel, asksPassword, onContinue, onStartFresh }: Props) {
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
          {asksPassword
            ? `You left off at ${resumeLabel}. For your security your password is never saved on this device, so you'll enter it again first, then go straight back there.`
            : `You'll continue at ${resumeLabel}.`}
        </Text>
      </Stack>
    </AppDialog>
  );
}
