import { useEffect, useRef, useState } from 'react';
import { Box, Stack, Text } from '@chakra-ui/react';
import { useMaybeRoomContext } from '@livekit/components-react';
import { RoomEvent, type RemoteParticipant } from 'livekit-client';
import { VIDEO_ROLE_LABEL, VIDEO_UI, type TVideoJoinData } from '@coach/contract';
import { useVideoRoom } from '../store.ts';

/** How long a '<name> joined' or '<name> left' notice stays on screen. */
export const PRESENCE_NOTICE_MS = 5000;

interface Notice {
  id: number;
  text: string;
}

/** The name a participant is shown by: their LiveKit name, else who the join data says their identity is. */
function nameOf(p: Pick<RemoteParticipant, 'name' | 'identity'>, join: TVideoJoinData): string {
  if (p.name?.trim()) return p.name.trim();
  if (p.identity === join.sessionData.coachId) return join.sessionData.coachName;
  if (p.identity === join.sessionData.clientId) return join.sessionData.clientName;
  return VIDEO_ROLE_LABEL.observer;
}

/**
 * Everyone's notices of who comes into the call and who leaves it ('<name> joined', '<name> left'),
 * from LiveKit's room events: only others (the room tells nobody of themselves), each for a few
 * seconds, in a polite live region that a screen reader reads without moving focus. Without
 * LiveKit (no room) the region stays empty.
 */
export function PresenceNotices() {
  const room = useMaybeRoomContext();
  const join = useVideoRoom((s) => s.join);
  const [notices, setNotices] = useState<Notice[]>([]);
  const next = useRef(0);

  useEffect(() => {
    if (!room || !join) return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const add = (text: string) => {
      const id = ++next.current;
      setNotices((n) => [...n, { id, text }]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setNotices((n) => n.filter((x) => x.id !== id));
      }, PRESENCE_NOTICE_MS);
      timers.add(timer);
    };
    const onJoined = (p: RemoteParticipant) => add(VIDEO_UI.PARTICIPANT_JOINED(nameOf(p, join)));
    const onLeft = (p: RemoteParticipant) => add(VIDEO_UI.PARTICIPANT_LEFT(nameOf(p, join)));
    room.on(RoomEvent.ParticipantConnected, onJoined).on(RoomEvent.ParticipantDisconnected, onLeft);
    return () => {
      room.off(RoomEvent.ParticipantConnected, onJoined).off(RoomEvent.ParticipantDisconnected, onLeft);
      timers.forEach(clearTimeout);
      setNotices([]);
    };
  }, [room, join]);

  return (
    <Box
      role="status"
      aria-live="polite"
      aria-label="Who joined or left"
      position="absolute"
      top="3"
      left="50%"
      transform="translateX(-50%)"
      zIndex="docked"
      pointerEvents="none"
      maxW="calc(100% - 2rem)"
    >
      <Stack gap="2" align="center">
        {notices.map((n) => (
          <Text
            key={n.id}
            px="3"
            py="1.5"
            rounded="full"
            bg="blackAlpha.800"
            color="white"
            fontSize="sm"
            shadow="md"
            textAlign="center"
            wordBreak="break-word"
          >
            {n.text}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}
