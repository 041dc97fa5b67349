import { useState, type FormEvent } from 'react';
import { Button, CloseButton, Dialog, Field, Portal, Text, Textarea } from '@chakra-ui/react';
import { INVITE_EXPIRY_DAYS, INVITE_MESSAGE_MAX, ONBOARDING_ERR } from '@coach/contract';
import { errorText } from '../../lib/api.ts';
import { toaster } from '../../components/toaster.tsx';
import { EmailChipInput, useEmailChips } from './EmailChipInput.tsx';
import { NO_RECIPIENTS, type EmailProblem } from './emails.ts';
import { sendInvites } from './actions.ts';

/** One toast for the dialog's messages: each replaces the last. */
const TOAST_ID = 'send-invites';

export const sentText = (n: number) => `${n} ${n === 1 ? 'invitation' : 'invitations'} sent`;

function SendInvitesForm({ onClose }: { onClose: () => void }) {
  const chips = useEmailChips();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<EmailProblem | null>(null);
  const [pending, setPending] = useState(false);

  const onProblem = (p: EmailProblem | null) => {
    setProblem(p);
    if (p) toaster.create({ id: TOAST_ID, type: 'error', title: p.title, description: p.description });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    // An address still in the input counts, as if Enter had been pressed.
    const { emails, problem: typed } = chips.commit(chips.draft, true);
    if (typed) return onProblem(typed);
    if (emails.length === 0) return onProblem(NO_RECIPIENTS);
    setPending(true);
    try {
      const res = await sendInvites({ emails, personalMessage: message.trim() || null });
      toaster.create({ id: TOAST_ID, type: 'success', title: sentText(res.invitesSent) });
      onClose();
    } catch (err) {
      toaster.create({ id: TOAST_ID, type: 'error', title: errorText(err, ONBOARDING_ERR.INVITES_FAILED) });
      setPending(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Dialog.Header>
        <Dialog.Title>Invite Coachees</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body display="flex" flexDirection="column" gap="5">
        <Dialog.Description asChild>
          <Text color="fg.muted">
            Each address gets an email with a link to sign up and start coaching with you. The link works for {INVITE_EXPIRY_DAYS} days.
          </Text>
        </Dialog.Description>
        <EmailChipInput chips={chips} problem={problem} onProblem={onProblem} disabled={pending} />
        <Field.Root disabled={pending}>
          <Field.Label>Personal message (optional)</Field.Label>
          <Textarea
            name="personalMessage"
            rows={4}
            resize="vertical"
            maxLength={INVITE_MESSAGE_MAX}
            placeholder="Add a note for your invitees"
            value={message}
            onChange={(e) => setMessage(e.target.value.slice(0, INVITE_MESSAGE_MAX))}
          />
          <Field.HelperText alignSelf="flex-end" color="fg.muted" fontVariantNumeric="tabular-nums">
            {message.length}/{INVITE_MESSAGE_MAX}
          </Field.HelperText>
        </Field.Root>
      </Dialog.Body>
      <Dialog.Footer>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="teal" loading={pending} loadingText="Sending...">
          Send Invitations
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/** The 'Invite Coachees' dialog. Mounted only while open, so every opening starts empty. */
export function SendInvitesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <SendInvitesForm onClose={onClose} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
