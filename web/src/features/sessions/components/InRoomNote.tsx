import { Box, HStack, Text } from '@chakra-ui/react';
import type { TSession } from '@coach/contract';

/** Whether the other side of a session is in its video room now: the client for the coach, the coach for the client. */
export function otherInRoom(session: TSession, viewer: 'coach' | 'client'): boolean {
  if (session.status !== 'IN_PROGRESS') return false;
  return viewer === 'coach' ? session.inRoom.client : session.inRoom.coach;
}

/** 'Jordan is in the video room' (the coach's view) or 'Your coach is in the video room' (the client's); nothing otherwise. Live by session:changed. */
export function InRoomNote({ session, viewer }: { session: TSession; viewer: 'coach' | 'client' }) {
  if (!otherInRoom(session, viewer)) return null;
  const who = viewer === 'coach' ? session.client.firstName : 'Your coach';
  return (
    <HStack gap="1.5" fontSize="xs" color="green.fg" data-testid="in-room">
      <Box w="2" h="2" rounded="full" bg="green.solid" flexShrink={0} aria-hidden />
      <Text>{who} is in the video room</Text>
    </HStack>
  );
}
