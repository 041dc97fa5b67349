import { useState, type FormEvent } from 'react';
import { Dialog, Field, Text, Textarea } from '@chakra-ui/react';
import { INVITE_EXPIRY_DAYS, INVITE_MESSAGE_MAX, ONBOARDING_ERR } from '@coach/contract';
import { errorText } from '../../lib/api.ts';
import { DialogFooterButtons, DialogSections, DialogShell } from '../../components/AppDialog.tsx';
import { toaster } from '../../components/toaster.tsx';
import { EmailChipInput, useEmailChips } from './EmailChipInput.tsx';
import { sendBlocker, type EmailProblem } from './emails.ts';
import { sendInvites } from './actions.ts';

/** One toast for the dialog's answer from the server: each replaces the last. */
const TOAST_ID = 'send-invites';

export const sentText = (n: number) => `${n} ${n === 1 ? 'invitation' : 'invitations'} sent`;

function SendInvitesForm({ onClose }: { onClose: () => void }) {
  const chips = useEmailChips();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<EmailProblem | null>(null);
  const [pending, setPending] = useState(false);

  // Address problems show inline under the chips, where the red chip is, not in a corner toast.
  const blocker = sendBlocker(chips.emails);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    // An address still in the input counts, as if Enter had been pressed.
    const { emails, problem: typed } = chips.commit(chips.draft, true);
    const blocked = sendBlocker(emails);
    if (typed || blocked) return setProblem(typed ?? blocked!.problem);
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
    <DialogSections
      title="Invite Coachees"
      onSubmit={(e) => void submit(e)}
      bodyProps={{ display: 'flex', flexDirection: 'column', gap: '5' }}
      footer={
        <DialogFooterButtons
          onCancel={onClose}
          confirmLabel={blocker && chips.emails.length > 0 ? blocker.label : 'Send Invitations'}
          pending={pending}
          loadingText="Sending..."
        />
      }
    >
      <Dialog.Description asChild>
        <Text color="fg.muted">
          Each address gets an email with a link to sign up and start coaching with you. The link works for {INVITE_EXPIRY_DAYS} days.
        </Text>
      </Dialog.Description>
      <EmailChipInput chips={chips} problem={problem} onProblem={setProblem} disabled={pending} />
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
    </DialogSections>
  );
}

/** The 'Invite Coachees' dialog. Mounted only while open, so every opening starts empty. */
export function SendInvitesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <DialogShell fresh open={open} onClose={onClose}>
      <SendInvitesForm onClose={onClose} />
    </DialogShell>
  );
}
