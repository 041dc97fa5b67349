import { useEffect, useState } from 'react';
import { Box, Container, Grid, Heading, HStack, NativeSelect, Stack, Tabs, Text, useMediaQuery } from '@chakra-ui/react';
import { WIDE_SCREEN_QUERY, type TRoom, type TUser } from '@coach/contract';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { isCoach, useAuth } from '../auth/store.ts';
import { ChatPanel } from '../chat/components/ChatPanel.tsx';
import { ConnectionBadge } from '../chat/components/ConnectionBadge.tsx';
import { useChat } from '../chat/store.ts';
import { useCoachingAccess } from '../coaching-access/queries.ts';
import { useRooms } from '../rooms/queries.ts';
import { NextSession } from './NextSession.tsx';
import { RoomSummary } from './RoomSummary.tsx';
import { GoalsPanel } from '../goals/GoalsPanel.tsx';
import { ProgressCard } from '../gamification/ProgressCard.tsx';
import { TrialExpired } from './TrialExpired.tsx';
import { CoachingBanner } from '../subscription/CoachingBanner.tsx';
import { AiCoachNotice } from '../directory/AiCoachNotice.tsx';

function workingWith(room: TRoom, user: TUser): string {
  if (isCoach(user)) return `Coaching ${room.client.firstName} ${room.client.lastName}`;
  const coach = room.humanCoach ? `${room.humanCoach.firstName} ${room.humanCoach.lastName}` : null;
  return coach ? `Working with ${coach} and your AI coach` : 'Working with your AI coach';
}

function RoomSelect({ rooms, value, onChange }: { rooms: TRoom[]; value: string; onChange: (id: string) => void }) {
  return (
    <NativeSelect.Root size="sm" maxW={{ base: 'full', md: 'xs' }}>
      <NativeSelect.Field aria-label="Room" value={value} onChange={(e) => onChange(e.target.value)}>
        {rooms.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function ChatCard({ room, viewerId }: { room: TRoom | undefined; viewerId: string }) {
  return (
    <Box data-testid="chat-card" borderWidth="1px" rounded="lg" bg="bg.panel" h="full" minH="0" overflow="hidden">
      {room ? (
        <ChatPanel room={room} viewerId={viewerId} />
      ) : (
        <Text color="fg.muted" textAlign="center" py="16">
          Select a room to start chatting
        </Text>
      )}
    </Box>
  );
}

/** /coaching: the access rule first, then the chat beside the progress card, the SMART goals and the room card. */
export default function CoachingPage() {
  const user = useAuth((s) => s.user)!;
  const access = useCoachingAccess(user.id);
  const rooms = useRooms(user.id);
  // The Retry of a failed room list counts its tries (docs/chat-and-ai-coach.md#the-coaching-page).
  const [roomRetries, setRoomRetries] = useState(0);
  const [roomId, setRoomId] = useState<string | null>(null);
  const [wide] = useMediaQuery([WIDE_SCREEN_QUERY], { fallback: [true] });

  useEffect(() => {
    if (rooms.data) useChat.getState().seedRooms(rooms.data);
  }, [rooms.data]);

  if (access.isPending || rooms.isPending) return <PageSpinner />;
  // If the access check fails, access is granted (docs/intake-and-billing.md#coaching-access).
  if (access.data && !access.data.hasAccess) return <TrialExpired />;

  const list = rooms.data ?? [];
  // The current room defaults to the first (docs/chat-and-ai-coach.md#rooms).
  const room = list.find((r) => r.id === roomId) ?? list[0];
  const summary = room ? <RoomSummary room={room} viewerId={user.id} /> : null;
  const goals = <GoalsPanel roomId={room?.id ?? null} hasRooms={list.length > 0} />;
  const progress = room ? <ProgressCard roomId={room.id} clientId={room.client.id} viewerId={user.id} /> : null;

  return (
    // The page is the window's height (Layout fill): the chat takes what the header leaves, and
    // the side column and the Goals and Progress tabs scroll inside themselves.
    <Container maxW="7xl" px={{ base: '3', md: '6' }} py={{ base: '2', md: '5' }} flex="1" minH="0" display="flex" flexDirection="column">
      <Stack gap={{ base: '2', md: '4' }} flex="1" minH="0">
        <HStack justify="space-between" align={{ base: 'center', md: 'flex-start' }} gap="2">
          <Stack gap="0.5" minW="0">
            <Heading as="h1" size={{ base: 'md', md: '2xl' }}>
              {isCoach(user) ? 'Coach Dashboard' : 'Coaching Session'}
            </Heading>
            {room && (
              <Text color="fg.muted" fontSize={{ base: 'xs', md: 'md' }} truncate>
                {workingWith(room, user)}
              </Text>
            )}
            {!isCoach(user) && <NextSession clientId={user.id} coachId={room?.humanCoach?.id ?? null} />}
          </Stack>
          <ConnectionBadge />
        </HStack>
        <CoachingBanner user={user} access={access.data} />
        {!isCoach(user) && room && !room.humanCoach && <AiCoachNotice />}
        {rooms.isError && (
          <RetryAlert
            asDescription
            retries={roomRetries}
            retrying={rooms.isFetching}
            onRetry={() => {
              setRoomRetries((n) => n + 1);
              void rooms.refetch();
            }}
          >
            Failed to load conversation
          </RetryAlert>
        )}
        {list.length > 1 && room && <RoomSelect rooms={list} value={room.id} onChange={setRoomId} />}

        {wide ? (
          <Grid templateColumns="minmax(0, 1fr) 320px" templateRows="minmax(0, 1fr)" gap="5" flex="1" minH="0">
            <ChatCard room={room} viewerId={user.id} />
            {/* A long goal list scrolls here, beside the chat. */}
            <Stack gap="4" minH="0" overflowY="auto" pb="1">
              {progress}
              {goals}
              {summary}
            </Stack>
          </Grid>
        ) : (
          // Every tab is mounted (hidden until chosen), so goals, progress and the badge toasts on arrival
          // do not wait for a tap on their tab.
          <Tabs.Root
            defaultValue="chat"
            colorPalette="teal"
            variant="line"
            size="sm"
            fitted
            flex="1"
            minH="0"
            display="flex"
            flexDirection="column"
          >
            <Tabs.List>
              <Tabs.Trigger value="chat">Chat</Tabs.Trigger>
              <Tabs.Trigger value="goals">Goals</Tabs.Trigger>
              <Tabs.Trigger value="progress">Progress</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="chat" pt="2" flex="1" minH="0">
              <ChatCard room={room} viewerId={user.id} />
            </Tabs.Content>
            <Tabs.Content value="goals" pt="2" flex="1" minH="0" overflowY="auto">
              {goals}
            </Tabs.Content>
            <Tabs.Content value="progress" pt="2" flex="1" minH="0" overflowY="auto">
              <Stack gap="4">
                {progress ?? <Text color="fg.muted">Select a room to see progress</Text>}
                {summary}
              </Stack>
            </Tabs.Content>
          </Tabs.Root>
        )}
      </Stack>
    </Container>
  );
}
