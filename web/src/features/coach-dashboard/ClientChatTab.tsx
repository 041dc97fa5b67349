import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Card, EmptyState, Grid, Heading, HStack, SimpleGrid, Stack, Text, useMediaQuery } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuArrowLeft, LuUserPlus, LuUsers } from 'react-icons/lu';
import { WIDE_SCREEN_QUERY } from '@coach/contract';
import { useAuth } from '../auth/store.ts';
import { ChatPanel } from '../chat/components/ChatPanel.tsx';
import { ConnectionBadge } from '../chat/components/ConnectionBadge.tsx';
import { useChat } from '../chat/store.ts';
import { AiLevelSelect } from './AiLevelSelect.tsx';
import { ClientList } from './ClientList.tsx';
import { useRooms } from '../coaching/queries.ts';
import { clientRooms, NO_CLIENTS } from './useCoachClients.ts';
import { GoalsPanel } from '../goals/GoalsPanel.tsx';
import { CreateSessionDialog } from '../sessions/components/CreateSessionDialog.tsx';
import { ProgressCard } from '../progress/ProgressCard.tsx';

const PANE_HEIGHT = { base: 'calc(100dvh - 14rem)', md: 'calc(100dvh - 18rem)' };

/** Spec §2 Client chat panel: client list beside the chat (narrow: list, then the chat with Back). */
export function ClientChatTab() {
  const user = useAuth((s) => s.user)!;
  const rooms = useRooms(user.id);
  const [selected, setSelected] = useState<string | null>(null);
  // The client whose row menu asked to Schedule Session: the create dialog opens for them.
  const [scheduling, setScheduling] = useState<string | null>(null);
  const [wide] = useMediaQuery([WIDE_SCREEN_QUERY], { fallback: [true] });
  const list = useMemo(() => clientRooms(rooms.data ?? [], user.id), [rooms.data, user.id]);
  const room = list.find((r) => r.id === selected);

  useEffect(() => {
    if (rooms.data) useChat.getState().seedRooms(rooms.data);
  }, [rooms.data]);

  if (list.length === 0) {
    return (
      <Card.Root>
        <Card.Body>
          <EmptyState.Root size="sm">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <LuUsers />
              </EmptyState.Indicator>
              <EmptyState.Description color="fg.muted">{NO_CLIENTS}</EmptyState.Description>
              <Button asChild colorPalette="teal" size="sm">
                <RouterLink to="/coach/invites?new=1">
                  <LuUserPlus aria-hidden /> Invite Coachee
                </RouterLink>
              </Button>
            </EmptyState.Content>
          </EmptyState.Root>
        </Card.Body>
      </Card.Root>
    );
  }

  const select = (id: string) => {
    setSelected(id);
    useChat.getState().readElsewhere(id);
  };

  const listPane = (
    <Card.Root h={wide ? PANE_HEIGHT : undefined} minH={wide ? '420px' : undefined} overflow="hidden">
      <Card.Header pb="2">
        <Heading as="h2" size="md">
          Your Clients
        </Heading>
      </Card.Header>
      <Box overflowY="auto" flex="1">
        <ClientList rooms={list} selectedId={room?.id ?? null} onSelect={select} onSchedule={(r) => setScheduling(r.client.id)} />
      </Box>
      <CreateSessionDialog open={scheduling !== null} clientId={scheduling ?? undefined} onClose={() => setScheduling(null)} />
    </Card.Root>
  );

  const chatPane = (
    <Card.Root h={PANE_HEIGHT} minH="420px" overflow="hidden">
      {room ? (
        <>
          <HStack px={{ base: '2', md: '4' }} py="2" borderBottomWidth="1px" gap="2" wrap="wrap">
            {!wide && (
              <Button size="sm" variant="ghost" onClick={() => setSelected(null)}>
                <LuArrowLeft aria-hidden /> Back
              </Button>
            )}
            <Heading as="h2" size="md" flex="1" minW="0" truncate>
              {room.client.firstName} {room.client.lastName}
            </Heading>
            <ConnectionBadge />
            <AiLevelSelect room={room} />
          </HStack>
          <Box flex="1" minH="0">
            <ChatPanel key={room.id} room={room} viewerId={user.id} markReadAtOnce />
          </Box>
        </>
      ) : (
        <Text color="fg.muted" textAlign="center" py="16" px="4">
          Select a client to start chatting.
        </Text>
      )}
    </Card.Root>
  );

  // The selected client's progress and goals, under the chat: the coach adds and updates goals here too.
  const clientPane = room ? (
    <Stack gap="4">
      {chatPane}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <ProgressCard roomId={room.id} clientId={room.client.id} viewerId={user.id} />
        <GoalsPanel roomId={room.id} />
      </SimpleGrid>
    </Stack>
  ) : (
    chatPane
  );

  if (!wide) return room ? clientPane : listPane;
  return (
    <Grid templateColumns="minmax(240px, 320px) minmax(0, 1fr)" gap="4" alignItems="start">
      {listPane}
      {clientPane}
    </Grid>
  );
}
