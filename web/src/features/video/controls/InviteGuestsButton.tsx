import { Button } from '@chakra-ui/react';
import { LuUserPlus } from 'react-icons/lu';
import { VIDEO_UI } from '@coach/contract';
import { useInviteGuestsControl } from './useInviteGuestsControl.tsx';

/** The coach's 'Invite guests' control of the wide bar: opens the guest link dialog. */
export function InviteGuestsButton() {
  const invite = useInviteGuestsControl();
  if (!invite) return null;
  return (
    <>
      <Button size="sm" variant="outline" aria-label="Invite guests" title={VIDEO_UI.INVITE_TITLE} onClick={invite.open}>
        <LuUserPlus aria-hidden /> Invite
      </Button>
      {invite.dialog}
    </>
  );
}
