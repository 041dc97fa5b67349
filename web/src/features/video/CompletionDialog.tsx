import { useState } from 'react';
import { Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { VIDEO_DONE, VIDEO_ERR } from '@coach/contract';
import { toaster } from '../../components/toaster.tsx';
import { videoApi } from './api.ts';
import { RoomDialog } from './RoomDialog.tsx';

interface Props {
  open: boolean;
  sessionId: string;
  /** Continue Session: back to the call (the timer resumes). */
  onContinue: () => void;
  /** Leave Without Completing, or the session was completed: the coach leaves the room. */
  onLeave: () => void;
}

/**
 * The coach's Leave (docs/video-room.md#leaving-and-completing): Complete Coaching Session with
 * optional completion notes. Continue Session, Leave Without Completing, or Complete Session (the
 * session becomes COMPLETED).
 */
export function CompletionDialog({ open, sessionId, onContinue, onLeave }: Props) {
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);

  const complete = async () => {
    setBusy(true);
    try {
      const completionNotes = notes.trim();
      await videoApi.end(sessionId, completionNotes ? { completionNotes } : {});
      toaster.create({ type: 'success', title: VIDEO_DONE.SESSION_COMPLETED });
      onLeave();
    } catch {
      toaster.create({ type: 'error', title: VIDEO_ERR.COMPLETE_FAILED_TITLE, description: VIDEO_ERR.COMPLETE_FAILED });
    } finally {
      setBusy(false);
    }
  };

  return (
    <RoomDialog
      open={open}
      onClose={() => !busy && onContinue()}
      title="Complete Coaching Session"
      footerProps={{ flexWrap: 'wrap', gap: '2' }}
      footer={
        <>
          <Button variant="outline" onClick={onContinue} disabled={busy}>
            Continue Session
          </Button>
          <Button variant="outline" colorPalette="red" onClick={onLeave} disabled={busy}>
            Leave Without Completing
          </Button>
          <Button colorPalette="teal" onClick={() => void complete()} loading={busy} loadingText="Completing...">
            Complete Session
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text color="fg.muted">Mark this session as completed before you leave, or leave it open to rejoin later.</Text>
        <Field.Root>
          <Field.Label>Completion notes (optional)</Field.Label>
          <Textarea
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            rows={4}
            maxLength={10_000}
            placeholder="How did the session go?"
          />
        </Field.Root>
      </Stack>
    </RoomDialog>
  );
}
