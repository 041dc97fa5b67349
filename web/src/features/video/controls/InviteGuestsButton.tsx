import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { LuUserPlus } from 'react-icons/lu';
import { VIDEO_UI } from '@coach/contract';
import { useVideoRoom } from '../store.ts';
import { InviteGuestsDialog } from './InviteGuestsDialog.tsx';

/** The coach's 'Invite guests' control: opens the guest link dialog. */
export function InviteGuestsButton() {
  const join = useVideoRoom((s) => s.join);
  const [open, setOpen] = useState(false);
  if (!join || join.userRole !== 'coach') return null;
  return (
    <>
      <Button size="sm" variant="outline" aria-label="Invite guests" title={VIDEO_UI.INVITE_TITLE} onClick={() => setOpen(true)}>
        <LuUserPlus aria-hidden /> Invite
      </Button>
      <InviteGuestsDialog open={open} onClose={() => setOpen(false)} sessionId={join.sessionId} />
    </>
  );
}
