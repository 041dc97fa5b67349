import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Card, EmptyState, Grid, Heading, HStack, SimpleGrid, Stack, Text, useMediaQuery } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LuArrowLeft, LuMessageSquare, LuNotebookPen, LuPlus, LuUserPlus, LuUsers } from 'react-icons/lu';
import { WIDE_SCREEN_QUERY, type TRoom } from '@coach/contract';
import { useAuth } from '../auth/store.ts';
import { ChatPanel } from '../chat/components/ChatPanel.tsx';
import { ConnectionBadge } from '../chat/components/ConnectionBadge.tsx';
import { useChat } from '../chat/store.ts';
import { AiLevelSelect } from './AiLevelSelect.tsx';
import { ClientList, type ClientAction } from './ClientList.tsx';
import { ClientProgressDialog } from './ClientProgressDialog.tsx';
import { ClientSettingsDialog } from './ClientSettingsDialog.tsx';
import { useRooms } from '../rooms/queries.ts';
import { clientRooms, NO_CLIENTS } from '../rooms/useCoachClients.ts';
import { GoalsPanel } from '../goals/GoalsPanel.tsx';
import { ClientNotebook } from '../notes/ClientNotebook.tsx';
import { CreateSessionDialog } from '../sessions/components/CreateSessionDialog.tsx';
import { ProgressCard } from '../gamification/ProgressCard.tsx';

const PANE_HEIGHT = { base: 'calc(100dvh - 14rem)', md: 'calc(100dvh - 18rem)' };

/** The right pane: the chat, the notebook, or the chat under the progress dialog. Kept in ?view= (chat when absent). */
const VIEWS = ['chat', 'notebook', 'progress'] as const;
type View = (typeof VIEWS)[number];
const asView = (v: string | null): View => VIEWS.find((x) => x === v) ?? 'chat';

/**
 * The selected client (?client=<clientId>) and the pane's view (?view=notebook|progress) live in
 * the URL, so a link (the Dashboard's Needs attention) lands on them; the page keeps ?tab=clients.
 */
function usePaneParams() {
  const [params, setParams] = useSearchParams();
  const clientId = params.get('client');
  const view = asView(params.get('view'));
  const show = (next: { clientId: string | null; view: View }) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        if (next.clientId) q.set('client', next.clientId);
        else q.delete('client');
        if (next.clientId && next.view !== 'chat') q.set('view', next.view);
        else q.delete('view');
        return q;
      },
      { replace: true },
    );
  return { clientId, view, show };
}

/** docs/coach-workspace.md#client-list: client list beside the chat or the notebook (narrow: list, then the pane with Back). */
export function ClientChatTab() {
  const user = useAuth((s) => s.user)!;
  const rooms = useRooms(user.id);
  const { clientId, view, show } = usePaneParams();
  // The client whose row menu asked to Schedule Session: the create dialog opens for them.
  const [scheduling, setScheduling] = useState<string | null>(null);
  const [settingsFor, setSettingsFor] = useState<string | null>(null);
  // Bumped by New Note: the notebook opens with its form open.
  const [compose, setCompose] = useState(0);
  const [wide] = useMediaQuery([WIDE_SCREEN_QUERY], { fallback: [true] });
  const list = useMemo(() => clientRooms(rooms.data ?? [], user.id), [rooms.data, user.id]);
  const room = list.find((r) => r.client.id === clientId);
  const settingsRoom = list.find((r) => r.client.id === settingsFor) ?? null;

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

  const openView = (r: TRoom, next: View) => {
    setCompose(0);
    show({ clientId: r.client.id, view: next });
  };
  const select = (r: TRoom) => {
    openView(r, 'chat');
    useChat.getState().readElsewhere(r.id);
  };
  const act = (r: TRoom, action: ClientAction) => {
    if (action === 'schedule') setScheduling(r.client.id);
    else if (action === 'settings') setSettingsFor(r.client.id);
    else openView(r, action);
  };

  const listPane = (
    <Card.Root h={wide ? PANE_HEIGHT : undefined} minH={wide ? '420px' : undefined} overflow="hidden">
      <Card.Header pb="2">
        <Heading as="h2" size="md">
          Your Clients
        </Heading>
      </Card.Header>
      <Box overflowY="auto" flex="1">
        <ClientList rooms={list} selectedId={room?.id ?? null} onSelect={select} onAction={act} />
      </Box>
    </Card.Root>
  );

  const notebook = view === 'notebook';
  const header = room && (
    <HStack px={{ base: '2', md: '4' }} py="2" borderBottomWidth="1px" gap="2" wrap="wrap">
      <HStack gap="2" flex="1" minW="min(100%, 12rem)">
        {!wide && (
          <Button size="sm" variant="ghost" onClick={() => show({ clientId: null, view: 'chat' })}>
            <LuArrowLeft aria-hidden /> Back
          </Button>
        )}
        <Heading as="h2" size="md" flex="1" minW="0" truncate>
          {room.client.firstName} {room.client.lastName}
        </Heading>
        <ConnectionBadge />
      </HStack>
      <HStack gap="2" wrap="wrap">
        {/* One button that changes its label, so the keyboard focus stays on it. */}
        <Button size="sm" variant="outline" onClick={() => openView(room, notebook ? 'chat' : 'notebook')}>
          {notebook ? <LuMessageSquare aria-hidden /> : <LuNotebookPen aria-hidden />}
          {notebook ? 'Back to Chat' : 'Notebook'}
        </Button>
        {/* In the notebook its own New Note sits beside the list. */}
        {!notebook && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setCompose((c) => c + 1);
              show({ clientId: room.client.id, view: 'notebook' });
            }}
          >
            <LuPlus aria-hidden /> New Note
          </Button>
        )}
        <AiLevelSelect room={room} />
      </HStack>
    </HStack>
  );

  const pane = (
    <Card.Root h={room && notebook ? undefined : PANE_HEIGHT} minH="420px" overflow="hidden">
      {room ? (
        <>
          {header}
          {notebook ? (
            <Box p={{ base: '3', md: '4' }}>
              <ClientNotebook
                key={room.client.id}
                coacheeId={room.client.id}
                clientName={`${room.client.firstName} ${room.client.lastName}`.trim()}
                viewerId={user.id}
                composeSignal={compose}
              />
            </Box>
          ) : (
            <Box flex="1" minH="0">
              <ChatPanel key={room.id} room={room} viewerId={user.id} markReadAtOnce />
            </Box>
          )}
        </>
      ) : (
        <Text color="fg.muted" textAlign="center" py="16" px="4">
          Select a client to start chatting.
        </Text>
      )}
    </Card.Root>
  );

  // The selected client's progress and goals, under the chat: the coach adds and updates goals here too.
  const clientPane =
    room && !notebook ? (
      <Stack gap="4">
        {pane}
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
          <ProgressCard roomId={room.id} clientId={room.client.id} viewerId={user.id} />
          <GoalsPanel roomId={room.id} />
        </SimpleGrid>
      </Stack>
    ) : (
      pane
    );

  const dialogs = (
    <>
      <CreateSessionDialog open={scheduling !== null} clientId={scheduling ?? undefined} onClose={() => setScheduling(null)} />
      <ClientProgressDialog
        room={room && view === 'progress' ? room : null}
        viewerId={user.id}
        onClose={() => room && openView(room, 'chat')}
      />
      <ClientSettingsDialog room={settingsRoom} onClose={() => setSettingsFor(null)} />
    </>
  );

  // One tree for both widths (the list is left out, not the pane moved), so a screen that crosses
  // the breakpoint (a tablet turned) keeps the open chat, note form or edit.
  return (
    <Grid templateColumns={wide ? 'minmax(240px, 320px) minmax(0, 1fr)' : 'minmax(0, 1fr)'} gap="4" alignItems="start">
      {(wide || !room) && listPane}
      {(wide || room) && clientPane}
      {dialogs}
    </Grid>
  );
}
