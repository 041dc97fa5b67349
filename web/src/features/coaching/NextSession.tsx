import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, HStack, Text } from '@chakra-ui/react';
import { LuCalendarClock } from 'react-icons/lu';
import { lazyDialog } from '../../components/lazyDialog.tsx';
import { TAP_TARGET } from '../../components/tap-target.ts';
import { formatSessionDateTime } from '../../lib/session-format.ts';
import { useUpcomingSessions } from '../sessions/client/useUpcomingSessions.ts';
import { otherInRoom } from '../sessions/components/InRoomNote.tsx';

// Loaded on first opening: the dialog brings the slot picker and the cancel and reschedule forms.
const UpcomingSessionsDialog = lazyDialog(() => import('../sessions/client/UpcomingSessionsDialog.tsx').then((m) => m.default));

/**
 * The chat header (docs/chat-and-ai-coach.md#the-coaching-page), for a client: the next session's date and time (the soonest SCHEDULED or
 * CONFIRMED of the next 30 days), or the one the coach has started, and View All Sessions (whose
 * Join leads to the video room). Live by the session:changed push.
 */
export function NextSession({ clientId, coachId }: { clientId: string; coachId: string | null }) {
  const { query, next, live } = useUpcomingSessions(clientId);
  const [params, setParams] = useSearchParams();
  // The navigation's Upcoming sessions (/coaching?sessions=open) opens the list here.
  const asked = params.get('sessions') === 'open';
  const [open, setOpen] = useState(asked);
  useEffect(() => {
    if (!asked) return;
    setOpen(true);
    setParams(
      (p) => {
        p.delete('sessions');
        return p;
      },
      { replace: true },
    );
  }, [asked, setParams]);
  const line = query.isPending
    ? 'Loading sessions...'
    : live
      ? `Session in progress: ${formatSessionDateTime(live.scheduledAt)}${otherInRoom(live, 'client') ? ', your coach is in the video room' : ''}`
      : next
        ? `Next session: ${formatSessionDateTime(next.scheduledAt)}`
        : query.isError
          ? null
          : 'No upcoming sessions';
  return (
    <HStack gap="2" fontSize={{ base: 'xs', md: 'sm' }} wrap="wrap" data-testid="next-session">
      {/* The icon stays beside its line when the row wraps on a narrow screen. */}
      <HStack gap="1.5">
        <LuCalendarClock aria-hidden />
        {line && <Text aria-live="polite">{line}</Text>}
      </HStack>
      <Button
        variant="plain"
        size="xs"
        colorPalette="teal"
        color="colorPalette.fg"
        px="0"
        h="auto"
        {...TAP_TARGET}
        textDecoration="underline"
        onClick={() => setOpen(true)}
      >
        View All Sessions
      </Button>
      <UpcomingSessionsDialog open={open} onClose={() => setOpen(false)} clientId={clientId} coachId={coachId} />
    </HStack>
  );
}
