import { useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { VIDEO_UI, type TGuestKnock } from '@coach/contract';
import { toaster } from '../../../components/toaster.tsx';
import { ApiError, errorText } from '../../../lib/api.ts';
import { RoomDialog } from '../RoomDialog.tsx';
import { videoApi } from '../api.ts';
import { useVideoRoom, useVideoRoomStore } from '../store.ts';

/**
 * The client's question when the coach admits a guest: 'Your coach wants to let <name> join this
 * session', Allow or Refuse. The guest comes in only on Allow (the client's answer is their
 * consent); on Refuse they are turned away and the coach is told. One guest at a time, oldest
 * first; asked live, or on entering the room when the coach admitted them before.
 */
export function GuestRequestDialog() {
  const roomStore = useVideoRoomStore();
  const join = useVideoRoom((s) => s.join);
  const request = useVideoRoom((s) => s.guestRequests[0] ?? null);
  const [busy, setBusy] = useState<'allow' | 'refuse' | null>(null);
  if (!join || join.userRole !== 'coachee') return null;

  const answer = async (knock: TGuestKnock, allow: boolean) => {
    setBusy(allow ? 'allow' : 'refuse');
    const store = roomStore.getState();
    try {
      store.applyGuestRequest((await videoApi.answerGuestRequest(join.sessionId, knock.id, allow)).knock);
    } catch (err) {
      // No longer waiting (answered in another tab, withdrawn by the coach): the question goes.
      if (err instanceof ApiError && err.status === 404) store.applyGuestRequest({ ...knock, status: 'denied' });
      toaster.create({ type: 'error', title: errorText(err, VIDEO_UI.GUEST_REQUEST_FAILED) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <RoomDialog
      open={request !== null}
      onClose={() => undefined}
      alert
      size="sm"
      title={VIDEO_UI.GUEST_REQUEST_TITLE}
      footer={
        request && (
          <>
            <Button variant="outline" disabled={busy !== null} loading={busy === 'refuse'} onClick={() => void answer(request, false)}>
              {VIDEO_UI.GUEST_REQUEST_REFUSE}
            </Button>
            <Button colorPalette="teal" disabled={busy !== null} loading={busy === 'allow'} onClick={() => void answer(request, true)}>
              {VIDEO_UI.GUEST_REQUEST_ALLOW}
            </Button>
          </>
        )
      }
    >
      {request && <Text wordBreak="break-word">{VIDEO_UI.GUEST_REQUEST_TEXT(request.name)}</Text>}
    </RoomDialog>
  );
}
