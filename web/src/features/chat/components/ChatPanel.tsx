import { useEffect, useState } from 'react';
import { Alert, Box, Button, Center, HStack, Spinner, Text } from '@chakra-ui/react';
import type { TRoom } from '@coach/contract';
import { toaster } from '../../../components/toaster.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { useConnection } from '../../../lib/realtime/connection.ts';
import { useChat } from '../store.ts';
import { typingText } from '../merge.ts';
import { Composer } from './Composer.tsx';
import { MessageList } from './MessageList.tsx';

const sendFailed = () =>
  toaster.create({ type: 'error', title: 'Message failed to send', description: 'Please check your connection and try again.' });

interface Props {
  room: TRoom;
  viewerId: string;
  /** A coach selecting a client reads the room at once. */
  markReadAtOnce?: boolean;
}

/** A room's conversation: history, live messages, the AI's 'Thinking...', typing, retry bar and composer. */
export function ChatPanel({ room, viewerId, markReadAtOnce }: Props) {
  const chat = useChat((s) => s.rooms[room.id]);
  const thinking = useChat((s) => !!s.thinking[room.id]);
  const typing = useChat((s) => s.typing[room.id]);
  const connected = useConnection((s) => s.status === 'connected');
  const status = chat?.status;
  const empty = !!chat && status === 'ready' && chat.messages.length === 0 && chat.pending.length === 0;

  useEffect(() => {
    const state = useChat.getState().rooms[room.id];
    if (!state || state.status === 'error') void useChat.getState().load(room.id);
  }, [room.id]);

  // The retries of this room's history since it last loaded: the error's Retry counts them.
  const [retried, setRetried] = useState({ roomId: room.id, n: 0 });
  const retries = retried.roomId === room.id ? retried.n : 0;
  useEffect(() => {
    if (status === 'ready') setRetried({ roomId: room.id, n: 0 });
  }, [status, room.id]);
  const retry = () => {
    setRetried({ roomId: room.id, n: retries + 1 });
    void useChat.getState().load(room.id);
  };

  // First open of an empty room: the AI coach says hello (the server greets a room once).
  useEffect(() => {
    if (empty && room.client.id === viewerId && room.aiCoach) void useChat.getState().welcome(room.id);
  }, [empty, room.id, room.client.id, room.aiCoach, viewerId]);

  useEffect(() => {
    if (chat?.older === 'error') toaster.create({ type: 'error', title: 'Failed to load older messages', description: 'Please try again' });
  }, [chat?.older]);

  const send = async (text: string) => {
    if (!(await useChat.getState().send(room.id, text))) sendFailed();
  };
  const failed = chat?.pending.filter((p) => p.status === 'failed') ?? [];
  const typingLine = typingText(Object.values(typing ?? {}));
  // Anyone but the client (the room's coach) writes to the client.
  const writeTo = room.client.id === viewerId ? null : room.client.firstName;

  return (
    <Box display="flex" flexDirection="column" h="full" minH="0">
      {!chat || status === 'loading' ? (
        <Center flex="1" gap="3" role="status">
          <Spinner color="teal.solid" />
          <Text color="fg.muted">Reading history...</Text>
        </Center>
      ) : status === 'error' ? (
        <Center flex="1" p="4">
          <Box maxW="md" w="full">
            <RetryAlert retries={retries} onRetry={retry}>
              Failed to load conversation
            </RetryAlert>
          </Box>
        </Center>
      ) : (
        <MessageList key={room.id} room={room} chat={chat} viewerId={viewerId} thinking={thinking} markReadAtOnce={markReadAtOnce} />
      )}
      <Text px="4" minH="5" fontSize="xs" color="fg.muted" aria-live="polite">
        {typingLine}
      </Text>
      {failed.length > 0 && (
        <Alert.Root status="error" rounded="none" py="2" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1" fontSize="sm">
            Failed to send message
          </Alert.Title>
          <HStack gap="2">
            <Button
              size="xs"
              variant="outline"
              onClick={() => {
                for (const p of failed)
                  void useChat
                    .getState()
                    .retry(room.id, p.clientId)
                    .then((ok) => ok || sendFailed());
              }}
            >
              Retry
            </Button>
            <Button size="xs" variant="ghost" onClick={() => failed.forEach((p) => useChat.getState().discard(room.id, p.clientId))}>
              Discard
            </Button>
          </HStack>
        </Alert.Root>
      )}
      <Composer
        roomId={room.id}
        loading={!chat || status === 'loading'}
        connected={connected}
        onSend={(t) => void send(t)}
        writeTo={writeTo}
      />
    </Box>
  );
}
