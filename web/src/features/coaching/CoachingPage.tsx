import { useState } from 'react';
import { Alert, Button, Container, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { TRoom, TUser } from '@coach/contract';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { isCoach, useAuth } from '../auth/store.ts';
import { useCoachingAccess, useRooms } from './queries.ts';
import { RoomSummary } from './RoomSummary.tsx';
import { TrialExpired } from './TrialExpired.tsx';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

function workingWith(room: TRoom, user: TUser): string {
  if (isCoach(user)) return `Coaching ${room.client.firstName} ${room.client.lastName}`;
  const coach = room.humanCoach ? `${room.humanCoach.firstName} ${room.humanCoach.lastName}` : null;
  return coach ? `Working with ${coach} and your AI coach` : 'Working with your AI coach';
}

/** The client's coaching page: access rule first, then the room (chat, goals and progress arrive with later issues). */
export default function CoachingPage() {
  const user = useAuth((s) => s.user)!;
  const access = useCoachingAccess(user.id);
  const rooms = useRooms(user.id);
  const [roomId, setRoomId] = useState<string | null>(null);

  if (access.isPending || rooms.isPending) return <PageSpinner />;
  // Spec §4: if the access check fails, access is granted.
  if (access.data && !access.data.hasAccess) return <TrialExpired />;

  const list = rooms.data ?? [];
  // The current room defaults to the first (spec §4 Connection status).
  const room = list.find((r) => r.id === roomId) ?? list[0];
  const trialEnd = access.data?.reason === 'trial' && access.data.trialEndDate ? new Date(access.data.trialEndDate) : null;

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {isCoach(user) ? 'Coach Dashboard' : 'Coaching Session'}
          </Heading>
          {room && <Text color="fg.muted">{workingWith(room, user)}</Text>}
        </Stack>
        {trialEnd && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Description>Your 7-day free trial runs until {dateFormat.format(trialEnd)}.</Alert.Description>
          </Alert.Root>
        )}
        {rooms.isError && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>Failed to load conversation.</Alert.Description>
            <Button size="sm" variant="outline" ms="auto" onClick={() => void rooms.refetch()}>
              Retry
            </Button>
          </Alert.Root>
        )}
        {list.length > 1 && (
          <NativeSelect.Root maxW="sm">
            <NativeSelect.Field aria-label="Room" value={room?.id} onChange={(e) => setRoomId(e.target.value)}>
              {list.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        {room ? (
          <RoomSummary room={room} viewerId={user.id} />
        ) : (
          !rooms.isError && <Text color="fg.muted">Select a room to start chatting</Text>
        )}
      </Stack>
    </Container>
  );
}
