import { useState } from 'react';
import { Button, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuRefreshCw, LuSend, LuTrash2, LuX } from 'react-icons/lu';
import { ONBOARDING_ERR, type TInvite } from '@coach/contract';
import { errorText } from '../../lib/api.ts';
import { toaster } from '../../components/toaster.tsx';
import { cancelInvite, deleteInvite, resendInvite } from './actions.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { hasActions, inviteActions } from './derive.ts';

type Busy = 'resend' | 'cancel' | 'delete' | null;

/** docs/coach-workspace.md#invites: Resend / Send New Invite and Cancel Invite; Delete for a cancelled one. */
export function InviteRowActions({ invite }: { invite: TInvite }) {
  const actions = inviteActions(invite.status);
  const [busy, setBusy] = useState<Busy>(null);
  const [confirm, setConfirm] = useState<'cancel' | 'delete' | null>(null);

  const run = async (kind: Exclude<Busy, null>, call: () => Promise<unknown>, success: string | null, fallback: string) => {
    setBusy(kind);
    try {
      await call();
      if (success) toaster.create({ type: 'success', title: success });
      setConfirm(null);
    } catch (err) {
      toaster.create({ type: 'error', title: errorText(err, fallback) });
    } finally {
      setBusy(null);
    }
  };

  /** Cancel Invite and Delete ask first, in their confirm dialog. */
  const askFirst = (kind: 'cancel' | 'delete', label: string, Icon: IconType, text: string) => (
    <Button size="xs" variant="ghost" colorPalette="red" disabled={busy !== null} aria-label={label} onClick={() => setConfirm(kind)}>
      <Icon /> {text}
    </Button>
  );

  if (!hasActions(invite.status)) {
    return (
      <Text as="span" color="fg.muted" fontSize="sm">
        <span aria-hidden>—</span>
        <VisuallyHidden>No actions</VisuallyHidden>
      </Text>
    );
  }

  return (
    <HStack gap="2" wrap="wrap">
      {actions.resend && (
        <Button
          size="xs"
          variant="outline"
          colorPalette="teal"
          loading={busy === 'resend'}
          disabled={busy !== null}
          aria-label={`${actions.resend} to ${invite.email}`}
          onClick={() =>
            void run('resend', () => resendInvite(invite.id), ONBOARDING_ERR.INVITE_RESENT, ONBOARDING_ERR.INVITE_RESEND_FAILED)
          }
        >
          {actions.resend === 'Resend' ? <LuRefreshCw /> : <LuSend />} {actions.resend}
        </Button>
      )}
      {actions.cancel && askFirst('cancel', `Cancel Invite to ${invite.email}`, LuX, 'Cancel Invite')}
      {actions.delete && askFirst('delete', `Delete invite to ${invite.email}`, LuTrash2, 'Delete')}
      <ConfirmDialog
        open={confirm === 'cancel'}
        title="Cancel this invitation?"
        description={`The link sent to ${invite.email} will stop working.`}
        cancelLabel="Keep Invite"
        confirmLabel="Cancel Invite"
        pending={busy === 'cancel'}
        onClose={() => setConfirm(null)}
        onConfirm={() =>
          void run('cancel', () => cancelInvite(invite.id), ONBOARDING_ERR.INVITE_CANCELLED, ONBOARDING_ERR.INVITE_CANCEL_FAILED)
        }
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        title="Delete this invitation?"
        description={`The invitation to ${invite.email} will be removed from your list.`}
        cancelLabel="Keep"
        confirmLabel="Delete"
        pending={busy === 'delete'}
        onClose={() => setConfirm(null)}
        onConfirm={() => void run('delete', () => deleteInvite(invite), ONBOARDING_ERR.INVITE_DELETED, 'Failed to delete invite')}
      />
    </HStack>
  );
}
